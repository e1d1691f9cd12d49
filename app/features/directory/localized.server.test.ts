import { describe, expect, it } from "vitest";
import { checkVisitTime } from "./appointments/clinic-hours";
import { appointmentMessages } from "./appointments/messages";
import { appointmentSchemaIn, appointmentWordsIn, directoryWords, distanceIn, postalErrorIn } from "./localized.server";
import { messages } from "./messages";

/** Issue 27: the directory's words that the server puts in the page's language. */
describe("the directory in a language", () => {
  const zh = directoryWords("zh").t;
  const ta = directoryWords("ta").t;

  it("says a distance in the language, its number as the query gave it", () => {
    expect(distanceIn(zh, "about 2.4 km")).toBe("约2.4公里");
    expect(distanceIn(ta, "under 1 km")).toBe("1 கி.மீ.க்குக் குறைவான");
    expect(distanceIn(directoryWords("en").t, "about 12.0 km")).toBe("about 12.0 km");
    expect(distanceIn(zh, null)).toBeNull();
  });

  it("puts the postal code's message in the language, and leaves anything else", () => {
    expect(postalErrorIn(zh, messages.invalidPostalCode)).toBe("请输入有效的6位数邮区编号");
    expect(postalErrorIn(zh, undefined)).toBeUndefined();
  });

  it("keeps the spec's English wording in English", () => {
    expect(appointmentWordsIn("en", directoryWords("en").t)).toBe(appointmentMessages);
    const english = appointmentSchemaIn("en").safeParse({});
    expect(english.success).toBe(false);
    expect(english.error!.issues.find((i) => i.path[0] === "name")!.message).toBe("Name is required");
  });

  it("gives the form's field messages in Tamil", () => {
    const result = appointmentSchemaIn("ta").safeParse({ email: "x", phone: "12" });
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField.name).toBe("பெயர் தேவை");
    expect(byField.email).toBe("சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்");
    expect(byField.preferredTime).toBe("விரும்பும் நேரம் தேவை");
  });

  it("names the day a clinic is closed in the language (the clinic's hours as written)", () => {
    const words = appointmentWordsIn("zh", zh);
    const week = { weekdays: "8am-5pm", saturday: "8am-12pm", publicHoliday: "Closed" };
    // 2030-01-06 is a Sunday.
    const closed = checkVisitTime(
      { ...week, sunday: "Closed" },
      "2030-01-06",
      "morning",
      new Date("2029-12-01"),
      words,
    );
    expect(closed).toEqual({ field: "preferredDate", message: "这家诊所在星期日休息。请选择其他日子。" });
    const hours = checkVisitTime(
      { ...week, sunday: "9am-12pm" },
      "2030-01-06",
      "evening",
      new Date("2029-12-01"),
      words,
    );
    expect(hours?.message).toBe("这家诊所在星期日的营业时间是 9am-12pm。请选择诊所营业的时段。");
  });
});
