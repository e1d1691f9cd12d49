import type { Route } from "./+types/screening";
import { noReactWith } from "~/lib/http/page-scripts";
import { PageHeader } from "~/ui/page-header";
import { RecordPage } from "../components/record-page";
import { screeningAction, screeningPage, type ScreeningActionData } from "../record/record-route.server";

/**
 * No React on this page (ADR 0024 §8): its forms are plain POSTs answered by the server;
 * form-feedback gives the entry form's messages and pending button what React gave them, and
 * result-choices offers the chosen kind's results.
 */
export const handle = noReactWith("form-feedback", "result-choices");

export const meta: Route.MetaFunction = () => [
  { title: "My screening record · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return screeningPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return screeningAction(request);
}

export default function Screening({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as ScreeningActionData | undefined;
  return (
    <>
      <PageHeader
        title="My screening record"
        crumbs={[{ label: "My Dashboard", to: "/dashboard/champion" }, { label: "My screening record" }]}
        intro="Record your screening tests and we tell you when the next one is due, and remind you if you like."
      />
      <RecordPage data={loaderData} lastResult={answer?.result} message={answer?.message} />
    </>
  );
}
