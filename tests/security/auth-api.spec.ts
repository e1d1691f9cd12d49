import { clientAddress, DEMO, mailsTo, signIn, uniqueEmail } from "./support/accounts";
import { recordFigures } from "./support/figures";
import { FLASH_COOKIE } from "../../app/lib/forms/flash";
import { expect, test } from "./support/fixtures";
import { text } from "./support/http";
import { differences, rowsWritten, snapshot } from "./support/rows";

/** The only better-auth endpoints the site exposes: the two links its e-mails carry. */
const ALLOWED = [
  { method: "GET", path: "/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3Dtrue" },
  { method: "GET", path: "/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password" },
];

/** better-auth's own endpoints (core, two-factor and admin plugins), and a few that do not exist. */
const KNOWN = [
  "sign-in/email",
  "sign-in/social",
  "sign-in/username",
  "sign-up/email",
  "sign-out",
  "get-session",
  "list-sessions",
  "revoke-session",
  "revoke-sessions",
  "revoke-other-sessions",
  "update-user",
  "change-password",
  "set-password",
  "change-email",
  "delete-user",
  "delete-user/callback",
  "request-password-reset",
  "forget-password",
  "reset-password",
  "send-verification-email",
  "verify-password",
  "list-accounts",
  "account-info",
  "link-social",
  "unlink-account",
  "refresh-token",
  "get-access-token",
  "callback/google",
  "two-factor/enable",
  "two-factor/disable",
  "two-factor/get-totp-uri",
  "two-factor/verify-totp",
  "two-factor/verify-backup-code",
  "two-factor/generate-backup-codes",
  "two-factor/view-backup-codes",
  "two-factor/send-otp",
  "two-factor/verify-otp",
  "admin/list-users",
  "admin/create-user",
  "admin/set-role",
  "admin/ban-user",
  "admin/impersonate-user",
  "admin/remove-user",
  "ok",
  "error",
  "unknown",
  "",
];

/**
 * Other spellings of a closed path, and the allowed ones reached another way. Some of these are no
 * longer under /api/auth/ once normalised and reach the site's own 404 page or form rules: any 4xx
 * will do, so long as better-auth never answers (no 2xx or 3xx, no cookie).
 */
const TRICKS = [
  "/api/auth",
  "/api/auth/",
  "/api/auth//sign-in/email",
  "/api/auth/sign-in/email/",
  "/api/auth/SIGN-IN/EMAIL",
  "/api/auth/sign-in%2Femail",
  "/api/auth/./sign-in/email",
  "/api/auth/verify-email/../sign-in/email",
  "/api/auth/reset-password/x/../../sign-up/email",
  "/api/auth/verify-email;/sign-in/email",
  "/api/auth/sign-in/email?/api/auth/verify-email",
  "/API/AUTH/sign-in/email",
];

const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

test("the better-auth API answers only its allow-list; every other path and method is 404, nothing written", async ({
  server,
}) => {
  test.setTimeout(120_000);
  const ip = clientAddress();
  const newAddress = uniqueEmail("api-signup");
  // Bodies that would act if they got through: a real sign-in, a sign-up without the terms box, a reset e-mail.
  const bodies: Record<string, object> = {
    "sign-in/email": { email: DEMO.champion.email, password: DEMO.champion.password },
    "sign-up/email": { email: newAddress, password: "Api-Signup-Pass-1", name: "API" },
    "request-password-reset": { email: DEMO.champion.email, redirectTo: "/reset-password" },
    "forget-password": { email: DEMO.champion.email, redirectTo: "/reset-password" },
    "send-verification-email": { email: DEMO.champion.email },
  };
  const champion = await signIn(server, DEMO.champion.email, DEMO.champion.password);
  const championMailsBefore = (await mailsTo(server, DEMO.champion.email)).length;

  const before = await snapshot(server);
  const requestsBefore = server.requests;
  const allowed: Record<string, number> = {};
  const failures: string[] = [];
  let notFound = 0;
  let of = 0;

  for (const { method, path } of ALLOWED) {
    const response = await server.request({ method, path, headers: { "X-Forwarded-For": ip } });
    allowed[`${method} ${path.split("?")[0]}`] = response.status;
    if (response.status === 404 || response.status >= 500) failures.push(`${method} ${path} → ${response.status}`);
  }

  const closed: { method: string; path: string; body?: object; strict?: false }[] = [
    ...KNOWN.flatMap((name) =>
      METHODS.map((method) => ({
        method,
        path: `/api/auth/${name}`,
        body: bodies[name] ?? { email: DEMO.champion.email },
      })),
    ),
    // The allowed paths with any other method.
    ...ALLOWED.flatMap(({ method: allowedMethod, path }) =>
      METHODS.filter((m) => m !== allowedMethod).map((method) => ({ method, path })),
    ),
    ...TRICKS.flatMap((path) =>
      ["GET", "POST"].map((method) => ({ method, path, body: bodies["sign-in/email"], strict: false as const })),
    ),
  ];
  for (const { method, path, body, strict } of closed) {
    const withBody = method !== "GET" && method !== "OPTIONS" && body;
    const response = await server.request({
      method,
      path,
      headers: {
        Origin: server.origin,
        "Sec-Fetch-Site": "same-origin",
        "X-Forwarded-For": ip,
        Cookie: champion.jar.header,
        ...(withBody ? { "Content-Type": "application/json" } : {}),
        ...(method === "OPTIONS" ? { "Access-Control-Request-Method": "POST" } : {}),
      },
      ...(withBody ? { body: JSON.stringify(body) } : {}),
    });
    of++;
    // A page that shows the one-time message (the sign-in's "Welcome back!" still in the jar)
    // clears that cookie; any other cookie (a session, better-auth's state) is what this looks for.
    const setsCookie = (response.headers["set-cookie"] ?? []).some((c) => !c.startsWith(`${FLASH_COOKIE}=;`));
    const closedAsRequired =
      strict === false
        ? response.status >= 400 && response.status < 500
        : response.status === 404 && response.bytes < 2048;
    if (closedAsRequired && !setsCookie) notFound++;
    else
      failures.push(
        `${method} ${path} → ${response.status}${setsCookie ? " (sets a cookie)" : ""} ${text(response).slice(0, 100)}`,
      );
  }
  const requests = server.requests - requestsBefore;
  const after = await snapshot(server);
  const diff = differences(before, after);

  recordFigures("authApi", { requests, allowed, notFound, of, rowsWritten: rowsWritten(diff), changedTables: diff });

  expect(failures, "better-auth endpoints answering other than the allow-list says").toEqual([]);
  expect(diff, "tables written through the better-auth API").toEqual([]);
  expect(await mailsTo(server, newAddress), "e-mails to the address signed up through the API").toEqual([]);
  expect(
    (await mailsTo(server, DEMO.champion.email)).length,
    "reset and verification e-mails sent through the API",
  ).toBe(championMailsBefore);
});
