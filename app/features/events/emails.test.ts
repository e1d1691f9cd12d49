import { describe, expect, it } from "vitest";
import { confirmEmail, registeredEmail, reminderEmail } from "./emails";

const mail = {
  to: "lee@example.sg",
  name: "Mdm Lee Bee Hoon",
  title: "Screening talk",
  event: { startsAt: new Date("2026-12-01T11:00:00Z"), endsAt: null, isVirtual: true, location: null },
  eventUrl: "http://localhost:3000/events/talk",
  manageUrl: "http://localhost:3000/events/manage?token=abc",
  joinUrl: "https://meet.example/talk",
};

describe("event e-mails greet the visitor by the whole name they gave (issue 23)", () => {
  it.each([
    ["confirm", confirmEmail],
    ["registered", registeredEmail],
  ])("%s: not 'Hello Mdm,'", (_, build) => {
    expect(build(mail).text).toContain("Hello Mdm Lee Bee Hoon,");
  });
});

describe("event e-mails in the registration's language (issue 27)", () => {
  it("English keeps its words", () => {
    expect(registeredEmail(mail)).toEqual({
      lang: "en",
      to: "lee@example.sg",
      subject: "You're registered: Screening talk",
      text: `Hello Mdm Lee Bee Hoon,

You're registered for this RID-CRC event. The calendar file attached adds it to your calendar.

Screening talk
When: 1 Dec 2026, 7:00 pm (Singapore time)
Where: Online
Event page: http://localhost:3000/events/talk
Join online: https://meet.example/talk

See or cancel your registration here:
http://localhost:3000/events/manage?token=abc`,
    });
  });

  it("Chinese: words, date and links in Chinese; the event's own title as the team wrote it", () => {
    const zh = reminderEmail({ ...mail, lang: "zh" });
    expect(zh.subject).toBe("提醒：Screening talk 即将举行");
    expect(zh.text).toContain("时间：2026年12月1日");
    expect(zh.text).toContain("地点：线上");
    expect(zh.text).toContain("活动页面：http://localhost:3000/zh/events/talk");
    expect(zh.text).toContain("http://localhost:3000/zh/events/manage?token=abc");
  });
});
