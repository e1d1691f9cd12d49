import { writeReadableStreamToWritable } from "@react-router/node";
import { STATUS_CODES } from "node:http";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { cacheHeadersFor, withoutNonce, type CacheHeaders } from "~/lib/http/cache-policy";
import { RETRY_AFTER_SECONDS } from "~/lib/http/outage";
import { registerRouteMatcher } from "~/lib/http/known-routes.server";
import { answeringOutagesIn } from "./outage-build";
import { matchedRoute } from "./route-match";

/**
 * React Router behind Express. Our own, not @react-router/express: that adapter streams the raw
 * socket into the Request, and actions must only ever read the body that `boundedForms` has read
 * and checked (res.locals.body).
 */
export function createRequestHandler({
  build,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  getLoadContext: (req: Request, res: Response) => AppLoadContext;
}) {
  const handle = createHandler(
    typeof build === "function" ? async () => answeringOutagesIn(await build()) : answeringOutagesIn(build),
    process.env.NODE_ENV,
  );
  let registered: ServerBuild | undefined;
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const served = typeof build === "function" ? await build() : build;
      // Redirect targets must name one of the routes of the build being served (safeRedirectTarget).
      if (served !== registered) {
        registerRouteMatcher((path) => (matchedRoute(served, path)?.pattern ?? "/*") !== "/*");
        registered = served;
      }
      const route = matchedRoute(served, req.path);
      // One spelling per route (issue 22): another case or %-escapes of it leads to ours.
      if (route?.canonical) {
        const at = req.originalUrl.indexOf("?");
        const query = at === -1 ? "" : req.originalUrl.slice(at);
        if (req.method === "GET" || req.method === "HEAD") return res.redirect(301, route.canonical + query);
        return void res.status(404).type("text/plain").send("Not found.");
      }
      const response = await handle(toFetchRequest(req, res), getLoadContext(req, res));
      const cache = cacheHeadersFor({
        method: req.method,
        path: req.path,
        cookie: req.get("cookie"),
        route,
        status: response.status,
        contentType: response.headers.get("content-type"),
        setsCookie: response.headers.has("set-cookie"),
      });
      // A page without React has no inline script: its policy names no nonce, so the copy a shared
      // cache keeps is the same for everyone (helmet wrote the per-request one in server/app.ts).
      const policy = res.getHeader("Content-Security-Policy");
      if (route && !route.hydrates && typeof policy === "string")
        res.setHeader("Content-Security-Policy", withoutNonce(policy));
      await send(req, res, response, cache);
    } catch (error) {
      next(error);
    }
  };
}

function toFetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else if (value !== undefined) headers.set(key, value);
  }
  // A client that goes away aborts the loaders and actions still running for it.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body = res.locals.body;
  return new globalThis.Request(`${req.protocol}://${req.host}${req.originalUrl}`, {
    method: req.method,
    headers,
    signal: controller.signal,
    ...(body && req.method !== "GET" && req.method !== "HEAD" ? { body: body as Uint8Array<ArrayBuffer> } : {}),
  });
}

const FILE_REFUSAL = "You do not have access to this file.";

/** A guard's 403 from a resource route (its data as JSON), where a file was asked for. */
const refusal = (req: Request, response: globalThis.Response) =>
  response.status === 403 &&
  !req.path.endsWith(".data") &&
  Boolean(response.headers.get("content-type")?.startsWith("application/json"));

async function send(req: Request, res: Response, response: globalThis.Response, cache: CacheHeaders | null) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  // React Router leaves a single-fetch answer's status text empty (a 403 read "Internal Server Error").
  res.statusMessage = response.statusText || STATUS_CODES[response.status] || "";
  res.status(response.status);
  if (refusal(req, response)) {
    // One refusal per kind of answer (ADR 0022): a page gets the 403 page, `.data` its encoded
    // reason, and a file (CSV, calendar, PDF) this line, not the guard's JSON.
    await response.body?.cancel();
    if (cache) res.setHeader("Cache-Control", cache["Cache-Control"]);
    return void res.type("text/plain").send(FILE_REFUSAL);
  }
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  // Set, not appended: a route's own "no-store" and the rule's once (CSV sent it twice). The rule
  // (app/lib/http/cache-policy.ts) decides for pages, redirects and `.data`; files keep their own.
  if (cache) res.setHeader("Cache-Control", cache["Cache-Control"]);
  if (cache?.Vary) res.vary(cache.Vary);
  // A 503 is an outage (app/lib/http/outage.ts): whichever way it came, it says when to come back, and
  // no browser or shared cache may keep it once the site is back.
  if (response.status === 503) {
    res.setHeader("Retry-After", String(RETRY_AFTER_SECONDS));
    res.setHeader("Cache-Control", "no-store");
  }
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
