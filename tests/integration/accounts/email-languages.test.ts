import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, eventRegistrations, events, users } from "../../../db/schema";
import {
  cancelByToken,
  confirmRegistration,
  registerVisitor,
} from "../../../app/features/events/registration/registration.server";
import { manageToken } from "../../../app/features/events/registration/token.server";
import { signUpChampion } from "../../../app/features/accounts/sign-up.server";
import { requestPasswordReset } from "../../../app/features/accounts/password/password-reset.server";
import { signIn } from "../../../app/features/accounts/sign-in/sign-in.server";
import * as languageSwitch from "../../../app/features/site/routes/language-switch";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { createAccount } from "../../../server/seed";
import { context, submit, validFields } from "../../support/appointments";
import { randomIp } from "../../support/unique";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";

/**
 * Issue 27: e-mails go out in the recipient's language, the account's, or for a visitor the page's
 * language when they acted; a signed-in person's language lives in their profile, which the
 * switcher changes and sign-in follows.
 */
const db = useTestDatabase();
const PASSWORD = "Correct-Horse-9";

const post = (path: string) =>
  new Request(`http://localhost:3000${path}`, { method: "POST", headers: { [CLIENT_IP_HEADER]: randomIp() } });

async function lastMailTo(to: string) {
  const [mail] = await db()
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.to, to))
    .orderBy(desc(emailOutbox.createdAt));
  return mail!;
}

const languageOf = async (id: string) =>
  (await db().select({ language: users.language }).from(users).where(eq(users.id, id)))[0]?.language;

describe("a visitor's e-mail is in the page's language", () => {
  it("a Chinese sign-up makes a Chinese account, verified by a Chinese e-mail leading to /zh/ pages", async () => {
    const email = `zh-signup-${Date.now()}@test.example`;
    expect(
      await signUpChampion(post("/zh/join-the-movement"), { fullName: "陈美玲", email, password: PASSWORD }),
    ).toEqual({
      ok: true,
    });
    const [account] = await db().select().from(users).where(eq(users.email, email));
    expect(account!.language).toBe("zh");
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("请确认您在 RID-CRC 的电子邮件地址");
    expect(mail.text).toMatch(/^陈美玲，您好：\n\n感谢您加入智胜大肠癌运动。/);
    // better-auth's link itself has one address; the page it leads to afterwards is the Chinese one.
    const link = new URL(mail.text.match(/http\S+/)![0]);
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe("/zh/login?verified=true");
    expect(mail.html).toContain("感谢您加入");
  });

  it("a Chinese visitor's appointment request is confirmed in Chinese, dates in Chinese", async () => {
    const fields = validFields({ preferredDate: `${new Date().getFullYear() + 1}-03-05` });
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    const request = new Request("http://localhost:3000/zh/appointments/new", {
      method: "POST",
      body,
      headers: { [CLIENT_IP_HEADER]: randomIp() },
    });
    const { action } = await import("../../../app/features/directory/routes/appointment-new");
    await action({ request, params: { lang: "zh" }, context } as never);
    const mail = await lastMailTo(fields.email!);
    expect(mail.subject).toBe("我们已收到您的筛查预约请求");
    expect(mail.text).toContain("Siti Rahmat，您好：");
    expect(mail.text).toContain("我们将在 1 个工作日内与您联系");
    expect(mail.text).toContain("首选时间：上午（9AM-12PM）");
    expect(mail.text).toMatch(/首选日期：\d{4}年3月5日/);
  });

  it("an English visitor's appointment confirmation keeps its words", async () => {
    const fields = validFields();
    expect((await submit(fields)).status).toBe(200);
    const mail = await lastMailTo(fields.email!);
    expect(mail.subject).toBe("Your screening request has been received");
    expect(mail.text).toMatch(/^Hello Siti Rahmat,\n\nThank you for scheduling your colorectal cancer screening/);
    expect(mail.text).toContain("Your request:\nClinic: My neighbourhood clinic\nPreferred date: ");
    expect(mail.text).toContain("Preferred time: Morning (9AM-12PM)\nPhone: +65 9123 4567\n\nTo change or cancel it");
  });
});

describe("an event registration keeps the page's language for the e-mails sent later", () => {
  it("a Chinese visitor is asked to confirm in Chinese, and hears of a freed seat in Chinese", async () => {
    const [event] = await db()
      .insert(events)
      .values({
        title: "Screening talk",
        description: "FIT",
        type: "Workshop",
        startsAt: new Date(Date.now() + 7 * 86_400_000),
        maxAttendees: 1,
      })
      .returning();
    const visit = (path: string) =>
      new Request(`http://localhost:3000${path}`, { headers: { [CLIENT_IP_HEADER]: randomIp() } });
    const [seat, queue] = [`seat-${Date.now()}@example.sg`, `queue-${Date.now()}@example.sg`];
    await registerVisitor(event!.id, { name: "Ali", email: seat }, visit("/upcoming-events/x"));
    await registerVisitor(event!.id, { name: "林美华", email: queue }, visit("/zh/upcoming-events/x"));
    const rows = await db().select().from(eventRegistrations).where(eq(eventRegistrations.eventId, event!.id));
    const row = (email: string) => rows.find((r) => r.email === email)!;
    expect(row(queue).language).toBe("zh");
    expect(row(seat).language).toBe("en");
    const ask = await lastMailTo(queue);
    expect(ask.subject).toBe("请确认您的报名：Screening talk");
    expect(ask.text).toContain(`http://localhost:3000/zh/events/registration/${manageToken(row(queue).id)}`);
    expect((await lastMailTo(seat)).subject).toBe("Confirm your registration: Screening talk");
    await confirmRegistration(manageToken(row(seat).id));
    await confirmRegistration(manageToken(row(queue).id));
    expect((await lastMailTo(queue)).subject).toBe("您已在候补名单上：Screening talk");
    // The seat frees up later, on an English page of someone else's: the promotion is still in Chinese.
    await cancelByToken(manageToken(row(seat).id));
    const promoted = await lastMailTo(queue);
    expect(promoted.subject).toBe("您获得了一个名额：Screening talk");
    expect(promoted.text).toMatch(/^林美华，您好：\n\n有名额空出/);
    expect((await lastMailTo(seat)).subject).toBe("Registration cancelled: Screening talk");
  });
});

describe("an account's e-mails are in its language", () => {
  it("a Tamil Champion's password reset is in Tamil, leading to the Tamil page", async () => {
    const email = `ta-reset-${Date.now()}@test.example`;
    const id = await createAccount(db(), { email, password: PASSWORD, name: "Kavitha Raman", userType: "champion" });
    await db().update(users).set({ language: "ta" }).where(eq(users.id, id));
    // Asked for on an English page: the account's language wins.
    expect((await requestPasswordReset(post("/forgot-password"), email)).ok).toBe(true);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("உங்கள் RID-CRC கடவுச்சொல்லை மீட்டமைக்கவும்");
    expect(mail.text).toMatch(/^வணக்கம் Kavitha Raman,\n\n/);
    const link = new URL(mail.text.match(/http\S+/)![0]);
    expect(link.pathname).toMatch(/^\/api\/auth\/reset-password\//);
    expect(link.searchParams.get("callbackURL")).toBe("/ta/reset-password");
  });

  it("an English account's reset e-mail is word for word as before", async () => {
    const { email } = await signedInAs(db(), "champion");
    expect((await requestPasswordReset(post("/forgot-password"), email)).ok).toBe(true);
    const mail = await lastMailTo(email);
    expect(mail.subject).toBe("Reset your RID-CRC password");
    expect(mail.text).toMatch(
      /^Hello Test champion,\n\nWe received a request to reset the password of your RID-CRC account\. Choose a new password here:\n\nhttp:\/\/localhost:3000\/api\/auth\/reset-password\/\S+\?callbackURL=%2Freset-password\n\nThe reset link will expire in 24 hours and can be used once\. If you did not ask for this, you can ignore this e-mail: your password stays as it is\.$/,
    );
  });
});

describe("a signed-in person's language lives in their profile", () => {
  const switchTo = (lang: string, cookie?: string) =>
    languageSwitch.loader({
      request: new Request(`http://localhost:3000/language?lang=${lang}&next=/education`, {
        headers: cookie ? { cookie } : {},
      }),
      params: {},
      context,
    } as never);

  it("the switcher sets a signed-in person's profile, as well as the cookie", async () => {
    const { cookie, id } = await signedInAs(db(), "champion");
    const answer = await switchTo("ms", cookie);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe("/ms/education");
    expect(answer.headers.get("set-cookie")).toMatch(/^rid_lang=ms;/);
    expect(await languageOf(id)).toBe("ms");
    await switchTo("en", cookie);
    expect(await languageOf(id)).toBe("en");
    // An unknown language is English, as for the cookie.
    await switchTo("ms", cookie);
    await switchTo("xx", cookie);
    expect(await languageOf(id)).toBe("en");
  });

  it("a visitor's switch writes no profile", async () => {
    const answer = await switchTo("zh");
    expect(answer.headers.get("location")).toBe("/zh/education");
  });

  it("signing in brings the cookie and the next page back to the profile's language", async () => {
    const { email, id } = await signedInAs(db(), "champion");
    await db().update(users).set({ language: "zh" }).where(eq(users.id, id));
    const outcome = await signIn(post("/login"), { email, password: PASSWORD });
    expect(outcome).toMatchObject({ kind: "signed-in", lang: "zh" });
    const cookies = outcome.kind === "signed-in" ? outcome.headers.getSetCookie() : [];
    expect(cookies.some((c) => c.startsWith("rid_lang=zh;"))).toBe(true);
    const { action } = await import("../../../app/features/accounts/routes/login");
    const body = new FormData();
    body.set("email", email);
    body.set("password", PASSWORD);
    const answer = (await action({
      request: new Request("http://localhost:3000/login", {
        method: "POST",
        body,
        headers: { [CLIENT_IP_HEADER]: randomIp() },
      }),
      params: {},
      context,
    } as never)) as Response;
    expect(answer.headers.get("location")).toBe("/zh/login-redirect");
  });
});

describe("staff e-mails stay English", () => {
  it("the clinic's or the team's copy of a Chinese request is in English", async () => {
    const fields = validFields();
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    const { action } = await import("../../../app/features/directory/routes/appointment-new");
    await action({
      request: new Request("http://localhost:3000/zh/appointments/new", {
        method: "POST",
        body,
        headers: { [CLIENT_IP_HEADER]: randomIp() },
      }),
      params: { lang: "zh" },
      context,
    } as never);
    const team = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.subject, "New screening appointment request")))
      .orderBy(desc(emailOutbox.createdAt));
    expect(team[0]!.text).toContain(`Email: ${fields.email}`);
  });
});
