import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { partnerKinds, type PartnerKind } from "#db/schema";
import { requireAdmin } from "~/features/accounts/index.server";
import { applicationDetail } from "./application.server";
import { decisionSchema } from "./decision.schema";
import { decide, type DecisionInput } from "./review.server";
import { queueFilters, reviewQueue } from "./queue.server";
import { notFound } from "~/lib/http/not-found";

/** The review queue (/admin/partners): admins with two-step verification only. */
export async function queuePage(request: Request) {
  await requireAdmin(request);
  const filters = queueFilters(new URL(request.url));
  return { filters, ...(await reviewQueue(filters)) };
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The application an address names, or 404 (an unknown kind, a malformed id, no such row). */
function applicationRef(request: Request, params: { kind?: string; id?: string }): { kind: PartnerKind; id: string } {
  const { kind, id } = params;
  if (!kind || !(partnerKinds as readonly string[]).includes(kind) || !id || !uuid.test(id)) throw notFound(request);
  return { kind: kind as PartnerKind, id };
}

/** One application with everything the reviewer needs to decide. */
export async function applicationPage(request: Request, params: { kind?: string; id?: string }) {
  await requireAdmin(request);
  const ref = applicationRef(request, params);
  const application = await applicationDetail(ref.kind, ref.id);
  if (!application) throw notFound(request);
  return { application };
}

type DecisionActionData = { ok: boolean; message: string; result?: SubmissionResult<string[]> };

/** A reviewer's decision on the application of the address. */
export async function decisionAction(request: Request, params: { kind?: string; id?: string }) {
  const admin = await requireAdmin(request);
  const ref = applicationRef(request, params);
  const submission = parseWithZod(await request.formData(), { schema: decisionSchema });
  if (submission.status !== "success")
    return data<DecisionActionData>({ ok: false, message: "", result: submission.reply() }, { status: 400 });
  const outcome = await decide(request, admin, { ...ref, ...submission.value } as DecisionInput);
  if (!outcome.ok) return data<DecisionActionData>({ ok: false, message: outcome.message }, { status: outcome.status });
  return data<DecisionActionData>({ ok: true, message: outcome.message });
}
