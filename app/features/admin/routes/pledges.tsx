import type { Route } from "./+types/pledges";
import { Notice } from "~/ui/field";
import { ConsolePage } from "../components/console-frame";
import { PledgeList } from "../components/pledge-list";
import { SubNav, partnerPages } from "../components/sub-nav";
import { pledgeDecisionAction, pledgesPage } from "~/features/corporate/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Pledges to decide · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => pledgesPage(request);
export const action = ({ request }: Route.ActionArgs) => pledgeDecisionAction(request);

/** Pledges raised from corporate dashboards: they count only once the team approves them. */
export default function Pledges({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ConsolePage
      title="Corporate pledges"
      intro="Pledges companies raised from their dashboards, oldest first. Approving makes a pledge the company's active sponsorship (it then counts and sets the tier); declining e-mails your reason."
    >
      <SubNav label="Partner pages" items={partnerPages} />
      {actionData?.message && !actionData.fieldError ? (
        <Notice tone={actionData.ok ? "success" : "error"} className="mt-4">
          {actionData.message}
        </Notice>
      ) : null}
      <PledgeList pledges={loaderData.pledges} answer={actionData} />
    </ConsolePage>
  );
}
