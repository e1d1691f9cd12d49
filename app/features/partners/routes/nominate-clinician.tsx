import type { Route } from "./+types/nominate-clinician";
import { noReactWith } from "~/lib/http/page-scripts";
import { pageMeta } from "~/lib/page/seo";
import { canonical } from "~/lib/page/seo.server";
import { EnquiryCard, EnquiryPage } from "../components/enquiry-parts";
import { NOMINATION_FORM, NominationForm, nominationIntro } from "../components/nomination-form";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { enquiryMessages as m } from "../enquiries/enquiry-options";
import { nominationEnquirySchema } from "../enquiries/enquiry.schema";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export const loader = () => ({
  meta: pageMeta({
    title: "Nominate a Clinician",
    description: "Nominate a GP or specialist in Singapore who helps people get screened for colorectal cancer.",
    canonical: canonical("/nominate-clinician"),
  }),
});

/** The error summary's words for each field, in the order of the form. */
const summaryLabels = {
  clinician: "Clinician's name",
  clinic: "Clinic or hospital",
  message: "Why you nominate them",
  fullName: "Your name",
  email: "Your e-mail",
  consent: "Consent",
};

/**
 * Where the nomination form posts, from /join-the-movement#nominate-clinician or from here: the
 * page shows the form's messages, or the thanks, with or without JavaScript.
 */
export const action = ({ request }: Route.ActionArgs) =>
  enquiryAction(
    request,
    "nomination",
    nominationEnquirySchema,
    { id: NOMINATION_FORM, labels: summaryLabels },
    (email) => ({ title: m.nominationSentTitle, lines: [m.nominationSent, m.copySent(email)] }),
  );

export default function NominateClinician({ actionData }: Route.ComponentProps) {
  const sent = actionData?.sent;
  return (
    <EnquiryPage
      title="Nominate a Clinician"
      eyebrow="Join the Movement"
      crumbs={[{ label: "Join the Movement", to: "/join-the-movement" }, { label: "Nominate a Clinician" }]}
      intro={nominationIntro}
    >
      <EnquiryCard sent={sent}>
        <NominationForm result={actionData?.result} summary={actionData?.summary} />
      </EnquiryCard>
    </EnquiryPage>
  );
}
