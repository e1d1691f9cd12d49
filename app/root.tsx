import {
  data as withHeaders,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import type { Route } from "./+types/root";
import { lazy, Suspense, useContext } from "react";
import { Footer, Header } from "~/features/site";
import { rootData } from "~/features/site/index.server";
import { flashWaiting } from "~/lib/forms/flash";
import { takeFlash } from "~/lib/forms/flash.server";
import { FlashToaster } from "~/ui/toaster";
import { pageEnhancements, pageHydrates } from "~/lib/http/page-scripts";
import { type DocumentAssets, DocumentAssetsContext } from "~/ui/enhance/document-assets";
import { messagesFor } from "~/lib/i18n/messages.server";
import { requestLang } from "~/lib/i18n/paths";
import { languageTags } from "~/lib/i18n/languages";
import { useLang } from "~/ui/link";
import "./app.css";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { flash, headers } = takeFlash(request, context);
  // The shell's strings in the page's language (ADR 0027): only those, never the message files.
  const shell = messagesFor(requestLang(params), "shell");
  return withHeaders({ ...(await rootData(request, context.nonce)), flash, shell }, { headers });
}

// The header's user menu only changes when someone signs in or out (both are form submissions);
// a one-time message waiting in its cookie (a failed form, a redirect to /login) is read here too.
// The shell's strings change with the language (a link from /zh/… to /ms/…).
export function shouldRevalidate({
  formMethod,
  defaultShouldRevalidate,
  currentParams,
  nextParams,
}: ShouldRevalidateFunctionArgs) {
  if (flashWaiting()) return true;
  if (currentParams.lang !== nextParams.lang) return true;
  return formMethod ? defaultShouldRevalidate : false;
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  // Console pages draw their own chrome (header, tabs, <main>) once its layout has let the admin in.
  const inConsole = Boolean(useRouteLoaderData("console"));
  // A page whose leaf route ships no React (ADR 0024) gets, from the server only, its enhance
  // scripts and the inlined stylesheet instead of React's scripts. In the browser (a client
  // navigation) React keeps drawing the document with its scripts, whatever the page.
  const assets = useContext(DocumentAssetsContext);
  const leaf = useMatches().at(-1);
  const withoutReact = assets !== null && !pageHydrates(leaf);
  // The address's language; English for the console and for an address whose first segment is no
  // language of ours (its not-found page is the English one).
  const lang = useLang();
  return (
    <html lang={languageTags[lang]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#07386a" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        {withoutReact && assets.css !== null ? (
          // Its hash is in the policy's style-src (server/app.ts): the page needs no other request to draw.
          <style dangerouslySetInnerHTML={{ __html: assets.css }} />
        ) : (
          <Links />
        )}
        {withoutReact ? <EnhanceScripts leaf={leaf} assets={assets} /> : null}
      </head>
      <body className="flex min-h-screen flex-col">
        <a href="#main" className="skip-link">
          {data?.shell?.skipLink}
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
        {withoutReact ? null : (
          <>
            <ScrollRestoration nonce={data?.nonce} />
            <Scripts nonce={data?.nonce} />
          </>
        )}
      </body>
    </html>
  );
}

/** A page without React's enhance scripts: a form's with the page, the rest by the boot after the paint. */
function EnhanceScripts({
  leaf,
  assets,
}: {
  leaf: ReturnType<typeof useMatches>[number] | undefined;
  assets: DocumentAssets;
}) {
  const { now, afterPaint } = pageEnhancements(leaf);
  const { scripts, boot } = assets;
  return (
    <>
      {now.map((name) => (
        <script key={name} type="module" src={scripts[name]} />
      ))}
      {afterPaint.length ? (
        // Its hash is in the policy's script-src (server/app.ts); its text is the same on every page.
        <script
          data-enhance={JSON.stringify(afterPaint.map((name) => scripts[name]))}
          dangerouslySetInnerHTML={{ __html: boot }}
        />
      ) : null}
    </>
  );
}

export default function App() {
  return <Outlet />;
}

// Error pages are rare: their code loads when one is shown, not with every page (the budget of pages
// with React, issue 25, which the shell's translations of issue 27 pushed past otherwise).
const ErrorContent = lazy(() => import("./error-content").then((m) => ({ default: m.ErrorContent })));

export function ErrorBoundary() {
  return (
    <Suspense fallback={null}>
      <ErrorContent />
    </Suspense>
  );
}
