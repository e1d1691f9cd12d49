import type { Route } from "./+types/my-referrals";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { championOnlyBoundary } from "../components/champion-only";
import { messages, myReferralMessages as m } from "../messages";
import { myReferralsPage } from "../referrals/my-referrals.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: `${m.title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myReferralsPage(request);

/** The Champion's referrals (issue 29): each pending one opens to be corrected or withdrawn. */
export default function MyReferrals({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.referrals.length === 0 ? (
          <p>
            {m.none}{" "}
            <Link to="/refer-friend" className="font-semibold text-brand-700 underline">
              Refer a friend
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {loaderData.referrals.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="referral">
              <h2 className="break-all text-lg font-bold text-brand-900">{r.email}</h2>
              <p>
                Sent {r.sentLabel} · Status: {r.statusLabel}
              </p>
              {r.pending ? (
                <Link to={`/account/referrals/${r.id}`} className="font-semibold text-brand-700 underline">
                  Correct or withdraw this referral<span className="sr-only"> to {r.email}</span>
                </Link>
              ) : (
                <p className="text-muted">{m.joined}</p>
              )}
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}

/** Signed-in visitors who are not Champions (spec content §5), HTTP 403. */
export const ErrorBoundary = championOnlyBoundary({ title: m.title, message: messages.championOnly });
