import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { anonymousScreeningReminders, emailOutbox, screeningEntries, users } from "../../../db/schema";
import {
  sendDueAnonymousReminders,
  sendDueScreeningReminders,
} from "../../../app/features/screening/reminders/reminders.server";
import { remindAction, reminderManageAction } from "../../../app/features/screening/anonymous/anonymous-route.server";
import { addYears } from "../../../app/features/screening/rules";
import ms from "../../../app/locales/ms/email.json";
import ta from "../../../app/locales/ta/email.json";
import { addDays, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { callRoute } from "../../support/route-call";
import { randomIp, unique } from "../../support/unique";
import { useTestDatabase } from "../../support/db";

/** Issue 27: screening reminders in the person's language, the account's or the one stored when a visitor asked. */
const db = useTestDatabase();
const today = todayInSingapore();

const mailsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(inArray(emailOutbox.to, [email]));

async function champion(language: "en" | "zh" | "ms" | "ta", entry: { testedOn: string; result: string }) {
  const person = {
    id: randomUUID(),
    fullName: "Tan Ah Kow",
    email: `${unique(language)}@reminders.test`,
    emailVerified: true,
    language,
  };
  await db().insert(users).values(person);
  await db()
    .insert(screeningEntries)
    .values({ userId: person.id, kind: "fit", ...entry });
  return person;
}

describe("a Champion's screening reminders in the account's language", () => {
  it("Chinese, Malay and Tamil: subject, greeting, advice and links in the language; English as before", async () => {
    const zh = await champion("zh", { testedOn: addDays(today, -14), result: "positive" });
    const msPerson = await champion("ms", { testedOn: addYears(today, -1), result: "negative" });
    const taPerson = await champion("ta", { testedOn: addDays(addYears(today, -1), -40), result: "negative" });
    const en = await champion("en", { testedOn: addYears(today, -1), result: "negative" });
    await sendDueScreeningReminders({ today });

    const [zhMail] = await mailsTo(zh.email);
    expect(zhMail!.subject).toBe("您预约结肠镜检查了吗？");
    expect(zhMail!.text).toContain("Tan Ah Kow，您好：");
    expect(zhMail!.text).toContain("阳性结果并不代表癌症，但只有结肠镜检查才能找出原因");
    // The record's page in the language; the calendar file and the one-click stop have one address.
    expect(zhMail!.text).toMatch(/\/zh\/dashboard\/screening\n/);
    expect(zhMail!.headers).toBeTruthy();

    const [msMail] = await mailsTo(msPerson.email);
    expect(msMail!.subject).toBe(ms.screening.due.subject);
    expect(msMail!.text).toContain(ms.screening.advice.dueNow);
    expect(msMail!.text).toMatch(/\/dashboard\/screening\/next\.ics/);
    expect(msMail!.text).not.toMatch(/Hello|Your screening record/);

    const [taMail] = await mailsTo(taPerson.email);
    expect(taMail!.subject).toBe(ta.screening.after.subject);
    expect(taMail!.text).toContain(ta.screening.body.split("\n\n")[3]!.split("\n")[0]!);

    const [enMail] = await mailsTo(en.email);
    expect(enMail!.subject).toBe("Your colorectal screening is due today");
    expect(enMail!.text).toContain("Hello Tan Ah Kow,");
    expect(enMail!.text).toContain("Collect a FIT kit from your clinic or book your screening: it is time.");
  });
});

describe("a visitor's reminder in the language of the page they asked from", () => {
  const remind = (prefix: string, email: string, dueOn: string) =>
    callRoute(
      ({ request }: { request: Request }) => remindAction(request),
      new Request(`http://localhost:3000${prefix}/get-screened/remind`, {
        method: "POST",
        headers: { "x-rid-client-ip": randomIp() },
        body: new URLSearchParams({ email, dueOn, rule: "fit-up-to-date" }),
      }),
    );

  async function confirmAndSend(email: string, dueOn: string) {
    const [confirmMail] = await mailsTo(email);
    const token = /\/get-screened\/reminder\/([^\s]+)/.exec(confirmMail!.text)![1]!;
    await reminderManageAction(
      token,
      new Request("http://x", { method: "POST", body: new URLSearchParams({ intent: "confirm" }) }),
    );
    await sendDueAnonymousReminders({ today: dueOn });
    return mailsTo(email);
  }

  it("stores the language with the row; the confirmation and the reminder are in it", async () => {
    const email = `${unique("zh-visitor")}@visitor.test`;
    const dueOn = addDays(today, 10);
    expect((await remind("/zh", email, dueOn)).status).toBe(200);
    const [row] = await db()
      .select()
      .from(anonymousScreeningReminders)
      .where(eq(anonymousScreeningReminders.email, email));
    expect(row!.language).toBe("zh");
    const [confirm, reminder] = await confirmAndSend(email, dueOn);
    expect(confirm!.subject).toBe("请确认您的筛检提醒");
    expect(confirm!.text).toContain("/zh/get-screened/reminder/");
    expect(reminder!.subject).toBe("您的大肠筛检已到期");
    expect(reminder!.text).toContain("/zh/find-a-gp");
    // The date in the language, not the site's English "5 Jun 2026".
    expect(reminder!.text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
  });

  it("in Tamil and Malay, and in English from the English page", async () => {
    for (const [prefix, words] of [
      ["/ta", ta],
      ["/ms", ms],
    ] as const) {
      const email = `${unique("visitor")}@visitor.test`;
      const dueOn = addDays(today, 5);
      await remind(prefix, email, dueOn);
      const mails = await confirmAndSend(email, dueOn);
      expect(mails.map((m) => m.subject)).toEqual([
        words.screening.anonymousConfirm.subject,
        words.screening.anonymousReminder.subject,
      ]);
    }
    const email = `${unique("en-visitor")}@visitor.test`;
    await remind("", email, addDays(today, 5));
    const [confirm] = await mailsTo(email);
    expect(confirm!.subject).toBe("Confirm your screening reminder");
    expect(confirm!.text).toContain('press "Confirm my reminder"');
  });
});
