import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { EnquiryKind } from "#db/schema";
import { errorSummary, type SummaryLabels, type SummaryLine } from "~/lib/forms/error-summary";
import { keepingTheForm } from "~/lib/http/outage.server";
import type { FormResult } from "~/ui/use-schema-form";
import { submitEnquiry, type EnquiryInputs } from "./enquiries.server";

/** What an enquiry page shows once its enquiry is stored. */
type EnquirySentPanel = { title: string; lines: string[] };

type EnquiryActionData =
  | { result: FormResult; summary: SummaryLine[]; sent?: undefined }
  | { result?: undefined; summary?: undefined; sent: EnquirySentPanel };

/**
 * Every enquiry page's action (ADR 0016): the kind's schema and nothing outside it, the error
 * summary in the form's order (`labels`), then `submitEnquiry`'s limits, row and e-mails. Public:
 * anyone may write, signed in or not. Through a database outage the form comes back as typed, with
 * the 503's message (keepingTheForm).
 */
export function enquiryAction<K extends EnquiryKind>(
  request: Request,
  kind: K,
  schema: z.ZodType<EnquiryInputs[K]>,
  form: { id: string; labels: SummaryLabels },
  sent: (email: string) => EnquirySentPanel,
) {
  return keepingTheForm(
    () => submitted(request, kind, schema, form, sent),
    (result): EnquiryActionData => ({ result, summary: [] }),
  )({ request });
}

async function submitted<K extends EnquiryKind>(
  request: Request,
  kind: K,
  schema: z.ZodType<EnquiryInputs[K]>,
  form: { id: string; labels: SummaryLabels },
  sent: (email: string) => EnquirySentPanel,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    const result = submission.reply();
    return data<EnquiryActionData>(
      { result, summary: errorSummary(result.error, form.id, form.labels) },
      { status: 400 },
    );
  }
  const outcome = await submitEnquiry(request, kind, submission.value);
  if (!outcome.ok)
    return data<EnquiryActionData>(
      { result: submission.reply({ formErrors: [outcome.message] }), summary: [] },
      { status: outcome.status },
    );
  return data<EnquiryActionData>({ sent: sent(outcome.email) });
}
