import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import type { EnquiryKind } from "#db/schema";
import { errorSummary, type SummaryLabels, type SummaryLine } from "~/lib/forms/error-summary";
import { keepingTheForm } from "~/lib/http/outage.server";
import type { FormResult } from "~/ui/use-schema-form";
import { submitEnquiry, type EnquiryInputs } from "./enquiries.server";

/** What an enquiry page shows once its enquiry is stored (`home`: its link's words, if not English). */
type EnquirySentPanel = { title: string; lines: string[]; home?: string };

/**
 * The form's messages in the page's language: `say` gives each English message of the schema or
 * of submitEnquiry in that language (nomination-words.server.ts), so the rules keep one home.
 */
type Say = (english: string) => string;

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
  say: Say = (english) => english,
) {
  return keepingTheForm(
    () => submitted(request, kind, schema, form, sent, say),
    (result): EnquiryActionData => ({ result, summary: [] }),
  )({ request });
}

async function submitted<K extends EnquiryKind>(
  request: Request,
  kind: K,
  schema: z.ZodType<EnquiryInputs[K]>,
  form: { id: string; labels: SummaryLabels },
  sent: (email: string) => EnquirySentPanel,
  say: Say,
) {
  const submission = parseWithZod(await request.formData(), { schema });
  if (submission.status !== "success") {
    const reply = submission.reply();
    const result = {
      ...reply,
      error:
        reply.error &&
        Object.fromEntries(Object.entries(reply.error).map(([name, messages]) => [name, messages?.map(say) ?? null])),
    };
    return data<EnquiryActionData>(
      { result, summary: errorSummary(result.error, form.id, form.labels) },
      { status: 400 },
    );
  }
  const outcome = await submitEnquiry(request, kind, submission.value);
  if (!outcome.ok)
    return data<EnquiryActionData>(
      { result: submission.reply({ formErrors: [say(outcome.message)] }), summary: [] },
      { status: outcome.status },
    );
  return data<EnquiryActionData>({ sent: sent(outcome.email) });
}
