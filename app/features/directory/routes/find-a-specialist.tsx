import type { Route } from "./+types/find-a-specialist";
import { serverTimingHeaders } from "~/lib/http/server-timing";
import { requestLang } from "~/lib/i18n/paths";
import { SpecialistDirectory } from "../components/directory-specialist";
import { specialistDirectoryPage } from "../directory-page.server";
import { noReactWith } from "~/lib/http/page-scripts";

/**
 * No React on this page (ADR 0024): its search, filters, pages and trusted lookup are GET forms and
 * links; the trusted-lookup script gives the lookup the focus and blank-search rule React gave it.
 */
export const handle = noReactWith("trusted-lookup");

/**
 * /find-a-specialist. It and /find-a-gp share the directory frame (components/directory-frame.tsx)
 * but are separate route modules, so each page loads only its own directory's code.
 */
export function loader({ request }: Route.LoaderArgs) {
  return specialistDirectoryPage(new URL(request.url), requestLang(request));
}

export const headers: Route.HeadersFunction = serverTimingHeaders;

// The head tags come with the loader's data, in the page's language (directory-page.server.ts).
export const meta: Route.MetaFunction = ({ data }) => data?.meta ?? [];

export default function FindASpecialist({ loaderData }: Route.ComponentProps) {
  return <SpecialistDirectory data={loaderData} />;
}
