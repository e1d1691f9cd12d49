/**
 * Server-Timing: how long a page's main work took, shown in the browser's network panel and read
 * by bench/directory.js to report the directory search's own server time under load.
 */
export async function timed<T>(name: string, work: () => Promise<T>): Promise<{ value: T; timing: string }> {
  const started = performance.now();
  const value = await work();
  return { value, timing: `${name};dur=${(performance.now() - started).toFixed(1)}` };
}

/** A route's `headers` export: passes its loader's Server-Timing on to the document. */
export function serverTimingHeaders({ loaderHeaders }: { loaderHeaders: Headers }): HeadersInit {
  const timing = loaderHeaders.get("Server-Timing");
  return timing ? { "Server-Timing": timing } : {};
}
