import { CloudOff, Home, SearchX, TriangleAlert } from "lucide-react";
import { Form } from "~/ui/link";
import { Button, ButtonLink } from "~/ui/button";
import { Container } from "~/ui/container";
import { outageWords } from "~/lib/outage";

/** The 404 page (ADR 0004): says which address was not found and offers the site search. */
export function NotFound({ path }: { path?: string }) {
  return (
    <Container className="py-16 text-center sm:py-24">
      <SearchX aria-hidden className="mx-auto size-12 text-brand-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">Page not found</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        We could not find{" "}
        {path ? <code className="break-all rounded bg-surface px-1 text-ink">{path}</code> : "that page"} on this site.
        It may have moved, or the address may have a typo. Try searching for what you need:
      </p>
      <Form method="get" action="/search" role="search" className="mx-auto mt-6 flex max-w-md gap-2">
        <label htmlFor="not-found-search" className="sr-only">
          Search the site
        </label>
        <input
          id="not-found-search"
          name="q"
          type="search"
          required
          pattern=".*\S.*"
          title="Type what you are looking for"
          placeholder="e.g. colonoscopy, FIT test, find a GP"
          className="h-11 min-w-0 flex-1 rounded-full border border-line px-4"
        />
        <Button type="submit">Search</Button>
      </Form>
      <ButtonLink to="/" variant="secondary" className="mt-6">
        <Home aria-hidden className="size-4" />
        Back to the home page
      </ButtonLink>
    </Container>
  );
}

/** Shown for any unexpected error; the details stay in the server log, never in the browser. */
export function ErrorPage() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <TriangleAlert aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Something went wrong</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">
        Sorry, this page could not be shown because of a problem on our side. Please try again in a moment.
      </p>
      <ButtonLink to="/" className="mt-8">
        Return to Home
      </ButtonLink>
    </Container>
  );
}

/** Status 503 (app/lib/outage.ts): the database cannot be reached for a moment; nothing is broken. */
export function Unavailable() {
  return (
    <Container className="py-16 text-center sm:py-24">
      <CloudOff aria-hidden className="mx-auto size-12 text-accent-600" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{outageWords.title}</h1>
      <p className="mx-auto mt-3 max-w-xl text-muted">{outageWords.page}</p>
    </Container>
  );
}
