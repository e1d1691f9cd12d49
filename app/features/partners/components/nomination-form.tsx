import type { z } from "zod";
import { useNavigation } from "react-router";
import { Form } from "~/ui/link";
import type { SummaryLine } from "~/lib/forms/error-summary";
import { Card } from "~/ui/card";
import { ErrorSummary } from "~/ui/error-summary";
import { TextField } from "~/ui/field";
import { useSchemaForm, type FormResult } from "~/ui/use-schema-form";
import type { nominationEnquirySchema } from "../enquiries/enquiry.schema";
import { ConsentAndSend, MessageField } from "./enquiry-parts";

/** Its own id: on /join-the-movement it shares the page with the sign-up form. */
export const NOMINATION_FORM = "nomination";
const ACTION = "/nominate-clinician";

/**
 * The nomination form. It always posts to /nominate-clinician, wherever it is shown: that page
 * answers with the form's messages or the thanks, with or without JavaScript.
 */
export function NominationForm({ result, summary }: { result?: FormResult; summary?: SummaryLine[] }) {
  const [form, fields] = useSchemaForm<z.input<typeof nominationEnquirySchema>>(result, { id: NOMINATION_FORM });
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formAction === ACTION;
  return (
    <Form method="post" action={ACTION} {...form.props} className="space-y-6">
      <ErrorSummary formError={form.errors?.[0]} lines={summary} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.clinician} label="Clinician's name" hint="e.g. Dr Tan Wei Ming" />
        <TextField meta={fields.clinic} label="Clinic or hospital" hint="Where they practise." />
      </div>
      <MessageField
        meta={fields.message}
        label="Why are you nominating them?"
        hint="What they do to help people get screened, in a few lines."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.fullName} label="Your name" autoComplete="name" />
        <TextField meta={fields.email} label="Your e-mail" type="email" autoComplete="email" />
      </div>
      <ConsentAndSend
        meta={fields.consent}
        agreement="I agree that the RID-CRC team may write to me about this nomination, and keep my details for that purpose."
        send="Send Nomination"
        busy={busy}
      />
    </Form>
  );
}

/** The words above the form, on /join-the-movement and on /nominate-clinician. */
export const nominationIntro =
  "Know a GP or specialist who goes out of their way to get people screened for colorectal cancer? Tell us about them, and our team may invite them to join the movement as a partner clinician.";

/** The section the spec links as /join-the-movement#nominate-clinician. */
export function NominateClinicianSection() {
  return (
    <section
      id="nominate-clinician"
      aria-labelledby="nominate-clinician-title"
      className="scroll-mt-20 bg-surface px-4 pb-16"
    >
      <div className="mx-auto max-w-2xl">
        <h2 id="nominate-clinician-title" className="text-center text-2xl font-bold text-brand-900">
          Nominate a clinician
        </h2>
        <p className="mt-3 text-center text-muted">{nominationIntro}</p>
        <div className="mt-8">
          <Card>
            <NominationForm />
          </Card>
        </div>
      </div>
    </section>
  );
}
