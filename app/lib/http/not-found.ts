import { data } from "react-router";

/**
 * The site's "Page not found" (ADR 0004): a 404 carrying the address the visitor asked for, which
 * the error boundaries show. Throw it from a loader or an action: `throw notFound(request)`.
 */
export function notFound(request: Request | string) {
  return data({ path: typeof request === "string" ? request : new URL(request.url).pathname }, { status: 404 });
}
