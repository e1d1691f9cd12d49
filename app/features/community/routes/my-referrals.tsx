import type { Route } from "./+types/my-referrals";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT } from "~/lib/i18n/translate";
import { championOnlyBoundary } from "../components/champion-only";
import { messages, myReferralMessages as m } from "../messages";
import { myReferralsPage } from "../referrals/my-referrals.server";

// A list of links: no JavaScript needed (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data?.title ?? m.title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export const loader = ({ request }: Route.LoaderArgs) => myReferralsPage(request);

/** The Champion's referrals (issue 29): each pending one opens to be corrected or withdrawn. */
export default function MyReferrals({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("referrals.title")} intro={t("referrals.intro")} />
      <Container className="max-w-3xl space-y-4 py-12">
        {loaderData.referrals.length === 0 ? (
          <p>
            {t("referrals.none")}{" "}
            <Link to="/refer-friend" className="font-semibold text-brand-700 underline">
              {t("referrals.referFriend")}
            </Link>
          </p>
        ) : null}
        <ul className="space-y-4">
          {loaderData.referrals.map((r) => (
            <li key={r.id} className="rounded-2xl border border-line bg-white p-5 shadow-sm" data-testid="referral">
              <h2 className="break-all text-lg font-bold text-brand-900">{r.email}</h2>
              <p>{t("referrals.line", { sent: r.sentLabel, status: r.statusLabel })}</p>
              {r.pending ? (
                <Link to={`/account/referrals/${r.id}`} className="font-semibold text-brand-700 underline">
                  {t("referrals.open")}
                  <span className="sr-only"> {t("referrals.openTo", { email: r.email })}</span>
                </Link>
              ) : (
                <p className="text-muted">{t("says.joined")}</p>
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
