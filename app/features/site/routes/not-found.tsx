import type { Route } from "./+types/not-found";
import { NotFound } from "../components/status-pages";
import { notFound } from "~/lib/http/not-found";

// Any address no route claims: a real 404 (ADR 0004), not the old site's silent redirect home.
export function loader({ request }: Route.LoaderArgs) {
  return notFound(request);
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
