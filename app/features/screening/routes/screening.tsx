import type { Route } from "./+types/screening";
import { useShellWords } from "~/ui/shell-words";
import { noReactWith } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { RecordPage } from "../components/record-page";
import { screeningAction, screeningPage, type ScreeningActionData } from "../record/record-route.server";

/**
 * No React on this page (ADR 0024 §8): its forms are plain POSTs answered by the server;
 * form-feedback gives the entry form's messages and pending button what React gave them, and
 * result-choices offers the chosen kind's results.
 */
export const handle = noReactWith("form-feedback", "result-choices");

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? createT(data.lang, data.messages)("record.title") : ""} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return screeningPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return screeningAction(request);
}

/** The page in its language (issue 27): screening.json's `record`; the crumb is the header's "My Dashboard". */
export default function Screening({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ScreeningActionData | undefined;
  const t = createT(loaderData.lang, loaderData.messages);
  const shell = useShellWords();
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader
        title={t("record.title")}
        crumbs={[{ label: shell("header.dashboard"), to: "/dashboard/champion" }, { label: t("record.title") }]}
        intro={t("record.intro")}
      />
      <RecordPage t={t} data={loaderData} lastResult={answer?.result} message={answer?.message} />
    </>
  );
}
