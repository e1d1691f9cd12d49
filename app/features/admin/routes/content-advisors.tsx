import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/content-advisors";
import { ButtonLink } from "~/ui/button";
import { Notice } from "~/ui/field";
import { PostButton } from "~/ui/post-button";
import { ConsolePage } from "../components/console-frame";
import { ConsoleTable, cellClass } from "../components/console-table";
import { SubNav, contentPages } from "../components/sub-nav";
import { advisorsListAction, advisorsListPage } from "~/features/advisors/index.server";

export const meta: Route.MetaFunction = () => [
  { title: "Medical Advisory Board · RID-CRC console" },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => advisorsListPage(request);
export const action = ({ request }: Route.ActionArgs) => advisorsListAction(request);

const columns = ["Photo", "Advisor", "Role", "Articles reviewed", "Status", "Actions"];

export default function ContentAdvisors({ loaderData, actionData }: Route.ComponentProps) {
  const { advisors } = loaderData;
  const navigation = useNavigation();
  const busyId = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <ConsolePage
      title="Content"
      intro="The Medical Advisory Board shown on /about/advisors: real clinicians only. Until one is published, the page says the board is being formed."
    >
      <SubNav label="Content pages" items={contentPages} />
      {actionData?.message ? (
        <Notice tone="error" className="mb-4">
          {actionData.message}
        </Notice>
      ) : null}
      <ButtonLink to="/admin/content/advisors/new" className="mb-4">
        Add an advisor
      </ButtonLink>
      {advisors.length === 0 ? (
        <p className="text-muted">No advisors yet. The public page says the board is being formed.</p>
      ) : (
        <ConsoleTable caption="Advisors, in the order of the public page" columns={columns}>
          {advisors.map((a) => (
            <tr key={a.id} className="border-t border-line">
              <td className={cellClass}>
                {a.photo ? (
                  <img src={a.photo} alt="" width={48} height={48} className="size-12 rounded-full object-cover" />
                ) : (
                  <span className="text-sm text-muted">None</span>
                )}
              </td>
              <td className={cellClass}>
                <Link to={`/admin/content/advisors/${a.id}`} className="font-semibold text-brand-700 underline">
                  {a.name}
                </Link>
                <span className="block text-sm text-muted">{a.credentials}</span>
              </td>
              <td className={cellClass}>{a.role}</td>
              <td className={`${cellClass} tabular-nums`}>{a.reviews}</td>
              <td className={cellClass}>{a.published ? "Published" : "Not published"}</td>
              <td className={cellClass}>
                <div className="flex flex-wrap gap-2">
                  <PostButton
                    fields={{ id: a.id, intent: a.published ? "unpublish" : "publish" }}
                    label={a.published ? `Unpublish ${a.name}` : `Publish ${a.name}`}
                    busy={busyId === a.id}
                    variant={a.published ? "secondary" : "primary"}
                  />
                  {a.reviews === 0 ? (
                    <PostButton
                      fields={{ id: a.id, intent: "delete" }}
                      label={`Delete ${a.name}`}
                      busy={busyId === a.id}
                      variant="secondary"
                    />
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </ConsoleTable>
      )}
    </ConsolePage>
  );
}
