import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  screeningEntries,
  screeningReminderLog,
  screeningReminderPreferences,
  users,
} from "../../../db/schema";
import * as page from "../../../app/features/screening/routes/screening";
import * as calendar from "../../../app/features/screening/routes/screening-calendar";
import { recordMessages as m } from "../../../app/features/screening/messages";
import { screeningTile, screeningTotals } from "../../../app/features/screening/index.server";
import { addYears } from "../../../app/features/screening/rules";
import { addDays, formatSgDate, todayInSingapore } from "../../../app/lib/text/singapore-date";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { FLASH_COOKIE } from "../../../app/lib/forms/flash";
import { useTestDatabase } from "../../support/db";
import { runRoute as run } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";

/**
 * A Champion's screening record (issue 26): add, change, delete their own tests through the page's
 * action; bad dates and results answered at the field with nothing written; another person's entry
 * (or an id that does not exist) is not found and stays as it was; the .ics read by a real parser.
 */
const db = useTestDatabase();
const today = todayInSingapore();

const get = (path: string, cookie: string) => new Request(`http://localhost:3000${path}`, { headers: { cookie } });
const post = (cookie: string, fields: Record<string, string>, path = "/dashboard/screening") =>
  new Request(`http://localhost:3000${path}`, {
    method: "POST",
    headers: { cookie },
    body: new URLSearchParams(fields),
  });

const flashOf = (response?: Response) => {
  const cookie = response?.headers
    .getSetCookie()
    .find((c) => c.startsWith(`${FLASH_COOKIE}=`))
    ?.split(";")[0]!
    .slice(FLASH_COOKIE.length + 1);
  return cookie ? decodeFlash(cookie)?.message : undefined;
};

const entriesOf = (userId: string) => db().select().from(screeningEntries).where(eq(screeningEntries.userId, userId));

type FieldErrors = { result: { error: Record<string, string[] | null> } };

describe("the screening record", () => {
  it("adds a negative FIT, shows 'due on' a year later, and the tile says so", async () => {
    const champion = await signedInAs(db(), "champion");
    const empty = await run(page.loader, get("/dashboard/screening", champion.cookie));
    expect(empty.data).toMatchObject({
      entries: [],
      next: { state: "first-test", headline: "Record your first test" },
    });
    expect(await screeningTile(champion.id)).toMatchObject({ state: "first-test" });

    const tested = addDays(today, -10);
    const added = await run(
      page.action,
      post(champion.cookie, { intent: "add", kind: "fit", testedOn: tested, result: "negative" }),
    );
    expect(added.status).toBe(302);
    expect(added.response!.headers.get("location")).toBe("/dashboard/screening");
    expect(flashOf(added.response)).toBe(m.added);
    const due = addYears(tested, 1);
    const loaded = await run(page.loader, get("/dashboard/screening", champion.cookie));
    expect(loaded.data).toMatchObject({
      entries: [{ kind: "fit", testedOn: tested, result: "negative", resultLabel: "Negative" }],
      next: { state: "due-on", dueOn: due, headline: `Your next screening is due on ${formatSgDate(due)}` },
      reminders: true,
    });
    expect(await screeningTile(champion.id)).toMatchObject({ state: "due-on" });
  });

  it("answers bad input at the field and writes nothing", async () => {
    const champion = await signedInAs(db(), "champion");
    const cases: [Record<string, string>, string, string][] = [
      [{ kind: "fit", testedOn: addDays(today, 1), result: "negative" }, "testedOn", m.dateFuture],
      [{ kind: "fit", testedOn: "1949-12-31", result: "negative" }, "testedOn", m.dateTooEarly],
      [{ kind: "fit", testedOn: "2025-02-30", result: "negative" }, "testedOn", m.dateInvalid],
      [{ kind: "fit", testedOn: "", result: "negative" }, "testedOn", m.dateRequired],
      [{ kind: "fit", testedOn: today, result: "normal" }, "result", m.resultWrongKind],
      [{ kind: "colonoscopy", testedOn: today, result: "positive" }, "result", m.resultWrongKind],
      [{ kind: "x-ray", testedOn: today, result: "normal" }, "kind", m.kindRequired],
      [
        { kind: "colonoscopy", testedOn: today, result: "normal", intervalYears: "0" },
        "intervalYears",
        m.intervalInvalid,
      ],
      [
        { kind: "colonoscopy", testedOn: today, result: "normal", intervalYears: "16" },
        "intervalYears",
        m.intervalInvalid,
      ],
      [
        { kind: "colonoscopy", testedOn: today, result: "normal", intervalYears: "2.5" },
        "intervalYears",
        m.intervalInvalid,
      ],
      [{ kind: "fit", testedOn: today, result: "negative", intervalYears: "3" }, "intervalYears", m.intervalNotForFit],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await run(page.action, post(champion.cookie, { intent: "add", ...fields }));
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect((answer.data as FieldErrors).result.error[field], JSON.stringify(fields)).toEqual([message]);
    }
    expect(await entriesOf(champion.id)).toEqual([]);
  });

  it("changes and deletes only the person's own entries; a forged id is not found and changes nothing", async () => {
    const owner = await signedInAs(db(), "champion");
    const intruder = await signedInAs(db(), "champion");
    await run(
      page.action,
      post(owner.cookie, { intent: "add", kind: "colonoscopy", testedOn: "2020-05-01", result: "normal" }),
    );
    const [entry] = await entriesOf(owner.id);
    const before = await entriesOf(owner.id);
    for (const id of [entry!.id, randomUUID(), "not-a-uuid", ""]) {
      const edit = await run(
        page.action,
        post(intruder.cookie, { intent: "edit", id, kind: "fit", testedOn: today, result: "positive" }),
      );
      expect(edit.status, id).toBe(404);
      expect((await run(page.action, post(intruder.cookie, { intent: "delete", id }))).status, id).toBe(404);
      expect((await run(page.loader, get(`/dashboard/screening?edit=${id}`, intruder.cookie))).status, id).toBe(404);
      expect((await run(page.loader, get(`/dashboard/screening?delete=${id}`, intruder.cookie))).status, id).toBe(404);
    }
    expect(await entriesOf(owner.id)).toEqual(before);
    expect(await entriesOf(intruder.id)).toEqual([]);

    // The owner opens the entry, changes it (doctor's interval 5 years), then deletes it.
    expect((await run(page.loader, get(`/dashboard/screening?edit=${entry!.id}`, owner.cookie))).data).toMatchObject({
      editing: { id: entry!.id },
    });
    const edited = await run(
      page.action,
      post(owner.cookie, {
        intent: "edit",
        id: entry!.id,
        kind: "colonoscopy",
        testedOn: "2020-05-01",
        result: "polyps-removed",
        intervalYears: "5",
      }),
    );
    expect(flashOf(edited.response)).toBe(m.updated);
    expect((await run(page.loader, get("/dashboard/screening", owner.cookie))).data).toMatchObject({
      // Polyps removed, the doctor's 5 years: due in May 2025, so due now.
      next: { state: "due-now", dueOn: "2025-05-01" },
    });
    const [changed] = await entriesOf(owner.id);
    expect(changed).toMatchObject({ result: "polyps-removed", intervalYears: 5 });
    const invalidEdit = await run(
      page.action,
      post(owner.cookie, {
        intent: "edit",
        id: entry!.id,
        kind: "colonoscopy",
        testedOn: addDays(today, 3),
        result: "normal",
      }),
    );
    expect(invalidEdit.status).toBe(400);
    expect(await entriesOf(owner.id)).toEqual([changed]);
    const deleted = await run(page.action, post(owner.cookie, { intent: "delete", id: entry!.id }));
    expect(flashOf(deleted.response)).toBe(m.deleted);
    expect(await entriesOf(owner.id)).toEqual([]);
    expect((await run(page.action, post(owner.cookie, { intent: "delete", id: entry!.id }))).status).toBe(404);
  });

  it("a positive FIT says 'book your colonoscopy' until one is recorded", async () => {
    const champion = await signedInAs(db(), "champion");
    await run(
      page.action,
      post(champion.cookie, { intent: "add", kind: "fit", testedOn: addDays(today, -3), result: "positive" }),
    );
    expect(await screeningTile(champion.id)).toMatchObject({
      state: "book-colonoscopy",
      headline: "Book your colonoscopy now",
    });
    expect((await run(calendar.loader, get("/dashboard/screening/next.ics", champion.cookie))).status).toBe(404);
    await run(
      page.action,
      post(champion.cookie, { intent: "add", kind: "colonoscopy", testedOn: today, result: "normal" }),
    );
    expect(await screeningTile(champion.id)).toMatchObject({ state: "due-on", dueOn: addYears(today, 10) });
  });

  it("turns reminders off and on", async () => {
    const champion = await signedInAs(db(), "champion");
    const off = await run(page.action, post(champion.cookie, { intent: "reminders", reminders: "off" }));
    expect(flashOf(off.response)).toBe(m.remindersOff);
    expect((await run(page.loader, get("/dashboard/screening", champion.cookie))).data).toMatchObject({
      reminders: false,
    });
    await run(page.action, post(champion.cookie, { intent: "reminders", reminders: "on" }));
    expect((await run(page.loader, get("/dashboard/screening", champion.cookie))).data).toMatchObject({
      reminders: true,
    });
  });

  it("the due date as an .ics a real parser reads: an all-day entry on the due date", async () => {
    const champion = await signedInAs(db(), "champion");
    const tested = addDays(today, -100);
    await run(page.action, post(champion.cookie, { intent: "add", kind: "fit", testedOn: tested, result: "negative" }));
    const answer = await run(calendar.loader, get("/dashboard/screening/next.ics", champion.cookie));
    expect(answer.status).toBe(200);
    expect(answer.response!.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(answer.response!.headers.get("cache-control")).toBe("private, no-store");
    const text = await answer.response!.text();
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent")!;
    const start = vevent.getFirstPropertyValue("dtstart") as ICAL.Time;
    expect(start.isDate).toBe(true);
    expect(start.toString()).toBe(addYears(tested, 1));
    expect(String(vevent.getFirstPropertyValue("summary"))).toBe("Colorectal cancer screening due");
    expect(String(vevent.getFirstPropertyValue("url"))).toMatch(/\/dashboard\/screening$/);
  });

  it("the .ics in the account's language (issue 27): its address has none", async () => {
    const champion = await signedInAs(db(), "champion");
    await db().update(users).set({ language: "zh" }).where(eq(users.id, champion.id));
    const tested = addDays(today, -100);
    await run(page.action, post(champion.cookie, { intent: "add", kind: "fit", testedOn: tested, result: "negative" }));
    const answer = await run(calendar.loader, get("/dashboard/screening/next.ics", champion.cookie));
    const vevent = new ICAL.Component(ICAL.parse(await answer.response!.text())).getFirstSubcomponent("vevent")!;
    expect(String(vevent.getFirstPropertyValue("summary"))).toBe("大肠癌筛检到期");
    expect(String(vevent.getFirstPropertyValue("description"))).toMatch(/^您的下一次大肠癌筛检今天到期/);
    expect(String(vevent.getFirstPropertyValue("url"))).toMatch(/\/zh\/dashboard\/screening$/);
  });

  it("other account types and visitors cannot open or post to the record", async () => {
    const partner = await signedInAs(db(), "gpclinic");
    const refused = await run(page.loader, get("/dashboard/screening", partner.cookie));
    expect(refused.status).toBe(403);
    const posted = await run(
      page.action,
      post(partner.cookie, { intent: "add", kind: "fit", testedOn: today, result: "negative" }),
    );
    expect(posted.status).toBe(403);
    expect(await entriesOf(partner.id)).toEqual([]);
    const anonymous = await run(page.loader, new Request("http://localhost:3000/dashboard/screening"));
    expect(anonymous.response!.headers.get("location")).toBe("/login?redirectTo=%2Fdashboard%2Fscreening");
  });
});

describe("the console's totals", () => {
  it("counts people, due, overdue, positive without colonoscopy after 6 weeks, sent, opted out, bounced", async () => {
    const make = async (entries: { kind: "fit" | "colonoscopy"; testedOn: string; result: string }[]) => {
      const id = randomUUID();
      await db()
        .insert(users)
        .values({ id, fullName: "T", email: `${id}@totals.test` });
      if (entries.length)
        await db()
          .insert(screeningEntries)
          .values(entries.map((e) => ({ userId: id, ...e })));
      return id;
    };
    const base = await screeningTotals(today);
    await make([{ kind: "fit", testedOn: addYears(today, -1), result: "negative" }]); // due now
    await make([{ kind: "fit", testedOn: addDays(addYears(today, -1), -31), result: "negative" }]); // overdue
    await make([{ kind: "fit", testedOn: addDays(today, -43), result: "positive" }]); // positive, 6 weeks
    await make([{ kind: "fit", testedOn: addDays(today, -20), result: "positive" }]); // positive, not yet 6 weeks
    const optedOut = await make([{ kind: "fit", testedOn: today, result: "negative" }]);
    await db().insert(screeningReminderPreferences).values({ userId: optedOut, optedOutAt: new Date() });
    const [failed] = await db()
      .insert(emailOutbox)
      .values({ to: "x@totals.test", subject: "s", text: "t", status: "failed" })
      .returning();
    await db()
      .insert(screeningReminderLog)
      .values({ userId: optedOut, entryId: randomUUID(), step: "due", outboxId: failed!.id });
    const totals = await screeningTotals(today);
    expect({
      withRecord: totals.withRecord - base.withRecord,
      dueNow: totals.dueNow - base.dueNow,
      overdue: totals.overdue - base.overdue,
      positiveWithoutColonoscopy: totals.positiveWithoutColonoscopy - base.positiveWithoutColonoscopy,
      remindersSent: totals.remindersSent - base.remindersSent,
      optedOut: totals.optedOut - base.optedOut,
      bounced: totals.bounced - base.bounced,
    }).toEqual({
      withRecord: 5,
      dueNow: 1,
      overdue: 1,
      positiveWithoutColonoscopy: 1,
      remindersSent: 1,
      optedOut: 1,
      bounced: 1,
    });
    // Totals only: nothing in the answer names anyone.
    expect(JSON.stringify(totals)).not.toMatch(/@|[0-9a-f]{8}-[0-9a-f]{4}/);
  });
});
