type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/** Runs a route loader or action on a request, as React Router would; gives its data and HTTP status. */
export async function callRoute<T>(handler: unknown, request: Request): Promise<{ status: number; data: T }> {
  const answer = (await (handler as Handler)({ request, params: {}, context: { nonce: "", requestId: "" } })) as {
    type?: string;
    data?: unknown;
    init?: { status?: number } | null;
  } | null;
  if (answer?.type === "DataWithResponseInit") return { status: answer.init?.status ?? 200, data: answer.data as T };
  return { status: 200, data: answer as T };
}

/**
 * Runs a route loader or action as React Router would, for a test that also needs what it throws:
 * its data and status, or a redirect or 404 (returned or thrown) as its Response.
 */
export async function runRoute(
  handler: unknown,
  request: Request,
): Promise<{ status: number; response?: Response; data: unknown }> {
  try {
    const answer = (await (handler as Handler)({ request, params: {}, context: { nonce: "", requestId: "" } })) as {
      type?: string;
      data?: unknown;
      init?: { status?: number } | null;
    } | null;
    if (answer instanceof Response) return { status: answer.status, response: answer, data: null };
    if (answer?.type === "DataWithResponseInit") return { status: answer.init?.status ?? 200, data: answer.data };
    return { status: 200, data: answer };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, data: null };
    const init = thrown as { type?: string; init?: { status?: number } };
    if (init?.type === "DataWithResponseInit") return { status: init.init?.status ?? 500, data: null };
    throw thrown;
  }
}

/** A form submission to `path`, as a browser of the user with this session cookie sends it. */
export function formPost(path: string, cookie: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}
