import { Form, redirect } from "react-router";
import type { Route } from "./+types/search";
import { Button } from "~/ui/button";
import { Container } from "~/ui/container";

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const raw = url.searchParams.get("q") ?? "";
  const q = raw.trim().slice(0, 200);
  // One canonical address per query: surrounding spaces are dropped.
  if (raw !== q) {
    if (q) url.searchParams.set("q", q);
    else url.searchParams.delete("q");
    throw redirect(url.pathname + url.search);
  }
  return { q };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.q ? `Search: ${data.q} · RID-CRC` : "Search · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export default function SearchPage({ loaderData: { q } }: Route.ComponentProps) {
  return (
    <Container className="py-12">
      <h1 className="text-3xl font-bold text-brand-900">{q ? `Search results for “${q}”` : "Search the site"}</h1>
      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
        <label htmlFor="search-page-q" className="sr-only">
          Search the site
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          required
          pattern=".*\S.*"
          title="Type what you are looking for"
          className="h-11 flex-1 rounded-full border border-line px-4"
        />
        <Button type="submit">Search</Button>
      </Form>
      {q && (
        <p className="mt-8 text-muted" role="status">
          No results found for “{q}”. The site&apos;s articles and directories are being added; try the{" "}
          <a className="font-semibold text-brand-700 underline" href="/">
            home page
          </a>{" "}
          in the meantime.
        </p>
      )}
    </Container>
  );
}
