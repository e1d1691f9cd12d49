import type { Route } from "./+types/my-data";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Link } from "~/ui/link";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/http/page-scripts";
import { privatePageMeta } from "../components/page-meta";
import { myDataPage } from "../export/download.server";
import { deletionMessages as deletion, privacyMessages as m } from "../messages";

// A plain form posting to the file route: the browser saves the file, with or without JavaScript (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => privatePageMeta(m.title);

export const loader = ({ request }: Route.LoaderArgs) => myDataPage(request);

/** Consents and deletion: each a heading, a sentence and the one link that acts on it. */
const linkSections = [
  {
    id: "consents-heading",
    heading: m.consentsHeading,
    text: m.consentsText,
    to: "/account/consents",
    link: m.consentsLink,
  },
  {
    id: "delete-heading",
    heading: deletion.title,
    text: deletion.dataText,
    to: "/account/delete",
    link: deletion.dataLink,
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
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <Container className="max-w-3xl space-y-6 py-12">
        <section aria-labelledby="download-heading" className="space-y-3">
          <h2 id="download-heading" className="text-xl font-bold text-brand-900">
            {m.downloadHeading}
          </h2>
          <p>{m.downloadText}</p>
          <form method="post" action="/account/data/download" className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit" name="download" value="json">
              {m.downloadButton}
            </Button>
            <ButtonLink to="/account/data/summary" variant="secondary">
              {m.summaryLink}
            </ButtonLink>
          </form>
        </section>
        <section aria-labelledby="correct-heading" className="space-y-3">
          <h2 id="correct-heading" className="text-xl font-bold text-brand-900">
            {m.correctHeading}
          </h2>
          <p>{m.correctText}</p>
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
        {linkSections.map((section) => (
          <LinkSection key={section.id} {...section} />
        ))}
      </Container>
    </>
  );
}
