import type { Route } from "./+types/find-a-gp";
import { serverTimingHeaders } from "~/lib/http/server-timing";
import { requestLang } from "~/lib/i18n/paths";
import { GpDirectory } from "../components/directory-gp";
import { gpDirectoryPage } from "../directory-page.server";
import { noReact } from "~/lib/http/page-scripts";

// Content: works without JavaScript, ships no React (ADR 0024).
export const handle = noReact;

/**
 * /find-a-gp. It and /find-a-specialist share the directory frame (components/directory-frame.tsx)
 * but are separate route modules, so each page loads only its own directory's code.
 */
export function loader({ request }: Route.LoaderArgs) {
  return gpDirectoryPage(new URL(request.url), requestLang(request));
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

// The head tags come with the loader's data, in the page's language (directory-page.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function FindAGp({ loaderData }: Route.ComponentProps) {
  return <GpDirectory data={loaderData} />;
}
