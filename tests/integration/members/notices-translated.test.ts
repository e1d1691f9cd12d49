import { randomBytes, randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eventRegistrations, events, stories, users } from "../../../db/schema";
import { sendInvitations } from "../../../app/features/community/referrals/referrals.server";
import { moderateStory } from "../../../app/features/community/moderation/moderation.server";
import { storyDecisionSchema } from "../../../app/features/community/moderation/decision.schema";
import { eventFormSchema, eventStatusSchema } from "../../../app/features/events/console/event-form.schema";
import { createEvent, setEventStatus, updateEvent } from "../../../app/features/events/console/writes.server";
import { eventVersion } from "../../../app/features/events/console/queries.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import ms from "../../../app/locales/ms/email.json";
import ta from "../../../app/locales/ta/email.json";
import facts from "../../../content/facts.json";
import { createAccount } from "../../../server/seed";
import { useTestDatabase } from "../../support/db";
import { adminRequest, mailsTo, reviewer } from "../../support/partners";
import { signedInAs } from "../../support/sessions";

/** Issue 27: the referral invitation, the story's refusal and the event-change notice in the person's language. */
const db = useTestDatabase();

const invite = (path: string) =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: `10.1.${randomBytes(1)[0]}.${randomBytes(1)[0]}` },
  });
const friend = () => `friend-${randomUUID()}@example.sg`;

describe("the referral invitation, in the language of the page the Champion sent it from", () => {
  it("Chinese: subject, body, the figures from facts.json, the sign-up link in Chinese", async () => {
    const me = await signedInAs(db(), "champion");
    const to = friend();
    expect(
      await sendInvitations(me, { emails: [to], message: "一起去筛检吧！" }, invite("/zh/refer-friend")),
    ).toMatchObject({ ok: true, sent: 1 });
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe("Test champion 邀请您加入 RID-CRC");
    expect(mail!.text).toContain("Test champion 的留言：\n\n“一起去筛检吧！”");
    expect(mail!.text).toContain(`超过 ${facts.lateStagePercent}% 的病例发现时已是晚期`);
    expect(mail!.text).toContain(`约 ${facts.survivalEarlyPercent}% 的患者能够存活`);
    expect(mail!.text).toContain(`/zh/signup/champion?ref=${me.id}`);
  });

  it("Malay and Tamil; English from the English page", async () => {
    for (const [prefix, words] of [
      ["/ms", ms],
      ["/ta", ta],
    ] as const) {
      const me = await signedInAs(db(), "champion");
      const to = friend();
      await sendInvitations(me, { emails: [to] }, invite(`${prefix}/refer-friend`));
      const [mail] = await mailsTo(to);
      expect(mail!.subject).toBe(words.referral.subject.replace("{{referrer}}", "Test champion"));
      expect(mail!.text).toContain(`${prefix}/signup/champion?ref=`);
      expect(mail!.text).not.toMatch(/Why it matters|Hello/);
    }
    const me = await signedInAs(db(), "champion");
    const to = friend();
    await sendInvitations(me, { emails: [to] }, invite("/refer-friend"));
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe("Test champion invited you to join RID-CRC");
    expect(mail!.text).toContain(`${facts.lateStageText} of cases are found late`);
  });
});

describe("a story not published: the notice in the author's account language", () => {
  it("Tamil author: Tamil notice with the team's reason as written; English author as before", async () => {
    const admin = await reviewer("story-lang");
    for (const language of ["ta", "en"] as const) {
      const email = `author-${randomUUID()}@test.example`;
      const userId = await createAccount(db(), {
        email,
        password: "Author-Pass-1",
        name: "Siti",
        userType: "champion",
      });
      await db().update(users).set({ language }).where(eq(users.id, userId));
      const [s] = await db()
        .insert(stories)
        .values({
          userId,
          storyType: "Caregiver",
          experienceType: "Undergoing a colonoscopy",
          location: "Singapore",
          content: "x",
        })
        .returning();
      const reason = "It names a doctor who did not agree to be named.";
      const decision = storyDecisionSchema.parse({ id: s!.id, decision: "reject", expected: "pending", reason });
      expect(await moderateStory(adminRequest(), admin, decision)).toMatchObject({ ok: true });
      const [mail] = await mailsTo(email);
      expect(mail!.text).toContain(reason);
      if (language === "ta") {
        expect(mail!.subject).toBe(ta.storyRejected.subject);
        expect(mail!.text).toContain("RID-CRC குழு");
      } else {
        expect(mail!.subject).toBe("About the story you shared with RID-CRC");
        expect(mail!.text).toContain("Hello Siti,");
      }
    }
  });
});

describe("an event moved or cancelled: each person told in the language stored with their registration", () => {
  const form = (values: Record<string, string>) => {
    const data = new FormData();
    const all = {
      title: "Colon health talk",
      description: "Talk.",
      date: "2031-05-10",
      startTime: "18:30",
      endTime: "20:00",
      type: "Seminar",
      location: "",
      capacity: "40",
      isVirtual: "on",
      joinUrl: "https://meet.example.sg/talk",
      ...values,
    };
    for (const [k, v] of Object.entries(all)) data.append(k, v);
    const s = parseWithZod(data, { schema: eventFormSchema });
    if (s.status !== "success") throw new Error(JSON.stringify(s.error));
    return s.value;
  };
  const versionOf = async (id: string) =>
    (await db().select({ v: eventVersion }).from(events).where(eq(events.id, id)))[0]!.v;

  it("moved: zh and ms notices with the dates in the language; cancelled: the Tamil one", async () => {
    const admin = await reviewer("ev-lang");
    const created = await createEvent(adminRequest(), admin, form({}));
    if (!created.ok) throw new Error(created.message);
    const id = created.id;
    const person = (language: "zh" | "ms" | "ta" | "en") => ({
      eventId: id,
      name: `Tan ${language}`,
      email: `${language}-${randomUUID()}@test.example`,
      status: "registered" as const,
      language,
    });
    const people = [person("zh"), person("ms"), person("ta"), person("en")];
    await db().insert(eventRegistrations).values(people);
    expect(
      await updateEvent(adminRequest(), admin, id, form({ date: "2031-05-11", updatedAt: await versionOf(id) })),
    ).toMatchObject({ ok: true });

    const [zh] = await mailsTo(people[0]!.email);
    expect(zh!.subject).toBe("新的日期和时间：Colon health talk");
    expect(zh!.text).toContain("Tan zh，您好：");
    expect(zh!.text).toContain("地点：线上");
    expect(zh!.text).toMatch(/新时间：2031年5月11日/);
    expect(zh!.text).toMatch(/原时间：2031年5月10日/);
    expect(zh!.text).toContain(`/zh/upcoming-events/${id}`);
    const [msMail] = await mailsTo(people[1]!.email);
    expect(msMail!.subject).toBe(ms.eventChange.moved.subject.replace("{{title}}", "Colon health talk"));
    expect(msMail!.text).toContain("11 Mei 2031");
    const [en] = await mailsTo(people[3]!.email);
    expect(en!.subject).toBe("New date and time: Colon health talk");
    expect(en!.text).toContain("Where: Online");
    expect(en!.text).toContain("11 May 2031");

    const cancelled = await setEventStatus(
      adminRequest(),
      admin,
      id,
      eventStatusSchema.parse({ intent: "cancel", updatedAt: await versionOf(id), reason: "Venue closed." }),
    );
    expect(cancelled).toMatchObject({ ok: true });
    const [, taCancelled] = await mailsTo(people[2]!.email);
    expect(taCancelled!.subject).toBe(ta.eventChange.cancelled.subject.replace("{{title}}", "Colon health talk"));
    expect(taCancelled!.text).toContain("காரணம்: Venue closed.");
    expect(taCancelled!.attachments).toHaveLength(1);
  });
});
