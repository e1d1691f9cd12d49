import { and, desc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, sessions } from "../../../db/schema";
import { auth } from "../../../app/features/accounts/auth.server";
import { requestPasswordReset, resetPassword } from "../../../app/features/accounts/password/password-reset.server";
import * as changePassword from "../../../app/features/accounts/routes/change-password";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { Browser } from "../../support/browser";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * Issue 22, finding 1: a reset link is good for one password. Once the password changes (by any
 * link, or signed in at /account/password), every other link still in a mailbox is dead, and every
 * other session of the account has ended. On PGlite and PostgreSQL (TEST_DATABASE_URL).
 */
const db = useTestDatabase();
const PASSWORD = "Correct-Horse-9"; // tests/support/sessions.ts

const request = () =>
  new Request("http://localhost:3000/forgot-password", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: `10.22.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
  });

/** Asks for a reset link, as /forgot-password does, and reads it from the outbox. */
async function resetLink(email: string): Promise<string> {
  const before = await db().select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.to, email));
  expect((await requestPasswordReset(request(), email)).ok).toBe(true);
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, email), like(emailOutbox.text, "%reset-password/%")))
    .orderBy(desc(emailOutbox.createdAt));
  expect(mail && !before.some((b) => b.id === mail.id)).toBe(true);
  return mail!.text.match(/reset-password\/([A-Za-z0-9_-]+)/)![1]!;
}

async function sessionCount(userId: string) {
  return (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).length;
}

async function signIn(email: string, password: string) {
  const answer = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return answer.status;
}

describe("a password reset or change ends every other reset link and session of the account", () => {
  it("using the later link kills the earlier one", async () => {
    const { email, id } = await signedInAs(db(), "champion");
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect(await resetPassword(request(), second, "Second-Pass-22")).toEqual({ kind: "done" });
    expect(await resetPassword(request(), first, "Attacker-Pass-22")).toEqual({ kind: "expired" });
    expect(await sessionCount(id)).toBe(0);
    expect(await signIn(email, "Second-Pass-22")).toBe(200);
    expect(await signIn(email, "Attacker-Pass-22")).toBe(401);
  });

  it("using the earlier link kills the later one", async () => {
    const { email } = await signedInAs(db(), "champion");
    const first = await resetLink(email);
    const second = await resetLink(email);
    expect(await resetPassword(request(), first, "First-Pass-22")).toEqual({ kind: "done" });
    expect(await resetPassword(request(), second, "Attacker-Pass-22")).toEqual({ kind: "expired" });
    expect(await signIn(email, "First-Pass-22")).toBe(200);
  });

  it("a signed-in password change kills a link asked for before it, and the other sessions", async () => {
    const { cookie, email, id } = await signedInAs(db(), "champion");
    // A second device of the same account.
    const second = await auth().api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
    expect(second.status).toBe(200);
    expect(await sessionCount(id)).toBe(2);
    const link = await resetLink(email);

    const browser = new Browser(cookie);
    const changed = await browser.post(changePassword.action, "/account/password", {
      currentPassword: PASSWORD,
      password: "Changed-Pass-22",
      confirmPassword: "Changed-Pass-22",
    });
    expect(changed).toMatchObject({ status: 302, location: "/account/password" });
    expect(await sessionCount(id)).toBe(1);

    expect(await resetPassword(request(), link, "Attacker-Pass-22")).toEqual({ kind: "expired" });
    expect(await signIn(email, "Changed-Pass-22")).toBe(200);
  });

  it("a link asked for after the change still works", async () => {
    const { cookie, email } = await signedInAs(db(), "champion");
    await new Browser(cookie).post(changePassword.action, "/account/password", {
      currentPassword: PASSWORD,
      password: "Changed-Pass-22",
      confirmPassword: "Changed-Pass-22",
    });
    const link = await resetLink(email);
    expect(await resetPassword(request(), link, "After-Change-22")).toEqual({ kind: "done" });
    expect(await signIn(email, "After-Change-22")).toBe(200);
  });
});
