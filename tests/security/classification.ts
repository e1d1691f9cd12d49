import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "../../app/routes";
import { roles, type Role } from "../support/roles";
import { classification } from "./route-table";

/**
 * Who may use every route of app/routes.ts, and what everyone else gets. The security suites
 * (tests/security/*.test.ts in-process, *.spec.ts over HTTP) are generated from this table, so it is
 * written by hand from what each route is FOR, never computed from the code it checks: a route whose
 * behaviour drifts from its class fails them. A route added to routes.ts without an entry here makes
 * `classifiedRoutes()` throw, so every suite fails until someone decides its class.
 *
 * Kept free of app code at run time (only routes.ts, a plain array): Playwright specs import it too.
 */

/** The roles every matrix runs through. */
export const securityRoles = roles;

export type SignedInRole = Exclude<Role, "anonymous">;

/**
 * What a visitor gets, as React Router answers it:
 * - "page": the route's data (HTTP 200, a rendered page);
 * - "file": a resource response with status 200 (PDF, XML, text);
 * - "redirect <location>": a 3xx to exactly that location;
 * - "status <n>": an error status (the error boundary over HTTP), e.g. 400 for a form's field
 *   messages, 403 for "Admin Access Required" / "Champions only", 404.
 */
export type Outcome = "page" | "file" | `redirect ${string}` | `status ${number}`;

/**
 * The access class of a route (or of one action, when it differs from its page):
 * - public: anyone, signed in or not;
 * - anonymous-only: sign-in and sign-up pages; a signed-in user is sent to their own dashboard;
 * - guarded: the roles listed; signed out → /login?redirectTo=<path>; any other role → their own
 *   dashboard ("own-dashboard") or a 403 page ("forbidden");
 * - admin: admin and super_admin (two-step verification enrolled, else /account/two-factor);
 *   signed out → /login?redirectTo=…; anyone else → 403 "Admin Access Required";
 * - super_admin: as admin, but a plain admin is sent to /admin/dashboard, or refused with 403
 *   ("admins: forbidden") for a super admin's write inside a console page every admin reads.
 */
export type Access =
  | { class: "public" }
  | { class: "anonymous-only" }
  | { class: "guarded"; roles: readonly SignedInRole[]; others: "own-dashboard" | "forbidden" }
  | { class: "admin" }
  | { class: "super_admin"; admins?: "forbidden" };

/** What the roles an access class lets in get: an outcome, or a redirect to their own dashboard. */
export type Granted = Outcome | "own-dashboard";

/** Form fields to post; an array is sent as the same name repeated (checkboxes). */
export type Form = Readonly<Record<string, string | readonly string[]>>;

export type ActionClassification = {
  /** Who may post; the page's own access when absent. */
  access?: Access;
  /** The form fields the action reads (its schema's keys, plus intents and honeypots). */
  fields: readonly string[];
  /** The role a real user submitting this form has (the one a fuzz or CSRF test should post as). */
  rightRole: Role;
  /** What a role allowed to post gets for an empty form: usually 400 with the field messages. */
  emptyForm: Granted;
  /**
   * A form the action's schema accepts (repeated fields as arrays), to show that a refused role is
   * refused whatever it sends and writes nothing: given for every action some role may not post.
   */
  validForm?: Form;
  /**
   * Tables an empty form by an allowed role legitimately writes to (sign-out deletes its session);
   * any other write by any role is a failure.
   */
  writes?: readonly string[];
  /**
   * Kinds of the fuzz's bad bodies (support/catalogue.ts) that are a valid form for this action: its
   * right role posting one makes a real change, so the fuzz sends them as anonymous only.
   */
  validAmongBad?: readonly string[];
};

export type Classification = {
  /** The URL pattern: "/" + the route's path in routes.ts. */
  path: string;
  access: Access;
  /** What the roles `access` lets in get from the loader; null when the module has no loader. */
  loader: Granted | null;
  /** Exceptions to the class for some roles, each with its reason in a comment. */
  loaderExcept?: Partial<Record<Role, Outcome>>;
  action: ActionClassification | null;
  /** Values for the path's dynamic segments that exist in the seed and content/. */
  params?: Readonly<Record<string, string>>;
  /**
   * A cookie without which everyone gets `without` (the second sign-in step needs better-auth's
   * pending two-factor cookie); with it, the right role gets the page and the form's messages.
   */
  gate?: { cookie: string; without: Outcome };
  /** Routes that exist only off production (the previews) or with the development mailbox on. */
  onlyWhen?: "not-production" | "dev-mailbox";
};

export { classification };

/** React Router's route id (@react-router/dev's createRouteId: the file without its extension). */
export function routeId(route: Pick<RouteConfigEntry, "id" | "file">): string {
  return (
    route.id ??
    path
      .normalize(route.file.replace(/\.[a-z0-9]+$/i, ""))
      .split(path.sep)
      .join("/")
  );
}

export type ClassifiedRoute = Classification & {
  id: string;
  /** The module, relative to app/ (for `import("../../app/" + file)`). */
  file: string;
  /** A concrete address of the route, its dynamic segments filled from `params`. */
  url: string;
};

function flatten(entries: readonly RouteConfigEntry[], parent = ""): { entry: RouteConfigEntry; pattern: string }[] {
  return entries.flatMap((entry) => {
    // The language segment (ADR 0027): a public route is classified by its English address; the
    // same access holds in every language (tests/e2e/languages/languages.spec.ts checks the prefixes).
    const own = entry.path === ":lang?" ? undefined : entry.path;
    const pattern = own === undefined ? parent || "/" : `${parent.replace(/\/$/, "")}/${own}`;
    return [{ entry, pattern }, ...flatten(entry.children ?? [], pattern)];
  });
}

/** The path with its `:name` and `*` segments replaced by the classification's params. */
export function fillPath(pattern: string, params: Readonly<Record<string, string>> = {}): string {
  return pattern
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1).replace(/\?$/, "") : null;
      if (name === null) return segment;
      const value = params[name];
      if (value === undefined)
        throw new Error(`No value for ":${name}" of ${pattern} in tests/security/classification.ts`);
      return encodeURIComponent(value);
    })
    .join("/");
}

/**
 * Every route of app/routes.ts with its classification. Throws, naming the route, when a route has
 * no entry (a new route is not covered until someone decides who may use it), when an entry's path
 * no longer matches routes.ts, or when an entry names a route that no longer exists.
 */
export function classifiedRoutes(config: readonly RouteConfigEntry[] = routeConfig): ClassifiedRoute[] {
  const seen = new Set<string>();
  const routes = flatten(config).map(({ entry, pattern }) => {
    const id = routeId(entry);
    seen.add(id);
    const entryOf = classification[id];
    if (!entryOf)
      throw new Error(
        `Route "${id}" (${pattern}, ${entry.file}) has no classification: add it to tests/security/classification.ts`,
      );
    if (entryOf.path !== pattern)
      throw new Error(
        `Route "${id}" is ${pattern} in app/routes.ts but ${entryOf.path} in tests/security/classification.ts`,
      );
    return { ...entryOf, id, file: entry.file, url: fillPath(pattern, entryOf.params) };
  });
  const stale = Object.keys(classification).filter((id) => !seen.has(id));
  if (stale.length)
    throw new Error(`tests/security/classification.ts classifies routes that do not exist: ${stale.join(", ")}`);
  return routes;
}

const ownDashboard: Record<SignedInRole, string> = {
  champion: "/dashboard/champion",
  gpclinic: "/dashboard/gp-clinic",
  specialist: "/dashboard/specialist",
  corporate_contact: "/dashboard/corporate",
  admin: "/admin/dashboard",
  super_admin: "/super-admin/dashboard",
};

export const loginFor = (url: string): Outcome => `redirect /login?redirectTo=${encodeURIComponent(url)}`;

/** Whether an access class lets `role` in. */
export function allows(access: Access, role: Role): boolean {
  switch (access.class) {
    case "public":
      return true;
    case "anonymous-only":
      return role === "anonymous";
    case "guarded":
      return role !== "anonymous" && access.roles.includes(role);
    case "admin":
      return role === "admin" || role === "super_admin";
    case "super_admin":
      return role === "super_admin";
  }
}

/** What `role` gets from a route of this access class at `url`; the roles it lets in get `granted`. */
export function expectedOutcome(access: Access, granted: Granted, role: Role, url: string): Outcome {
  if (allows(access, role))
    return granted === "own-dashboard" ? `redirect ${ownDashboard[role as SignedInRole]}` : granted;
  if (role === "anonymous") return loginFor(url);
  switch (access.class) {
    case "guarded":
      return access.others === "own-dashboard" ? `redirect ${ownDashboard[role]}` : "status 403";
    case "super_admin":
      return role === "admin" && access.admins !== "forbidden" ? "redirect /admin/dashboard" : "status 403";
    case "anonymous-only":
      return `redirect ${ownDashboard[role]}`;
    default:
      return "status 403";
  }
}

/** Every role's outcome of a GET of the route (without its gate cookie); null when it has no loader. */
export function loaderOutcomes(route: ClassifiedRoute): Record<Role, Outcome> | null {
  const { loader, gate } = route;
  if (loader === null) return null;
  return Object.fromEntries(
    securityRoles.map((role) => [
      role,
      gate ? gate.without : (route.loaderExcept?.[role] ?? expectedOutcome(route.access, loader, role, route.url)),
    ]),
  ) as Record<Role, Outcome>;
}

export type ClassifiedAction = ActionClassification & {
  id: string;
  file: string;
  path: string;
  url: string;
  access: Access;
  gate?: Classification["gate"];
  /** Every role's outcome of an empty form posted to the action (without the gate cookie). */
  emptyFormOutcomes: Record<Role, Outcome>;
};

/** Every action of the route table, with its fields, its right role and who may post it. */
export function classifiedActions(routes: ClassifiedRoute[] = classifiedRoutes()): ClassifiedAction[] {
  return routes.flatMap((route) => {
    if (!route.action) return [];
    const access = route.action.access ?? route.access;
    const emptyForm = route.action.emptyForm;
    const gate = route.gate;
    const emptyFormOutcomes = Object.fromEntries(
      securityRoles.map((role) => [role, gate ? gate.without : expectedOutcome(access, emptyForm, role, route.url)]),
    ) as Record<Role, Outcome>;
    return [
      {
        ...route.action,
        id: route.id,
        file: route.file,
        path: route.path,
        url: route.url,
        access,
        ...(gate ? { gate } : {}),
        emptyFormOutcomes,
      },
    ];
  });
}
