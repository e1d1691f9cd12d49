import type { Route } from "./+types/my-data";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { Notice } from "~/ui/field";
import { PageHeader } from "~/ui/page-header";
import { noReact } from "~/lib/page-scripts";
import { downloadMyData, myDataPage } from "../export/download.server";
import { privacyMessages as m } from "../messages";

// A plain form: the browser saves the file the POST answers with, with or without JavaScript (ADR 0024).
export const handle = noReact;

export const meta: Route.MetaFunction = () => [
  { title: `${m.title} · RID-CRC` },
  { name: "robots", content: "noindex" },
];

export function loader({ request }: Route.LoaderArgs) {
  return myDataPage(request);
}

export function action({ request }: Route.ActionArgs) {
  return downloadMyData(request);
}

/** The account's data page: the download, and the way to read the same data as a page. */
export default function MyData({ actionData }: Route.ComponentProps) {
  const refused = (actionData as { message?: string } | undefined)?.message;
  return (
    <>
      <PageHeader title={m.title} intro={m.intro} />
      <Container className="max-w-3xl space-y-6 py-12">
        {refused ? <Notice tone="error">{refused}</Notice> : null}
        <section aria-labelledby="download-heading" className="space-y-3">
          <h2 id="download-heading" className="text-xl font-bold text-brand-900">
            {m.downloadHeading}
          </h2>
          <p>{m.downloadText}</p>
          <form method="post" className="flex flex-col gap-3 sm:flex-row">
            <Button type="submit">{m.downloadButton}</Button>
            <ButtonLink to="/account/data/summary" variant="secondary">
              {m.summaryLink}
            </ButtonLink>
          </form>
        </section>
      </Container>
    </>
  );
}
