/** Runs a route loader (or action) and describes what the visitor gets: a page, a redirect or a status. */
export async function routeOutcome(run: () => Promise<unknown> | unknown): Promise<string> {
  try {
    const result = await run();
    if (result instanceof Response)
      return result.status >= 300 && result.status < 400
        ? `redirect ${result.headers.get("location")}`
        : `status ${result.status}`;
    const d = result as { type?: string; init?: { status?: number } } | null;
    if (d?.type === "DataWithResponseInit" && d.init?.status && d.init.status >= 400) return `status ${d.init.status}`;
    return "page";
  } catch (thrown) {
    if (thrown instanceof Response) return `redirect ${thrown.headers.get("location")}`;
    const d = thrown as { type?: string; init?: { status?: number } };
    if (d?.type === "DataWithResponseInit") return `status ${d.init?.status}`;
    throw thrown;
  }
}
