import {
  data as withHeaders,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { Suspense } from "react";
import { Footer, Header } from "~/features/site";
import { ErrorContent } from "./error-content";
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
  // Console pages draw their own chrome (header, tabs, <main>) once its layout has let the admin in.
  const inConsole = Boolean(useRouteLoaderData("console"));
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
        {inConsole ? null : <Header user={data?.user ?? null} />}
        <FlashToaster flash={data?.flash ?? null} />
        {inConsole ? (
          children
        ) : (
          <>
            <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <Footer
              contactEmail={data?.contactEmail ?? ""}
              social={data?.social ?? []}
              year={data?.year ?? new Date().getFullYear()}
            />
          </>
        )}
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorContent />
    </Suspense>
  );
}
