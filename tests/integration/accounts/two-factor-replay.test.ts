import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { sessions, twoFactors } from "../../../db/schema";
import * as login from "../../../app/features/accounts/routes/login";
import * as challenge from "../../../app/features/accounts/routes/two-factor-challenge";
import * as settings from "../../../app/features/accounts/routes/two-factor-settings";
import { Browser } from "../../support/browser";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { totp } from "../../e2e/fixtures/totp";

const db = useTestDatabase();
const PASSWORD = "Correct-Horse-9"; // tests/support/sessions.ts
const USED = "This code has already been used. Wait for the next code in your authenticator app.";
const INVALID = "That code is not valid. Check your authenticator app and try again.";

// The clock is the subject here: each test moves it to a chosen 30-second time step (a few seconds
// into it), so which code an authenticator app shows, and which step better-auth checks, is certain.
const STEP_MS = 30_000;
let step = Math.floor(Date.now() / STEP_MS);
const atStep = (s: number) => vi.setSystemTime(s * STEP_MS + 5_000);
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  atStep(step);
});
afterAll(() => {
  vi.useRealTimers();
});

type Account = { id: string; email: string; secret: string };

/** A champion who turned on two-step verification through /account/two-factor with this step's code. */
async function enrolledChampion(): Promise<Account> {
  const { cookie, email, id } = await signedInAs(db(), "champion");
  const browser = new Browser(cookie);
  const scan = await browser.post(settings.action, "/account/two-factor", { password: PASSWORD });
  const secret = (scan.data as { enrolment: { secret: string } }).enrolment.secret.replace(/\s+/g, "");
  const confirm = await browser.post(settings.action, "/account/two-factor", {
    intent: "confirm",
    code: totp(secret, Date.now()),
  });
  expect(confirm).toMatchObject({ status: 302, location: "/account/two-factor" });
  return { id, email, secret };
}

/** A fresh browser through the password step: it now holds better-auth's second-factor challenge. */
async function passwordStep(account: Account): Promise<Browser> {
  const browser = new Browser();
  const answer = await browser.post(login.action, "/login", { email: account.email, password: PASSWORD });
  expect(answer.status).toBe(302);
  expect(answer.location).toMatch(/^\/login\/two-factor\?/);
  expect(browser.has("two_factor")).toBe(true);
  return browser;
}

const submitCode = (browser: Browser, code: string) =>
  browser.post(challenge.action, "/login/two-factor", { code, redirectTo: "/login-redirect" });

const formError = (data: unknown) => (data as { error?: Record<string, string[]> } | null)?.error?.[""]?.[0];

async function sessionCount(userId: string): Promise<number> {
  const [row] = await db().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
  return row!.n;
}

describe("a two-step code is accepted once (RFC 6238 §5.2)", () => {
  it("refuses the code of a completed sign-in at the next sign-in, and keeps the challenge open", async () => {
    const account = await enrolledChampion();
    step += 1;
    atStep(step);
    const code = totp(account.secret, Date.now());

    const first = await passwordStep(account);
    const signedIn = await submitCode(first, code);
    expect(signedIn).toMatchObject({ status: 302, location: "/login-redirect" });
    expect(first.has("session_token")).toBe(true);

    // Same 30 seconds, same code, the real password step again: refused, and no session.
    const second = await passwordStep(account);
    const before = await sessionCount(account.id);
    const replay = await submitCode(second, code);
    expect(replay.status).toBe(401);
    expect(formError(replay.data)).toBe(USED);
    expect(replay.setCookies).toEqual([]);
    expect(second.has("session_token")).toBe(false);
    expect(await sessionCount(account.id)).toBe(before);

    // The refusal did not spend the challenge: the app's next code completes this sign-in.
    step += 1;
    atStep(step);
    const next = await submitCode(second, totp(account.secret, Date.now()));
    expect(next).toMatchObject({ status: 302, location: "/login-redirect" });
    expect(second.has("session_token")).toBe(true);
  });

  it("refuses a code of an earlier step than the last one accepted, while better-auth's window still holds it", async () => {
    const account = await enrolledChampion();
    step += 1;
    atStep(step);
    const current = totp(account.secret, Date.now());
    const previous = totp(account.secret, Date.now() - STEP_MS);
    expect(await submitCode(await passwordStep(account), current)).toMatchObject({ status: 302 });
    const late = await submitCode(await passwordStep(account), previous);
    expect(late.status).toBe(401);
    expect(formError(late.data)).toBe(USED);
  });

  it("refuses the code that turned two-step verification on as a sign-in code", async () => {
    const account = await enrolledChampion();
    const answer = await submitCode(await passwordStep(account), totp(account.secret, Date.now()));
    expect(answer.status).toBe(401);
    expect(formError(answer.data)).toBe(USED);
  });

  it("still refuses a wrong code as not valid", async () => {
    const account = await enrolledChampion();
    step += 1;
    atStep(step);
    const right = totp(account.secret, Date.now());
    const wrong = right === "000000" ? "000001" : "000000";
    const answer = await submitCode(await passwordStep(account), wrong);
    expect(answer.status).toBe(401);
    expect(formError(answer.data)).toBe(INVALID);
  });

  // Eight, not two: on PostgreSQL, a claim that reads and then writes lets several through here.
  it("lets exactly one of eight sign-ins submitted at once with the same code through", async () => {
    const account = await enrolledChampion();
    step += 1;
    atStep(step);
    const code = totp(account.secret, Date.now());
    const browsers = await Promise.all(Array.from({ length: 8 }, () => passwordStep(account)));
    const before = await sessionCount(account.id);

    const answers = await Promise.all(browsers.map((browser) => submitCode(browser, code)));

    expect(answers.filter((a) => a.status === 302)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 401).map((a) => formError(a.data))).toEqual(Array(7).fill(USED));
    expect(browsers.filter((b) => b.has("session_token"))).toHaveLength(1);
    expect(await sessionCount(account.id)).toBe(before + 1);
    const [row] = await db()
      .select({ last: twoFactors.lastTotpStep })
      .from(twoFactors)
      .where(eq(twoFactors.userId, account.id));
    expect(row?.last).toBe(step);
  });
});
