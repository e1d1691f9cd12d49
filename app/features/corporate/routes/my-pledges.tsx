import type { Route } from "./+types/my-pledges";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { myPledgeMessages as m } from "../messages";
import { myPledgesPage } from "../pledges/my-pledges.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: `${m.title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myPledgesPage(request);

const linkClass = "font-semibold text-brand-700 underline";

/** The company's pledges (issue 29): the one the team has not decided opens to be corrected or withdrawn. */
export default function MyPledges({ loaderData }: Route.ComponentProps) {
  const { companyName, pledges } = loaderData;
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <Container className="max-w-3xl space-y-4 py-12">
        {companyName === null ? <p>{m.noCompany}</p> : null}
        {companyName !== null && pledges.length === 0 ? (
          <p>
            {m.none}{" "}
            <Link to="/dashboard/corporate#raise-pledge" className={linkClass}>
              Raise a pledge
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {pledges.map((p) => (
            <li key={p.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="pledge">
              <h2 className="text-lg font-bold text-brand-900">
                {p.amount} · {p.tierLabel}
              </h2>
              <p>
                Raised {p.raisedLabel} · Status: {p.statusLabel}
              </p>
              {p.pending ? (
                <Link to={`/account/pledges/${p.id}`} className={linkClass}>
                  Correct or withdraw this pledge<span className="sr-only"> of {p.amount}</span>
                </Link>
              ) : (
                <p className="text-muted">{m.decided}</p>
              )}
            </li>
          ))}
        </ul>
        <p>
          <Link to="/dashboard/corporate" className={linkClass}>
            Back to your dashboard
          </Link>
        </p>
      </Container>
    </>
  );
}
