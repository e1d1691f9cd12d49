import type { Role } from "../support/roles";
import { classifiedRoutes, type ClassifiedRoute } from "./classification";
import { clientAddress, DEMO, Jar, post, type Client, type Sessions } from "./support/accounts";
import { actions, postersOf } from "./support/actions";
import { concrete } from "./support/catalogue";
import { recordFigures } from "./support/figures";
import { expect, test } from "./support/fixtures";
import { formBody, header, text, type RawResponse } from "./support/http";
import { differences, rowsWritten, snapshot } from "./support/rows";
import type { SecurityServer } from "./support/server";
import { validBody, validContext } from "./support/valid";

/**
 * Issue 22, generated from the route table like the rest of the suite, so a later route is covered
 * the day it is classified: control characters in every field of every action and in the address
 * of every route; the caching of every personal page under every spelling of its path; the
 * redirect targets that dot-segments turn into another site.
 */

/** A session that may open the route's page (its first allowed role), or none for a public route. */
async function openerOf(route: ClassifiedRoute, sessions: Sessions): Promise<Client> {
  const access = route.access;
  let role: Role = "anonymous";
  if (access.class === "admin" || access.class === "super_admin") role = "super_admin";
  else if (access.class === "guarded") role = access.roles.find((r) => r !== "super_admin") ?? "super_admin";
  if (role === "anonymous") return { ip: clientAddress(), jar: new Jar() };
  const session = await sessions.of(role);
  return { ip: clientAddress(), jar: session.jar };
}

const get = (server: SecurityServer, client: Client, path: string) =>
  server.request({
    method: "GET",
    path,
    headers: { "X-Forwarded-For": client.ip, ...(client.jar.header ? { Cookie: client.jar.header } : {}) },
  });

const CONTROL_MESSAGE = /invisible control character/;
const refusedForControl = (r: RawResponse) =>
  r.status === 400 && Boolean(header(r, "content-type")?.startsWith("text/plain")) && CONTROL_MESSAGE.test(text(r));

test("control characters: every field of every action, and the address of every route, answer 400 once, before any route", async ({
  server,
  sessions,
}) => {
  test.setTimeout(240_000);
  const ip = clientAddress();
  const context = await validContext(server, sessions);
  const all = actions();
  const posters = new Map<string, Client>();
  for (const action of all) posters.set(action.id, (await postersOf(action, server, sessions, ip)).at(-1)!.client);

  const before = await snapshot(server);
  const mark = server.logMark;
  const failures: string[] = [];
  let fieldCases = 0;
  // NUL (the 500 of the finding), ESC and DEL, one field at a time in an otherwise valid body.
  const controls = ["\u0000", "\u001b", "\u007f"];
  for (const action of all) {
    const client = posters.get(action.id)!;
    const { fields: valid } = validBody(action, context);
    const names = [...new Set([...action.fields.map(concrete), ...valid.map(([name]) => name)])];
    for (const name of names) {
      const control = controls[fieldCases % controls.length]!;
      fieldCases++;
      const fields: [string, string][] = valid.some(([n]) => n === name)
        ? valid.map(([n, v]): [string, string] => [n, n === name ? `${v.slice(0, 3)}${control}${v.slice(3)}` : v])
        : [...valid, [name, `a${control}b`]];
      const response = await server.request({
        method: "POST",
        path: action.url,
        headers: {
          Origin: server.origin,
          "Sec-Fetch-Site": "same-origin",
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": client.ip,
          Cookie: client.jar.header || undefined,
        },
        body: formBody(fields),
      });
      if (!refusedForControl(response))
        failures.push(
          `POST ${action.url} ${name}=…${JSON.stringify(control)}…: ${response.status} ${text(response).slice(0, 120)}`,
        );
    }
  }

  // Every route's address: a query parameter (the console's filters among them) and, for routes
  // with a dynamic segment, the segment itself. As the role that may open the page.
  let addressCases = 0;
  const routes = classifiedRoutes().filter((route) => !route.path.includes("*"));
  for (const route of routes) {
    const client = await openerOf(route, sessions);
    const addresses = [
      `${route.url}?q=a%00b`,
      `${route.url}?target=a%1Bb&page=1`,
      `${route.url}?redirectTo=%2F%00`,
      ...(route.path.includes(":") ? [route.url.replace(/\/[^/]+$/, "/a%00b")] : []),
    ];
    for (const address of addresses) {
      addressCases++;
      const response = await get(server, client, address);
      if (!refusedForControl(response))
        failures.push(`GET ${address}: ${response.status} ${text(response).slice(0, 120)}`);
    }
  }

  const after = await snapshot(server);
  const diff = differences(before, after);
  const errors = server.errorsSince(mark);
  recordFigures("controlCharacters", {
    fieldCases,
    actions: all.length,
    addressCases,
    routes: routes.length,
    rowsWritten: rowsWritten(diff),
    serverErrorLines: errors.length,
  });
  expect(failures, "control characters not refused with 400").toEqual([]);
  expect(errors, "lines logged at error level").toEqual([]);
  expect(diff, "tables written").toEqual([]);
});

/** A layout route (the console's) has no address of its own: the table calls its pattern "/". */
const hasOwnAddress = (route: ClassifiedRoute) => route.path !== "/" || route.access.class === "public";

/** Routes whose pages are about the person who opens them: every page behind a sign-in, and these. */
const PERSONAL_PUBLIC = new Set([
  // The manage link of a registration: the token is the key to one person's registration.
  "/events/registration/:token",
  // A reset link's form and the second sign-in step carry a secret in the address or the cookie.
  "/reset-password",
  "/auth/reset-password",
  "/login/two-factor",
  "/dev/mailbox",
]);
const personal = (route: ClassifiedRoute) =>
  !["public", "anonymous-only"].includes(route.access.class) || PERSONAL_PUBLIC.has(route.path);

/**
 * Other spellings of a route's address that React Router also matches: its fixed segments in
 * another case, or with a letter %-escaped. Dynamic segments stay as they are (they are values).
 */
function spellings(route: ClassifiedRoute): { name: string; path: string }[] {
  const pattern = route.path.split("/");
  const segments = route.url.split("/");
  const fixed = (i: number) => !pattern[i]!.startsWith(":") && /^[a-z]/.test(segments[i]!);
  const respell = (change: (segment: string, i: number) => string) =>
    segments.map((segment, i) => (fixed(i) ? change(segment, i) : segment)).join("/");
  const first = segments.findIndex((_, i) => fixed(i));
  return [
    { name: "upper case", path: respell((s) => s.toUpperCase()) },
    { name: "capitalised", path: respell((s) => s.charAt(0).toUpperCase() + s.slice(1)) },
    {
      name: "%-escaped letter",
      path: respell((s, i) => (i === first ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s)),
    },
  ];
}

test("caching: every personal page is private, no-store, under every spelling of its path", async ({
  server,
  sessions,
}) => {
  test.setTimeout(180_000);
  const routes = classifiedRoutes().filter((route) => hasOwnAddress(route) && personal(route) && route.loader !== null);
  const failures: string[] = [];
  let cases = 0;
  for (const route of routes) {
    const client = await openerOf(route, sessions);
    for (const variant of [{ name: "as written", path: route.url }, ...spellings(route)]) {
      for (const path of [variant.path, `${variant.path}.data`]) {
        cases++;
        const response = await get(server, client, path);
        const what = `GET ${path} (${route.path}, ${variant.name})`;
        const cacheControl = response.headers["cache-control"] ?? [];
        if (variant.name === "as written") {
          if (cacheControl.join(", ") !== "private, no-store")
            failures.push(`${what}: ${response.status} Cache-Control ${JSON.stringify(cacheControl)}`);
          continue;
        }
        // Another spelling never serves the page: it leads to ours (301) or is not found.
        const location = header(response, "location");
        const canonical = path.endsWith(".data") ? `${route.url}.data` : route.url;
        if (!(response.status === 301 && location === canonical) && response.status !== 404)
          failures.push(
            `${what}: ${response.status} Location ${location} Cache-Control ${JSON.stringify(cacheControl)}`,
          );
      }
    }
  }
  recordFigures("caching", { paths: routes.length, spellings: 4, variants: 2, cases });
  expect(failures, "personal pages a browser or proxy may keep").toEqual([]);
});

test("redirectTo: dot-segments and %-escapes never make a protocol-relative address; only our routes", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const hostile = [
    "/.//127.0.0.2:3981/landed",
    "/..//127.0.0.2:3981/landed",
    "/%2e//127.0.0.2:3981/landed",
    "/%2E%2E//127.0.0.2:3981/landed",
    "/a/.%2e//127.0.0.2:3981/landed",
    "/a/b/../..//127.0.0.2:3981/landed",
    "/./%2F127.0.0.2:3981/landed",
    "/%5C127.0.0.2:3981/landed",
    "/no-such-page",
  ];
  const fallback = "/login-redirect";
  const failures: string[] = [];
  const outcomes: Record<string, string> = {};
  for (const target of [...hostile, "/find-a-gp?region=East"]) {
    const client: Client = { ip: clientAddress(), jar: new Jar() };
    const response = await post(server, client, "/login", [
      ["email", DEMO.champion.email],
      ["password", DEMO.champion.password],
      ["redirectTo", target],
    ]);
    const location = header(response, "location") ?? "";
    outcomes[target] = `${response.status} ${location}`;
    const expected = hostile.includes(target) ? fallback : target;
    if (response.status !== 302 || location !== expected) failures.push(`${target} → ${response.status} ${location}`);
  }
  recordFigures("redirectTargets", { targets: hostile.length, control: 1, outcomes });
  expect(failures, "redirect targets not sent to the default").toEqual([]);
});

/** A route the champion may not open: every console route, page or file. */
const consoleRoutes = () =>
  classifiedRoutes().filter(
    (route) =>
      hasOwnAddress(route) &&
      (route.access.class === "admin" || route.access.class === "super_admin") &&
      route.loader !== null,
  );

test("refusals: one shape per kind of answer, naming no one", async ({ server, sessions }) => {
  test.setTimeout(120_000);
  const champion = await sessions.of("champion");
  const client: Client = { ip: clientAddress(), jar: champion.jar };
  const failures: string[] = [];
  const shapes = new Map<string, number>();
  let cases = 0;
  for (const route of consoleRoutes()) {
    // A plain admin is sent to their dashboard from the super admin's pages; a champion is refused.
    const file = /\.(csv|pdf|ics)$/.test(route.path);
    // `.data` as a client navigation asks for it: this route's loader only (the shell's data, with
    // the signed-in address for the header, is already in the page).
    const data = `${route.url}.data?_routes=${encodeURIComponent(route.id)}`;
    for (const path of file ? [route.url] : [route.url, data]) {
      cases++;
      const response = await get(server, client, path);
      const type = header(response, "content-type") ?? "";
      const kind = file ? "file" : path === data ? "data" : "page";
      const shape = `${kind}: ${response.status} ${response.statusText} ${type.split(";")[0]}`;
      shapes.set(shape, (shapes.get(shape) ?? 0) + 1);
      const body = text(response);
      if (response.status !== 403 || response.statusText !== "Forbidden")
        failures.push(`GET ${path}: ${response.status} ${response.statusText}`);
      if (kind !== "page" && body.includes(DEMO.champion.email))
        failures.push(`GET ${path}: the refusal names the account`);
      if (kind === "file" && !type.startsWith("text/plain")) failures.push(`GET ${path}: refused as ${type}`);
      if (kind === "page" && !body.includes("Admin Access Required")) failures.push(`GET ${path}: not the 403 page`);
    }
  }
  recordFigures("refusals", { cases, shapes: Object.fromEntries(shapes) });
  // One shape per kind.
  const kinds = [...shapes.keys()].map((shape) => shape.split(":")[0]);
  expect(kinds.length, [...shapes.keys()].join(" | ")).toBe(new Set(kinds).size);
  expect(failures, "refusals").toEqual([]);
});
