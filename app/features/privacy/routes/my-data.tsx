import type { Route } from "./+types/my-data";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/page-scripts";
import { privatePageMeta } from "../components/page-meta";
import { myDataPage } from "../export/download.server";
import { deletionMessages as deletion, privacyMessages as m } from "../messages";

// A plain form posting to the file route: the browser saves the file, with or without JavaScript (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => privatePageMeta(m.title);

export const loader = ({ request }: Route.LoaderArgs) => myDataPage(request);

/** The account's data page: the download, and the way to read the same data as a page. */
export default function MyData() {
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
        <section aria-labelledby="consents-heading" className="space-y-3">
          <h2 id="consents-heading" className="text-xl font-bold text-brand-900">
            {m.consentsHeading}
          </h2>
          <p>{m.consentsText}</p>
          <ButtonLink to="/account/consents" variant="secondary">
            {m.consentsLink}
          </ButtonLink>
        </section>
        <section aria-labelledby="delete-heading" className="space-y-3">
          <h2 id="delete-heading" className="text-xl font-bold text-brand-900">
            {deletion.title}
          </h2>
          <p>{deletion.dataText}</p>
          <ButtonLink to="/account/delete" variant="secondary">
            {deletion.dataLink}
          </ButtonLink>
        </section>
      </Container>
    </>
  );
}
