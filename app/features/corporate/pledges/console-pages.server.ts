import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { decidePledge, pendingPledges } from "./pledges.server";
import { dollars, money } from "~/lib/text/money";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { requireAdmin } from "~/features/accounts/index.server";
import { pledgeDecisionMessages, pledgeDecisionSchema } from "./decision.schema";

/** The pledges waiting for the team (/admin/partners/pledges), oldest first. */
export async function pledgesPage(request: Request) {
  await requireAdmin(request);
  const pledges = await pendingPledges();
  return {
    pledges: pledges.map((p) => ({
      id: p.id,
      companyName: p.companyName,
      contactEmail: p.contactEmail,
      isSample: p.isSample,
      amount: money(dollars(p.pledge)),
      tests: p.tests,
      tierName: p.tierName,
      // A top-up: what the company's approved total is now and becomes (issue 23).
      topUp:
        p.approvedBefore > 0
          ? { before: money(dollars(p.approvedBefore)), after: money(dollars(p.totalAfter)), testsAfter: p.testsAfter }
          : null,
      raised: formatSgDateTime(p.createdAt),
    })),
  };
}

export type PledgeActionData = {
  ok: boolean;
  message: string;
  /** The pledge the message is about and the reason typed, so a refused reason is not lost. */
  id?: string;
  reason?: string;
  fieldError?: string;
};

/** Approve, or decline with a reason, one pending pledge. */
export async function pledgeDecisionAction(request: Request) {
  const user = await requireAdmin(request);
  const form = await request.formData();
  const id = String(form.get("id") ?? "");
  const reason = String(form.get("reason") ?? "");
  const submission = parseWithZod(form, { schema: pledgeDecisionSchema });
  if (submission.status !== "success") {
    const errors = submission.error ?? {};
    const fieldError = errors.reason?.[0];
    return data<PledgeActionData>(
      {
        ok: false,
        message: fieldError ?? errors.id?.[0] ?? pledgeDecisionMessages.chooseDecision,
        id,
        reason,
        fieldError,
      },
      { status: 400 },
    );
  }
  const outcome = await decidePledge(user, request, submission.value);
  return data<PledgeActionData>(
    { ok: outcome.ok, message: outcome.message, id, ...(outcome.ok ? {} : { reason }) },
    { status: outcome.ok ? 200 : outcome.status },
  );
}
