import { Form, useNavigation } from "react-router";
import { plural } from "~/lib/text/plural";
import { Button } from "~/ui/button";
import type { PledgeActionData } from "~/features/corporate/index.server";
import { PostButton } from "~/ui/post-button";

type PledgeRow = {
  id: string;
  companyName: string;
  contactEmail: string | null;
  isSample: boolean;
  amount: string;
  tests: number;
  tierName: string;
  topUp: { before: string; after: string; testsAfter: number } | null;
  raised: string;
};

/** One pending pledge with Approve, and Decline with a reason (e-mailed to the company). */
function PledgeItem({ pledge: p, answer }: { pledge: PledgeRow; answer?: PledgeActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("id") === p.id;
  const mine = answer?.id === p.id ? answer : undefined;
  return (
    <li className="rounded-2xl border border-line bg-white p-5" data-testid="pledge">
      <article aria-labelledby={`pledge-${p.id}`}>
        <h2 id={`pledge-${p.id}`} className="font-semibold text-brand-900">
          {p.companyName}: {p.amount}
          {p.isSample ? (
            <span className="ml-2 rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-900">Sample</span>
          ) : null}
        </h2>
        <p className="text-sm text-muted">
          {p.contactEmail ?? "No contact account"} · raised {p.raised}
        </p>
        {p.topUp ? (
          <p className="mt-2 text-ink">
            Funds {plural(p.tests, "screening test")}. A top-up: approving brings the company&apos;s approved pledges
            from {p.topUp.before} to {p.topUp.after}, funding {plural(p.topUp.testsAfter, "screening test")}:{" "}
            {p.tierName}.
          </p>
        ) : (
          <p className="mt-2 text-ink">
            Funds {plural(p.tests, "screening test")}: {p.tierName}.
          </p>
        )}
        <div className="mt-4 flex flex-wrap items-start gap-3">
          <PostButton fields={{ id: p.id, decision: "approve" }} label="Approve pledge" busy={busy} />
          <details className="min-w-64 flex-1" open={Boolean(mine?.fieldError) || undefined}>
            <summary className="cursor-pointer py-2 font-semibold text-accent-700">Decline…</summary>
            <Form method="post" preventScrollReset className="mt-2 space-y-2">
              <input type="hidden" name="id" value={p.id} />
              <input type="hidden" name="decision" value="decline" />
              <label htmlFor={`reason-${p.id}`} className="block text-sm font-semibold text-ink">
                Reason (e-mailed to the company)
              </label>
              <textarea
                id={`reason-${p.id}`}
                name="reason"
                rows={3}
                maxLength={1000}
                defaultValue={mine?.reason ?? ""}
                aria-invalid={mine?.fieldError ? true : undefined}
                aria-describedby={mine?.fieldError ? `reason-${p.id}-error` : undefined}
                className="w-full rounded-lg border border-line px-3 py-2"
              />
              {mine?.fieldError ? (
                <p id={`reason-${p.id}-error`} className="text-sm font-semibold text-accent-700">
                  {mine.fieldError}
                </p>
              ) : null}
              <Button type="submit" variant="secondary" disabled={busy}>
                Decline pledge
              </Button>
            </Form>
          </details>
        </div>
      </article>
    </li>
  );
}

export function PledgeList({ pledges, answer }: { pledges: PledgeRow[]; answer?: PledgeActionData }) {
  if (pledges.length === 0) return <p className="mt-6 text-muted">No pledges are waiting for a decision.</p>;
  return (
    <ol className="mt-6 space-y-4">
      {pledges.map((p) => (
        <PledgeItem key={p.id} pledge={p} answer={answer} />
      ))}
    </ol>
  );
}
