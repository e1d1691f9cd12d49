import type { Route } from "./+types/my-data";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Link, useLocalPath } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { TranslationNote } from "~/ui/translation-note";
import { noReact } from "~/lib/http/page-scripts";
import { createT, type T } from "~/lib/i18n/translate";
import { privatePageMeta } from "../components/page-meta";
import { myDataPage } from "../export/download.server";

// A plain form posting to the file route: the browser saves the file, with or without JavaScript (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = ({ data }) => privatePageMeta(data?.title ?? "RID-CRC");

export const loader = ({ request }: Route.LoaderArgs) => myDataPage(request);

/** Consents and deletion: each a heading, a sentence and the one link that acts on it. */
const linkSections = (t: T) => [
  {
    id: "consents-heading",
    heading: t("data.consentsHeading"),
    text: t("data.consentsText"),
    to: "/account/consents",
    link: t("data.consentsLink"),
  },
  {
    id: "delete-heading",
    heading: t("data.deleteLink"),
    text: t("data.deleteText"),
    to: "/account/delete",
    link: t("data.deleteLink"),
  },
];

function LinkSection({
  id,
  heading,
  text,
  to,
  link,
}: {
  id: string;
  heading: string;
  text: string;
  to: string;
  link: string;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {heading}
      </h2>
      <p>{text}</p>
      <ButtonLink to={to} variant="secondary">
        {link}
      </ButtonLink>
    </section>
  );
}

/** The account's data page: the download, the way to read it as a page, where to correct each thing, consents, deletion. */
export default function MyData({ loaderData }: Route.ComponentProps) {
  const t = createT(loaderData.lang, loaderData.messages);
  const local = useLocalPath();
  return (
    <>
      <TranslationNote review={loaderData.review} />
      <PageHeader title={t("data.title")} intro={t("data.intro")} />
      <Container className="max-w-3xl space-y-6 py-12">
        <section aria-labelledby="download-heading" className="space-y-3">
          <h2 id="download-heading" className="text-xl font-bold text-brand-900">
            {t("data.downloadHeading")}
          </h2>
          <p>{t("data.downloadText")}</p>
          <form method="post" action={local("/account/data/download")} className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" name="download" value="json">
              {t("data.downloadButton")}
            </Button>
            <ButtonLink to="/account/data/summary" variant="secondary">
              {t("data.summaryLink")}
            </ButtonLink>
          </form>
        </section>
        <section aria-labelledby="correct-heading" className="space-y-3">
          <h2 id="correct-heading" className="text-xl font-bold text-brand-900">
            {t("data.correctHeading")}
          </h2>
          <p>{t("data.correctText")}</p>
          <dl className="divide-y divide-line rounded-lg border border-line">
            {loaderData.corrections.map((c) => (
              <div key={c.what} className="space-y-1 p-4" data-testid="correction">
                <dt className="font-semibold">{c.what}</dt>
                <dd>
                  {c.how}{" "}
                  <Link to={c.to} className="font-semibold text-brand-700 underline">
                    {c.link}
                  </Link>
                </dd>
              </div>
            ))}
          </dl>
        </section>
        {linkSections(t).map((section) => (
          <LinkSection key={section.id} {...section} />
        ))}
      </Container>
    </>
  );
}
