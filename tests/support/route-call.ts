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

/** A form submission to `path`, as a browser of the user with this session cookie sends it. */
export function formPost(path: string, cookie: string, fields: Record<string, string>): Request {
  return new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });
}
