import type { NextFunction, Request, Response } from "express";
import {
  addressHasControlCharacter,
  addressProblems,
  checkForm,
  formKind,
  formLimits,
  formProblems,
  maxBodyBytes,
  type FormProblem,
} from "~/lib/forms/form-limits";
import { logger } from "~/lib/logger.server";

declare module "express-serve-static-core" {
  interface Locals {
    /** The request body, read and checked once; the app's actions read it from here. */
    body?: Buffer;
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Every state-changing request to a page must be a form within the bounds of `formLimits`. The body
 * is read here, at most 64 KiB of it (12 MiB on the upload routes of `uploadLimits`), so no action ever reads an unbounded or hostile body: a
 * bigger one is answered 413 as soon as it passes the limit, without reading the rest.
 */
export async function boundedForms(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const declared = Number(req.headers["content-length"] ?? 0);
  const hasBody = declared > 0 || req.headers["transfer-encoding"] !== undefined;
  const kind = formKind(req.headers["content-type"], hasBody);
  if (typeof kind !== "string") return refuse(req, res, kind);
  // The advisor form carries a photo: a multipart post to it has its own larger bound
  // (uploadLimits); every other write, and any URL-encoded one, 64 KiB.
  const max = kind === "multipart" ? maxBodyBytes(req.path) : formLimits.maxBytes;
  if (declared > max) return refuse(req, res, formProblems.tooLarge);
  const body = await readAtMost(req, max);
  if (body === "too-large") return refuse(req, res, formProblems.tooLarge);
  if (body === "aborted") return;
  const problem = await checkForm(kind, req.headers["content-type"], body, max > formLimits.maxBytes);
  if (problem) return refuse(req, res, problem);
  res.locals.body = body;
  // An empty post without a type is an empty form: say so, so that `request.formData()` reads it.
  req.headers["content-type"] ??= "application/x-www-form-urlencoded";
  next();
}

/**
 * No address carries a control character into a route (issue 22): `/admin/users?q=a%00b` reached
 * a database query that PostgreSQL refused, a 500 with the query logged. Once, for every route and
 * method, before any loader or action.
 */
export function boundedAddresses(req: Request, res: Response, next: NextFunction) {
  if (addressHasControlCharacter(req.originalUrl)) return refuse(req, res, addressProblems.controlCharacter);
  next();
}

function refuse(req: Request, res: Response, problem: FormProblem) {
  logger.info({ requestId: res.locals.requestId, path: req.path, status: problem.status }, "form refused");
  // The rest of an oversized body is not worth reading: answer and close the connection.
  if (problem.status === 413) res.set("Connection", "close");
  res.status(problem.status).type("text/plain").send(problem.message);
}

function readAtMost(req: Request, max: number): Promise<Buffer | "too-large" | "aborted"> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | "too-large" | "aborted") => {
      req.off("data", onData).off("end", onEnd).off("error", onError).off("close", onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.pause();
        return done("too-large");
      }
      chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks));
    const onError = () => done("aborted");
    const onClose = () => done(req.complete ? Buffer.concat(chunks) : "aborted");
    req.on("data", onData).on("end", onEnd).on("error", onError).on("close", onClose);
  });
}
