import { data } from "react-router";
import type { Route } from "./+types/not-found";
import { NotFound } from "../components/status-pages";

// Any address no route claims: a real 404 (ADR 0004), not the old site's silent redirect home.
export function loader({ request }: Route.LoaderArgs) {
  return data({ path: new URL(request.url).pathname }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: "Page not found · RID-CRC" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute({ loaderData }: Route.ComponentProps) {
  return <NotFound path={loaderData.path} />;
}
