import type { RetentionStatus } from "../retention/retention.server";
import { Link } from "react-router";
import { deletionMessages, retentionMessages as m } from "../messages";

/** The System page's account of the retention job: the last run and what each rule removed (counts only). */
export function RetentionSection({ status }: { status: RetentionStatus }) {
  return (
    <section aria-labelledby="retention-heading" className="mt-10">
      <h2 id="retention-heading" className="text-xl font-semibold text-brand-900">
        {m.heading}
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="retention-last-run">
        {status.lastRun ? (
          <>
            {m.lastRun} <time dateTime={status.lastRun.finishedIso}>{status.lastRun.finished}</time>
          </>
        ) : (
          m.never
        )}
      </p>
      <div className="mt-3 overflow-x-auto" tabIndex={0} role="region" aria-label={m.caption}>
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{m.caption}</caption>
          <thead>
            <tr>
              <th scope="col" className="px-3 py-2">
                {m.rule}
              </th>
              <th scope="col" className="px-3 py-2">
                {m.table}
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                {m.removed}
              </th>
            </tr>
          </thead>
          <tbody>
            {status.rules.map((r) => (
              <tr key={r.rule} className="border-t border-line" data-testid="retention-rule">
                <td className="px-3 py-2">{r.what}</td>
                <td className="px-3 py-2 font-mono text-xs">{r.table}</td>
                <td className="px-3 py-2 text-right tabular-nums">{r.removed ?? "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-3">
        <Link to="/admin/system/deletions" className="font-semibold text-brand-700 underline">
          {deletionMessages.consoleTitle}
        </Link>
      </p>
    </section>
  );
}
