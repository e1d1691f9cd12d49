import type { Route } from "./+types/nominate-clinician";
import { noReactWith } from "~/lib/http/page-scripts";
import { requestLang } from "~/lib/i18n/paths";
import { createT } from "~/lib/i18n/translate";
import { TranslationNote } from "~/ui/translation-note";
import { EnquiryCard, EnquiryPage } from "../components/enquiry-parts";
import { NOMINATION_FORM, NominationForm } from "../components/nomination-form";
import { enquiryAction } from "../enquiries/enquiry-action.server";
import { nominationEnquirySchema } from "../enquiries/enquiry.schema";
import { nominationPage, nominationSay, nominationWords } from "../enquiries/nomination-words.server";

/**
 * No React on this page (ADR 0024 §8): a plain POST answered by the server; form-feedback gives the
 * messages, the pending button and the thanks' focus what React gave them.
 */
export const handle = noReactWith("form-feedback");

// The head tags come with the loader's data: the page's code carries no copy of them.
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

// Its words in the page's language (issue 27; nomination.json).
export const loader = ({ request }: Route.LoaderArgs) => nominationPage(requestLang(request));

/**
 * Where the nomination form posts, from /join-the-movement#nominate-clinician or from here: the
 * page shows the form's messages (in its language), or the thanks, with or without JavaScript.
 */
export const action = ({ request }: Route.ActionArgs) => {
  const { t } = nominationWords(requestLang(request));
  const summary = (name: string) => t(`summary.${name}`);
  return enquiryAction(
    request,
    "nomination",
    nominationEnquirySchema,
    {
      id: NOMINATION_FORM,
      // The error summary's words for each field, in the order of the form.
      labels: Object.fromEntries(
        ["clinician", "clinic", "message", "fullName", "email", "consent"].map((name) => [name, summary(name)]),
      ),
    },
    (email) => ({ title: t("sent.title"), lines: [t("sent.text"), t("sent.copy", { email })], home: t("shared.home") }),
    nominationSay(t),
  );
};

export default function NominateClinician({ loaderData, actionData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  const sent = actionData?.sent;
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <EnquiryPage
        title={t("page.title")}
        eyebrow={t("page.eyebrow")}
        crumbs={[{ label: t("page.crumb"), to: "/join-the-movement" }, { label: t("page.title") }]}
        intro={t("intro")}
      >
        <EnquiryCard sent={sent}>
          <NominationForm result={actionData?.result} summary={actionData?.summary} t={t} />
        </EnquiryCard>
      </EnquiryPage>
    </>
  );
}
