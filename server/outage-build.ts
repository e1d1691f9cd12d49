import type { ServerBuild } from "react-router";
import { answeringOutages } from "~/lib/http/outage.server";

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/**
 * The build with every route's loader and action answering a database outage with 503 (the
 * "briefly unavailable" page, or its sentence for a file) instead of a 500: one place for all
 * routes, present and future. A route without a component is a resource route (PDF, CSV, .ics).
 */
export function answeringOutagesIn(build: ServerBuild): ServerBuild {
  let done = wrapped.get(build);
  if (done) return done;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const module = { ...route.module };
      const options = { page: Boolean(module.default), route: id };
      if (module.loader) module.loader = answeringOutages(module.loader, options);
      if (module.action) module.action = answeringOutages(module.action, options);
      return [id, { ...route, module }];
    }),
  );
  done = { ...build, routes };
  wrapped.set(build, done);
  return done;
}
