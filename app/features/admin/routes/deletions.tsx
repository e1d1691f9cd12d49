import { data } from "react-router";
import type { Route } from "./+types/deletions";
import { Button } from "~/ui/button";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { requireAdmin, requireSuperAdminAction } from "~/features/accounts/index.server";
import { deletionOverview, fileDeletionFor } from "~/features/privacy/index.server";
import { deletionMessages as m } from "~/features/privacy";

export const meta: Route.MetaFunction = () => [
  { title: `${m.consoleTitle} · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

/** Every admin sees the figures: dates and account ids, no personal data (issue 29). */
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { ...(await deletionOverview()), canFile: viewer.userType === "super_admin" };
}

/** A super admin files a deletion for a person who asked by post or e-mail: audited with the reason. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireSuperAdminAction(request);
  const form = await request.formData();
  const outcome = await fileDeletionFor(
    request,
    { id: user.id, email: user.email },
    String(form.get("email") ?? ""),
    String(form.get("reason") ?? ""),
  );
  if (!outcome.ok) return data(outcome, { status: 400 });
  return { ok: true as const, message: m.filedFor(outcome.dueOn) };
}

const heading = "mt-8 text-xl font-semibold text-brand-900";
const input = "block w-full rounded-md border border-line px-3 py-2 text-base";

export default function Deletions({ loaderData, actionData }: Route.ComponentProps) {
  const { waiting, completed, totals, downloads, canFile } = loaderData;
  const answer = actionData as
    { ok: true; message: string } | { ok: false; field: string; message: string } | undefined;
  const error = (field: string) => (answer && !answer.ok && answer.field === field ? answer.message : null);
  return (
    <ConsolePage title={m.consoleTitle} intro={m.consoleIntro}>
      <p data-testid="deletion-totals">{m.totals(totals.waiting, totals.completed, totals.cancelled)}</p>
      <h2 className={heading}>{m.waitingHeading}</h2>
      {waiting.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ConsoleTable caption={m.waitingHeading} columns={[m.account, m.requestedAt, m.dueAt, m.filed]}>
          {waiting.map((w) => (
            <tr key={w.id} className="border-t border-line">
              <td className={cellClass}>{w.userId}</td>
              <td className={cellClass}>{w.requestedAt}</td>
              <td className={cellClass}>{w.dueAt}</td>
              <td className={cellClass}>{w.filed ? "✓" : ""}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <h2 className={heading}>{m.completedHeading}</h2>
      {completed.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ConsoleTable caption={m.completedHeading} columns={[m.requestedAt, m.completedAt]}>
          {completed.map((c) => (
            <tr key={c.id} className="border-t border-line">
              <td className={cellClass}>{c.requestedAt}</td>
              <td className={cellClass}>{c.completedAt}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      <h2 className={heading}>{m.downloadsHeading}</h2>
      {downloads.length === 0 ? (
        <p>{m.none}</p>
      ) : (
        <ConsoleTable caption={m.downloadsHeading} columns={[m.account, m.downloadedAt]}>
          {downloads.map((d) => (
            <tr key={d.id} className="border-t border-line">
              <td className={cellClass}>{d.userId}</td>
              <td className={cellClass}>{d.at}</td>
            </tr>
          ))}
        </ConsoleTable>
      )}
      {canFile ? (
        <section aria-labelledby="file-heading" className="mt-8 max-w-xl space-y-3">
          <h2 id="file-heading" className={heading}>
            {m.fileHeading}
          </h2>
          <p>{m.fileText}</p>
          {answer?.ok ? <Notice tone="success">{answer.message}</Notice> : null}
          <form method="post" className="space-y-4" noValidate>
            <div className="space-y-1">
              <label htmlFor="email" className="block font-semibold">
                {m.fileEmail}
              </label>
              <input
                id="email"
                name="email"
                type="email"
                required
                className={input}
                aria-invalid={error("email") ? true : undefined}
                aria-describedby={error("email") ? "email-error" : undefined}
              />
              {error("email") ? (
                <p id="email-error" className="text-sm text-red-800">
                  {error("email")}
                </p>
              ) : null}
            </div>
            <div className="space-y-1">
              <label htmlFor="reason" className="block font-semibold">
                {m.fileReason}
              </label>
              <textarea
                id="reason"
                name="reason"
                required
                rows={3}
                className={input}
                aria-invalid={error("reason") ? true : undefined}
                aria-describedby={error("reason") ? "reason-error" : undefined}
              />
              {error("reason") ? (
                <p id="reason-error" className="text-sm text-red-800">
                  {error("reason")}
                </p>
              ) : null}
            </div>
            <Button type="submit">{m.fileSubmit}</Button>
          </form>
        </section>
      ) : null}
    </ConsolePage>
  );
}
