import type { Route } from "./+types/content-advisor";
import { ConsolePage } from "../components/console-frame";
import { AdvisorForm } from "../components/advisor-form";
import { advisorEditPage, advisorFormAction } from "~/features/advisors/index.server";

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.advisor.name ?? "Advisor"} · RID-CRC console` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request, params }: Route.LoaderArgs) => advisorEditPage(request, params);
export const action = ({ request, params }: Route.ActionArgs) => advisorFormAction(request, params);

export default function EditAdvisor({ loaderData, actionData }: Route.ComponentProps) {
  const { advisor } = loaderData;
  return (
    <ConsolePage
      title={`Edit ${advisor.name}`}
      intro={advisor.published ? "Published: changes show on the public page once saved." : "Not published yet."}
    >
      <AdvisorForm
        result={actionData?.result}
        defaultValue={{
          name: advisor.name,
          credentials: advisor.credentials,
          role: advisor.role,
          bio: advisor.bio,
          sortOrder: advisor.sortOrder,
        }}
        photo={advisor.photo}
        submitLabel="Save advisor"
      />
    </ConsolePage>
  );
}
