import {
  data as withHeaders,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { lazy, Suspense } from "react";
import { Footer, Header, loadStatusPages } from "~/features/site";
import { loadAdminAccessRequired } from "~/features/accounts";
import { rootData } from "~/features/site/index.server";
import { flashWaiting } from "~/lib/flash";
import { takeFlash } from "~/lib/flash.server";
import { FlashToaster } from "~/ui/toaster";
import "./app.css";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { flash, headers } = takeFlash(request, context);
  return withHeaders({ ...(await rootData(request, context.nonce)), flash }, { headers });
}

// The header's user menu only changes when someone signs in or out (both are form submissions);
// a one-time message waiting in its cookie (a failed form, a redirect to /login) is read here too.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (flashWaiting()) return true;
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07386a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <Header user={data?.user ?? null} />
        <FlashToaster flash={data?.flash ?? null} />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <Footer contactEmail={data?.contactEmail ?? ""} year={data?.year ?? new Date().getFullYear()} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages load on demand (they are rare), keeping every page's first-load JavaScript small.
const NotFound = lazy(() => loadStatusPages().then((m) => ({ default: m.NotFound })));
const ErrorPage = lazy(() => loadStatusPages().then((m) => ({ default: m.ErrorPage })));
const AdminAccessRequired = lazy(() => loadAdminAccessRequired().then((m) => ({ default: m.AdminAccessRequired })));

// Error pages have no route meta, so they name themselves (React hoists <title> into <head>).
export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorContent />
    </Suspense>
  );
}

function ErrorContent() {
  const error = useRouteError();
  // The refusal names no one; the page says who is signed in from the shell's own data.
  const signedInAs = useRouteLoaderData<typeof loader>("root")?.user?.email;
  if (isRouteErrorResponse(error)) {
    if (error.status === 404)
      return (
        <>
          <title>Page not found · RID-CRC</title>
          <NotFound path={typeof error.data?.path === "string" ? error.data.path : undefined} />
        </>
      );
    if (error.status === 403 && /^(super-)?admin-required$/.test(error.data?.reason))
      return <AdminAccessRequired email={signedInAs} superAdmin={error.data.reason !== "admin-required"} />;
  }
  return (
    <>
      <title>Something went wrong · RID-CRC</title>
      <ErrorPage />
    </>
  );
}
