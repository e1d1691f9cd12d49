import { clientAddress, DEMO, signIn } from "./support/accounts";
import { actions, dataPath, endsSession, postersOf, type ClassifiedAction, type Poster } from "./support/actions";
import { recordFigures } from "./support/figures";
import { expect, test } from "./support/fixtures";
import { formBody, header, text, type RawResponse } from "./support/http";
import { differences, rowsWritten, snapshot } from "./support/rows";
import type { SecurityServer } from "./support/server";
import { controlBody, controlOutcome, validBody, validContext } from "./support/valid";
import { isOneClickPath } from "../../app/lib/email/one-click";

const CSRF_MESSAGE = "Cross-site form submissions are not accepted.";
const EVIL = "http://evil.example";

/**
 * The cross-site variants of one post: every one must be refused (403) before the action runs. The
 * look-alikes catch an origin compared by prefix; "foreign Origin, own Referer" one that prefers the Referer.
 */
const variants = (server: SecurityServer): { name: string; headers: Record<string, string> }[] => [
  { name: "foreign Origin", headers: { Origin: EVIL } },
  { name: "Origin: null", headers: { Origin: "null" } },
  { name: "no Origin, foreign Referer", headers: { Referer: `${EVIL}/x` } },
  { name: "neither Origin nor Referer", headers: {} },
  {
    name: "Sec-Fetch-Site: cross-site (own Origin)",
    headers: { Origin: server.origin, "Sec-Fetch-Site": "cross-site" },
  },
  { name: "look-alike Origin (own origin as prefix)", headers: { Origin: `${server.origin}.evil.example` } },
  { name: "no Origin, look-alike Referer", headers: { Referer: `${server.origin}.evil.example/${server.origin}/` } },
  { name: "foreign Origin, own Referer", headers: { Origin: EVIL, Referer: `${server.origin}/login` } },
  // Issue 22: the check compared Origin with the Host the client sent, so naming both won.
  { name: "foreign Origin and the same foreign Host", headers: { Origin: EVIL, Host: "evil.example" } },
];

const refusedAsCrossSite = (r: RawResponse) =>
  r.status === 403 && Boolean(header(r, "content-type")?.startsWith("text/plain")) && text(r).includes(CSRF_MESSAGE);

test("every action × every cross-site variant, with the right role and a valid body: 403, nothing written; own Origin is accepted", async ({
  server,
  sessions,
}) => {
  test.setTimeout(180_000);
  const all = actions();
  const ip = clientAddress();
  const context = await validContext(server, sessions);
  const posters = new Map<ClassifiedAction, Poster>();
  for (const action of all) posters.set(action, (await postersOf(action, server, sessions, ip)).at(-1)!);

  const before = await snapshot(server);
  const requestsBefore = server.requests;
  const outcomes: Record<string, { refused: number; of: number }> = {};
  const failures: string[] = [];
  const generic = new Set<string>();

  for (const action of all) {
    const poster = posters.get(action)!;
    const { fields, generic: isGeneric } = validBody(action, context);
    if (isGeneric) generic.add(action.url);
    for (const variant of variants(server))
      for (const path of [action.url, dataPath(action.url)]) {
        // A mail provider's one-click stop looks exactly like this variant: the test below.
        if (variant.name === "neither Origin nor Referer" && !poster.client.jar.header && isOneClickPath(path))
          continue;
        const response = await server.request({
          method: "POST",
          path,
          headers: {
            ...variant.headers,
            "Content-Type": "application/x-www-form-urlencoded",
            "X-Forwarded-For": poster.client.ip,
            Cookie: poster.client.jar.header || undefined,
          },
          body: formBody(fields),
        });
        const outcome = (outcomes[variant.name] ??= { refused: 0, of: 0 });
        outcome.of++;
        if (refusedAsCrossSite(response) && response.bytes < 2048) outcome.refused++;
        else
          failures.push(
            `${variant.name}: POST ${path} as ${poster.who} → ${response.status} ${text(response).slice(0, 120)}`,
          );
      }
  }
  const requests = server.requests - requestsBefore;
  const after = await snapshot(server);
  const diff = differences(before, after);

  recordFigures("csrf", {
    requests,
    actions: all.length,
    variants: outcomes,
    rowsWritten: rowsWritten(diff),
    changedTables: diff,
    genericBodies: [...generic],
  });
  expect.soft(diff, "tables written by cross-site posts").toEqual([]);

  // Positive control, after the count (these writes are real): the same posts from our own origin
  // get through the CSRF rule. Sign-out gets a session of its own, so the shared one lives on.
  let accepted = 0;
  let controls = 0;
  const controlStatuses: Record<string, number[]> = {};
  for (const action of all) {
    const poster = posters.get(action)!;
    let jar = poster.client.jar;
    if (endsSession(action)) {
      try {
        jar = (await signIn(server, DEMO.champion.email, DEMO.champion.password)).jar;
      } catch (error) {
        // A cross-site post that got through may have changed the password.
        failures.push(`no session for the sign-out control: ${(error as Error).message.slice(0, 120)}`);
        continue;
      }
    }
    for (const headers of [
      { Origin: server.origin, "Sec-Fetch-Site": "same-origin" },
      { Referer: `${server.origin}${action.url}` },
    ]) {
      controls++;
      const response = await server.request({
        method: "POST",
        path: action.url,
        headers: {
          ...headers,
          "Content-Type": "application/x-www-form-urlencoded",
          "X-Forwarded-For": poster.client.ip,
          Cookie: jar.header || undefined,
        },
        body: formBody(controlBody(action, context)),
      });
      if (!refusedAsCrossSite(response) && response.status < 500) accepted++;
      else failures.push(`own origin (${Object.keys(headers).join(", ")}): POST ${action.url} → ${response.status}`);
      (controlStatuses[action.url] ??= []).push(response.status);
    }
    // The first control shows the body was valid: the action did what it is for.
    const expected = controlOutcome(action);
    const first = controlStatuses[action.url]![0]!;
    if (expected === "success" ? first >= 400 : first !== expected)
      failures.push(`valid body refused by POST ${action.url} itself: ${first} (expected ${expected})`);
  }

  recordFigures("csrf", {
    requests: requests + controls,
    actions: all.length,
    variants: outcomes,
    positiveControl: { accepted, of: controls, statuses: controlStatuses },
    rowsWritten: rowsWritten(diff),
    changedTables: diff,
    genericBodies: [...generic],
  });

  expect(failures, "posts not answered as the CSRF rule requires").toEqual([]);
});

test("RFC 8058: a mail provider's one-click stop reaches the stop address; with any trace of a browser it is refused", async ({
  server,
}) => {
  // A token we did not sign: the action answers "not valid" (404) and writes nothing.
  const path = `/screening-reminders/${"0".repeat(8)}-0000-4000-8000-${"0".repeat(12)}.${"A".repeat(43)}`;
  const before = await snapshot(server);
  const post = (headers: Record<string, string>, to = path) =>
    server.request({
      method: "POST",
      path: to,
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
      body: "List-Unsubscribe=One-Click",
    });
  const provider = await post({});
  expect(refusedAsCrossSite(provider)).toBe(false);
  expect(provider.status).toBe(404);
  expect(text(provider)).toContain("This link is not valid.");
  const browserTraces: Record<string, string>[] = [
    { Origin: EVIL },
    { Origin: "null" },
    { Referer: `${EVIL}/x` },
    { Cookie: "better-auth.session_token=x" },
    { "Sec-Fetch-Site": "cross-site" },
  ];
  for (const browser of browserTraces)
    expect(refusedAsCrossSite(await post(browser)), JSON.stringify(browser)).toBe(true);
  // Any other address is refused without Origin, as before.
  expect(refusedAsCrossSite(await post({}, "/dashboard/screening"))).toBe(true);
  expect(differences(before, await snapshot(server))).toEqual([]);
});
