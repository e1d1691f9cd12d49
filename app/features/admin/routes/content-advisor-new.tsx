import type { Route } from "./+types/content-advisor-new";
import { ConsolePage } from "../components/console-frame";
import { AdvisorForm } from "../components/advisor-form";
import { advisorFormAction, advisorNewPage } from "~/features/advisors/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "New advisor · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => advisorNewPage(request);
export const action = ({ request }: Route.ActionArgs) => advisorFormAction(request, {});

export default function NewAdvisor({ actionData }: Route.ComponentProps) {
  return (
    <ConsolePage
      title="New advisor"
      intro="A new advisor is saved unpublished: nobody sees them on the Medical Advisory Board page until you publish them from the list."
    >
      <AdvisorForm result={actionData?.result} submitLabel="Add advisor" />
    </ConsolePage>
  );
}
