import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, appointmentRequests } from "../../../db/schema";
import * as list from "../../../app/features/directory/routes/my-appointments";
import * as page from "../../../app/features/directory/routes/my-appointment";
import { appointmentMessages as m } from "../../../app/features/directory/appointments/messages";
import { useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { addDays } from "../../../app/lib/text/singapore-date";
import { addGpClinic, mailsTo, requestsTo, submit, today, validFields } from "../../support/appointments";

/**
 * "Correct my data" for appointment requests (issue 29): the requester corrects or withdraws a
 * request the clinic has not yet acted on; the clinic is told by e-mail in the same transaction
 * as the audit row; another person's request is a 404 with nothing written; 10 changes an hour.
 */
const db = useTestDatabase();
const context = { nonce: "", requestId: "" };
type Answer = {
  result: { error?: Record<string, string[] | null> };
  done: { message: string; advice: { text: string } | null } | null;
};

async function call(handler: unknown, id: string, cookie: string, fields?: Record<string, string>) {
  const request = new Request(`http://localhost:3000/account/appointments/${id}`, {
    method: fields ? "POST" : "GET",
    headers: { cookie },
    body: fields ? new URLSearchParams(fields) : undefined,
  });
  const answer = await Promise.resolve(
    (handler as (a: unknown) => unknown)({ request, params: { id }, context }),
  ).catch((thrown: unknown) => thrown);
  const shaped = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (answer instanceof Response) return { status: answer.status, data: null };
  return { status: shaped.init?.status ?? 200, data: (shaped.type ? shaped.data : answer) as Answer };
}

async function myRequest(cookie: string, email: string) {
  const partner = await signedInAs(db(), "gpclinic");
  const clinic = await addGpClinic(partner.id);
  expect((await submit(validFields({ email, clinic: `gp:${clinic.id}`, preferredClinic: clinic.name }))).status).toBe(
    200,
  );
  const [row] = await requestsTo(email);
  return { row: row!, partner, cookie };
}

const edit = (overrides: Record<string, string> = {}) => ({
  name: "Siti Rahmat binte Ali",
  phone: "+65 9876 5432",
  preferredDate: addDays(today(), 5),
  preferredTime: "afternoon",
  message: "Please call after 6pm.",
  ...overrides,
});

describe("correcting my appointment requests", () => {
  it("lists mine, corrects a pending one and tells the clinic, with an audit row", async () => {
    const me = await signedInAs(db(), "champion");
    const { row, partner } = await myRequest(me.cookie, me.email);
    const shown = await call(list.loader, "", me.cookie);
    expect(JSON.stringify(shown.data)).toContain(row.id);

    const answer = await call(page.action, row.id, me.cookie, edit());
    expect(answer.status).toBe(200);
    expect(answer.data!.done?.message).toBe(m.edited);
    const [after] = await requestsTo(me.email);
    expect(after).toMatchObject({ name: "Siti Rahmat binte Ali", phone: "+65 9876 5432", preferredTime: "afternoon" });
    const toClinic = (await mailsTo([partner.email])).map((e) => e.subject);
    expect(toClinic).toContain("Updated screening appointment request");
    const audited = await db()
      .select()
      .from(adminActivityLog)
      .where(and(eq(adminActivityLog.action, "appointment.edit"), eq(adminActivityLog.targetId, row.id)));
    expect(audited).toHaveLength(1);
  });

  it("applies the symptom safety rule to a corrected message", async () => {
    const me = await signedInAs(db(), "champion");
    const { row, partner } = await myRequest(me.cookie, me.email);
    const answer = await call(
      page.action,
      row.id,
      me.cookie,
      edit({ message: "I have had blood in my stool for weeks." }),
    );
    expect(answer.data!.done?.advice?.text).toMatch(/doctor/i);
    const subjects = (await mailsTo([partner.email])).map((e) => e.subject);
    expect(subjects).toContain("Updated screening appointment request (mentions symptoms)");
  });

  it("withdraws a pending request: deleted, the clinic told", async () => {
    const me = await signedInAs(db(), "champion");
    const { row, partner } = await myRequest(me.cookie, me.email);
    const answer = await call(page.action, row.id, me.cookie, { intent: "withdraw" });
    expect(answer.status).toBe(302);
    expect(await requestsTo(me.email)).toHaveLength(0);
    expect((await mailsTo([partner.email])).map((e) => e.subject)).toContain("Screening appointment request withdrawn");
  });

  it("shows a request the clinic has acted on read-only, and refuses changes to it", async () => {
    const me = await signedInAs(db(), "champion");
    const { row } = await myRequest(me.cookie, me.email);
    await db().update(appointmentRequests).set({ status: "contacted" }).where(eq(appointmentRequests.id, row.id));
    const shown = await call(page.loader, row.id, me.cookie);
    expect(JSON.stringify(shown.data)).toContain('"pending":false');
    for (const fields of [edit(), { intent: "withdraw" }]) {
      const refused = await call(page.action, row.id, me.cookie, fields);
      expect(refused.status).toBe(409);
      expect(refused.data!.result.error?.[""]).toEqual([m.acted]);
    }
    expect((await requestsTo(me.email))[0]).toMatchObject({ name: row.name, phone: row.phone });
  });

  it("answers another person's request with 404, and writes nothing", async () => {
    const owner = await signedInAs(db(), "champion");
    const { row } = await myRequest(owner.cookie, owner.email);
    const stranger = await signedInAs(db(), "champion");
    expect((await call(page.loader, row.id, stranger.cookie)).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, edit())).status).toBe(404);
    expect((await call(page.action, row.id, stranger.cookie, { intent: "withdraw" })).status).toBe(404);
    expect((await call(page.loader, "not-a-uuid", stranger.cookie)).status).toBe(404);
    expect((await requestsTo(owner.email))[0]).toMatchObject({ name: row.name, phone: row.phone });
  });

  it("says at the field what is wrong, and writes nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const { row } = await myRequest(me.cookie, me.email);
    const cases: Array<[Record<string, string>, string, string]> = [
      [edit({ name: "" }), "name", m.nameRequired],
      [edit({ phone: "12" }), "phone", m.phoneInvalid],
      [edit({ preferredDate: addDays(today(), -1) }), "preferredDate", m.datePast],
      [edit({ preferredTime: "midnight" }), "preferredTime", m.timeRequired],
      [edit({ message: "x".repeat(1001) }), "message", m.tooLong(1000)],
    ];
    for (const [fields, field, message] of cases) {
      const answer = await call(page.action, row.id, me.cookie, fields);
      expect(answer.status).toBe(400);
      expect(answer.data!.result.error?.[field]).toEqual([message]);
    }
    expect((await requestsTo(me.email))[0]).toMatchObject({ name: row.name, phone: row.phone });
  });

  it("allows 10 changes an hour per account", async () => {
    const me = await signedInAs(db(), "champion");
    const { row } = await myRequest(me.cookie, me.email);
    for (let i = 0; i < 10; i++)
      expect((await call(page.action, row.id, me.cookie, edit({ name: `Name ${i}` }))).status).toBe(200);
    const refused = await call(page.action, row.id, me.cookie, edit({ name: "Eleventh" }));
    expect(refused.status).toBe(429);
    expect(refused.data!.result.error?.[""]).toEqual([m.tooManyEdits]);
    expect((await requestsTo(me.email))[0]!.name).toBe("Name 9");
  });
});
