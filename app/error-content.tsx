import { isRouteErrorResponse, useRouteError, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "./root";
import { lazy } from "react";
import { loadStatusPages } from "~/features/site";
import { useShellT } from "~/ui/shell-text";
import { loadAdminAccessRequired } from "~/features/accounts";
import { OUTAGE_STATUS, type OutageWords } from "~/lib/http/outage";

// Error pages load on demand (they are rare), keeping every page's first-load JavaScript small.
const NotFound = lazy(() => loadStatusPages().then((m) => ({ default: m.NotFound })));
const Unavailable = lazy(() => loadStatusPages().then((m) => ({ default: m.Unavailable })));
const ErrorPage = lazy(() => loadStatusPages().then((m) => ({ default: m.ErrorPage })));
const AdminAccessRequired = lazy(() => loadAdminAccessRequired().then((m) => ({ default: m.AdminAccessRequired })));

/**
 * What an error boundary shows: the root's (in the public site's frame) and the console layout's (in
 * the console's frame, app/features/admin/routes/console.tsx). Render it inside <Suspense>.
 * Error pages have no route meta, so they name themselves (React hoists <title> into <head>).
 */
export function ErrorContent() {
  const error = useRouteError();
  // The refusal names no one; the page says who is signed in from the shell's own data.
  const signedInAs = useRouteLoaderData<typeof rootLoader>("root")?.user?.email;
  const t = useShellT();
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return (
        <>
          <title>{`${t("notFound.title")} · RID-CRC`}</title>
          <NotFound path={typeof error.data?.path === "string" ? error.data.path : undefined} />
        </>
      );
    if (error.status === OUTAGE_STATUS) {
      // The words come with the 503, in the address's language (app/lib/http/outage.server.ts).
      const words = error.data as OutageWords;
      return (
        <>
          <title>{`${words.title} · RID-CRC`}</title>
          <Unavailable words={words} />
        </>
      );
    }
    if (error.status === 403 && /^(super-)?admin-required$/.test(error.data?.reason))
      return <AdminAccessRequired email={signedInAs} superAdmin={error.data.reason !== "admin-required"} />;
  }
  return (
    <>
      <title>{`${t("error.title")} · RID-CRC`}</title>
      <ErrorPage />
    </>
  );
}
