/**
 * Whether a path names one of the site's routes (not the not-found page), as React Router would
 * match it. The HTTP server registers the matcher of the build it serves (server/route-match.ts);
 * the route modules cannot read the build themselves. Without one (unit tests of a single module)
 * every path counts as ours and only the shape of a path is checked.
 */
let matcher: ((path: string) => boolean) | undefined;

export function registerRouteMatcher(match: (path: string) => boolean): void {
  matcher = match;
}

export function namesOurRoute(path: string): boolean {
  return matcher ? matcher(path) : true;
}
