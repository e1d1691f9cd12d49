import { CloudOff, Home, SearchX, TriangleAlert } from "lucide-react";
import { Form } from "~/ui/link";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import type { OutageWords } from "~/lib/http/outage";
import { useShellT } from "~/ui/shell-text";

/** The 404 page (ADR 0004): says which address was not found and offers the site search. */
export function NotFound({ path }: { path?: string }) {
  const t = useShellT();
  // The address goes where the language puts it in the sentence.
  const [before, after] = t("notFound.body", { path: "\u0000" }).split("\u0000");
  return (
    <Container className="py-16 text-center sm:py-24">
      <SearchX aria-hidden className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{t("notFound.title")}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        {before}
        {path ? <code className="break-all rounded bg-surface px-1 text-ink">{path}</code> : t("notFound.thatPage")}
        {after}
      </p>
      <Form method="get" action="/search" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          {t("header.searchLabel")}
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          pattern=".*\S.*"
          title={t("header.searchTitle")}
          placeholder={t("notFound.placeholder")}
          className="h-11 min-w-0 flex-1 rounded-full border border-line px-4"
        />
        <Button type="submit">{t("header.search")}</Button>
      </Form>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        <Home aria-hidden className="size-4" />
        {t("notFound.home")}
      </ButtonLink>
    </Container>
  );
}

/** Shown for any unexpected error; the details stay in the server log, never in the browser. */
export function ErrorPage() {
  const t = useShellT();
  return (
    <Container className="py-16 text-center sm:py-24">
      <TriangleAlert aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{t("error.title")}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{t("error.body")}</p>
      <ButtonLink to="/" className="mt-8">
        {t("error.home")}
      </ButtonLink>
    </Container>
  );
}

/** Status 503 (app/lib/http/outage.ts): the database cannot be reached for a moment; nothing is broken. */
export function Unavailable({ words }: { words: OutageWords }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <CloudOff aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{words.title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{words.page}</p>
    </Container>
  );
}
