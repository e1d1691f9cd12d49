import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request, Response } from "express";
import { createRequestHandler as createHandler, type AppLoadContext, type ServerBuild } from "react-router";

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
  const handle = createHandler(build, process.env.NODE_ENV);
  return async (req: Request, res: Response, next: NextFunction) => {
    try {
      const response = await handle(toFetchRequest(req, res), getLoadContext(req, res));
      await send(res, response);
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

async function send(res: Response, response: globalThis.Response) {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [key, value] of response.headers.entries()) res.append(key, value);
  if (!response.body) return void res.end();
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (!res.destroyed && !res.writableEnded) throw error;
  }
}
