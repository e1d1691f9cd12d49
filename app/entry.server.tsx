import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type AppLoadContext, type EntryContext, ServerRouter } from "react-router";
import { settleFlash } from "~/lib/forms/flash.server";
import { logger } from "~/lib/logger.server";
import { renderTurn } from "~/lib/http/render-turns.server";
import { documentAssets } from "~/ui/enhance/assets.server";
import { DocumentAssetsContext } from "~/ui/enhance/document-assets";

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  await renderTurn();
  settleFlash(responseHeaders, loadContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every visitor gets the complete document: loaders have already finished, so streaming the
    // shell first gains nothing, and content streamed into Suspense boundaries needs JavaScript to
    // appear (people without JavaScript, and some assistive setups, would miss it).
    const readyOption = "onAllReady";
    // Pages without React carry enhance scripts and the inlined stylesheet instead (root Layout).
    const assets = documentAssets(routerContext.manifest.routes.root?.css, import.meta.env.DEV);
    const { pipe, abort } = renderToPipeableStream(
      <DocumentAssetsContext value={assets}>
        <ServerRouter context={routerContext} url={request.url} nonce={loadContext.nonce} />
      </DocumentAssetsContext>,
      {
        nonce: loadContext.nonce,
        // Never move a finished Suspense boundary to the end of the document (React does so past 12.8 kB
        // by default, and only JavaScript puts it back in place): on-demand islands render in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          // The document is complete at this point, so it goes out as one buffer: React writes it in
          // hundreds of small chunks, and passing each through the web stream to the socket cost
          // about a tenth of the server's time per page.
          const chunks: Buffer[] = [];
          const body = new Writable({
            write(chunk: Buffer, _encoding, done) {
              chunks.push(chunk);
              done();
            },
            final(done) {
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
              clearTimeout(timeout);
              done();
            },
          });
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logger.error({ err: error, requestId: loadContext.requestId }, "render error");
        },
      },
    );
    // Cleared once the page is out: a pending timer would keep the whole render alive for seconds.
    const timeout = setTimeout(abort, streamTimeout + 1000);
  });
}

/** Loader and action errors: logged with their stack on the server; the browser sees the error page. */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  logger.error({ err: error, url: request.url }, "route error");
}
