import { Suspense } from "react";
import { Outlet, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/console";
import { ErrorContent } from "~/error-content";
import { CONSOLE_ROUTE_ID, ConsoleFrame } from "../components/console-frame";
import type { ConsoleViewer } from "../console-guard.server";
import { consoleViewer } from "../console-guard.server";

/** The console's layout route: the guard once for the frame, which every console page sits in. */
export const loader = ({ request }: Route.LoaderArgs) => consoleViewer(request);

// Who is signed in changes only by a form (sign-out, a change of account type): not between tabs.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? defaultShouldRevalidate : false;
}

export default function Console({ loaderData }: Route.ComponentProps) {
  return (
    <ConsoleFrame viewer={loaderData}>
      <Outlet />
    </ConsoleFrame>
  );
}

/** A page's error (an unknown event, a failed load) inside the frame; the guard's own refusal without it. */
export function ErrorBoundary() {
  const viewer = useRouteLoaderData(CONSOLE_ROUTE_ID) as ConsoleViewer | undefined;
  const content = (
    <Suspense fallback={null}>
      <ErrorContent />
    </Suspense>
  );
  return viewer ? <ConsoleFrame viewer={viewer}>{content}</ConsoleFrame> : content;
}
