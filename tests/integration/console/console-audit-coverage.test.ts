import { randomUUID } from "node:crypto";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  adminActivityLog,
  advisors,
  appointmentRequests,
  corporateSponsorships,
  emailOutbox,
  enquiries,
  eventRegistrations,
  events,
  stories,
} from "../../../db/schema";
import { eventVersion } from "../../../app/features/events/console/queries.server";
import { createAccount } from "../../../server/seed";
import { classifiedActions, classifiedRoutes } from "../../security/classification";
import { useTestDatabase } from "../../support/db";
import { application } from "../../support/partners";
import { signedInAs } from "../../support/sessions";

/**
 * Issue #14: every write made from the console writes exactly one audit row. The list of console
 * actions comes from the route table (every action an admin or super admin posts), so a new console
 * action without a case here fails the first test until someone writes its case.
 */
const db = useTestDatabase();

type Case = () => Promise<{ params: Record<string, string>; form: Record<string, string> }>;

const champion = () =>
  createAccount(db(), {
    email: `audited-${randomUUID()}@test.example`,
    password: "Correct-Horse-9",
    name: "Audited Person",
    userType: "champion",
  });

/** A draft event (issue #15) for the events tab's cases. */
async function auditedEvent() {
  const [row] = await db()
    .insert(events)
    .values({
      title: "Audited event",
      description: "x",
      startsAt: new Date(Date.now() + 30 * 86_400_000),
      type: "Workshop",
      location: "Singapore",
      published: false,
    })
    .returning({ id: events.id });
  return row!.id;
}

/** An advisor (issue 26) for the advisors' and the articles' cases. */
async function auditedAdvisor(published = false) {
  const [row] = await db()
    .insert(advisors)
    .values({ name: "Audit Advisor", credentials: "MBBS", role: "Test role", bio: "x", published })
    .returning({ id: advisors.id });
  return row!.id;
}

const advisorForm = { name: "Audit Advisor", credentials: "MBBS", role: "Test role", bio: "Audited biography." };

/** For each console action: a target that exists and a form its action accepts and carries out. */
const cases: Record<string, Case> = {
  "features/admin/routes/partner-application": async () => {
    const app = await application("gp", "pending_review");
    return { params: { kind: "gp", id: app.id }, form: { decision: "approve", expected: "pending_review" } };
  },
  "features/admin/routes/enquiries": async () => {
    const [row] = await db()
      .insert(enquiries)
      .values({
        kind: "trial",
        fullName: "Tan Audit",
        email: "tan@test.example",
        topic: "Any",
        consentedAt: new Date(),
      })
      .returning({ id: enquiries.id });
    return { params: {}, form: { id: row!.id } };
  },
  "features/admin/routes/content-stories": async () => {
    const [row] = await db()
      .insert(stories)
      .values({
        storyType: "Caregiver",
        experienceType: "Undergoing a colonoscopy",
        location: "Singapore",
        content: "x",
      })
      .returning({ id: stories.id });
    return { params: {}, form: { id: row!.id, decision: "approve", expected: "pending" } };
  },
  "features/admin/routes/content-appointments": async () => {
    const [row] = await db()
      .insert(appointmentRequests)
      .values({
        name: "Audit Walk-in",
        email: "walkin@test.example",
        phone: "+65 9123 4567",
        preferredClinic: "Typed clinic",
        preferredDate: "2026-12-01",
        preferredTime: "morning",
      })
      .returning({ id: appointmentRequests.id });
    return { params: {}, form: { id: row!.id, status: "contacted", expected: "new" } };
  },
  "features/admin/routes/settings": async () => ({
    params: {},
    form: { name: "crc_test_unit_cost", value: String(300 + Math.floor(Math.random() * 50)), expected: "355" },
  }),
  "features/admin/routes/system": async () => {
    const [row] = await db()
      .insert(emailOutbox)
      .values({ to: "x@test.example", subject: "Failed", text: "x", status: "failed", attempts: 8 })
      .returning({ id: emailOutbox.id });
    return { params: {}, form: { intent: "retry", id: row!.id } };
  },
  "features/admin/routes/event-new": async () => ({
    params: {},
    form: {
      title: "Audited workshop",
      description: "Created by the audit coverage test.",
      date: "2031-03-01",
      startTime: "10:00",
      type: "Workshop",
      location: "Singapore",
    },
  }),
  "features/admin/routes/event": async () => {
    const id = await auditedEvent();
    const [row] = await db().select({ version: eventVersion }).from(events).where(eq(events.id, id));
    return { params: { id }, form: { intent: "publish", updatedAt: row!.version } };
  },
  "features/admin/routes/event-registrations": async () => {
    const id = await auditedEvent();
    await db()
      .insert(eventRegistrations)
      .values({ eventId: id, name: "Audit Guest", email: `guest-${id}@test.example` });
    return { params: { id }, form: { subject: "Room change", message: "We meet in room 2." } };
  },
  "features/admin/routes/pledges": async () => {
    const company = await application("corporate", "approved");
    const [row] = await db()
      .insert(corporateSponsorships)
      .values({ corporateId: company.id, status: "pending", pledgeAmount: 50_000, requestedBy: company.userId })
      .returning({ id: corporateSponsorships.id });
    return { params: {}, form: { id: row!.id, decision: "approve" } };
  },
  // The newsletter (issue 29): saving a draft (the send is audited the same way, in its transaction).
  "features/admin/routes/content-newsletter": async () => ({
    params: {},
    form: { intent: "create", subject: "Audited issue", body: "Hello **everyone**" },
  }),
  "features/admin/routes/content-articles": async () => ({
    params: {},
    form: { slug: "colonoscopy-gold-standard", advisorId: await auditedAdvisor(true), reviewedOn: "2026-01-05" },
  }),
  // A translation marked reviewed (issue 27).
  "features/admin/routes/content-translations": async () => ({
    params: {},
    form: { slug: "early-warning-signs", lang: "zh", reviewer: "Dr Audited Reviewer", reviewedOn: "2026-01-05" },
  }),
  // A deletion filed by a super admin for a person who wrote in (issue 29), with the reason.
  "features/admin/routes/deletions": async () => {
    const email = `audited-${randomUUID()}@test.example`;
    await createAccount(db(), { email, password: "Correct-Horse-9", name: "Wrote In", userType: "champion" });
    return { params: {}, form: { email, reason: "Letter received" } };
  },
  "features/admin/routes/content-advisors": async () => ({
    params: {},
    form: { id: await auditedAdvisor(), intent: "publish" },
  }),
  // "Attach to intent" (issue 28): a phrasing nobody has attached yet.
  "features/admin/routes/content-questions": async () => ({
    params: {},
    form: { intent: "find-gp", phrasing: `audited phrasing for a clinic near ${randomUUID().slice(0, 8)}` },
  }),
  "features/admin/routes/content-advisor-new": async () => ({ params: {}, form: advisorForm }),
  "features/admin/routes/content-advisor": async () => ({
    params: { id: await auditedAdvisor() },
    form: { ...advisorForm, bio: "Edited biography." },
  }),
  // An administrator's own name and phone (issue 29): the signed-in super admin's row.
  "features/admin/routes/profile": async () => ({
    params: {},
    form: { fullName: "Audited Admin", phoneNumber: "+65 6123 4567" },
  }),
  "features/admin/routes/user": async () => ({ params: { id: await champion() }, form: { intent: "suspend" } }),
  "features/admin/routes/user-role": async () => ({
    params: { id: await champion() },
    form: { userType: "specialist" },
  }),
};

const consoleActions = classifiedActions().filter(
  (a) => a.access.class === "admin" || a.access.class === "super_admin",
);

async function auditRows() {
  const [row] = await db().select({ n: count() }).from(adminActivityLog);
  return row!.n;
}

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => Promise<unknown>;

describe("every console write is audited once", () => {
  it("names a case for every console action of the route table", () => {
    expect(consoleActions.map((a) => a.id).sort()).toEqual(Object.keys(cases).sort());
  });

  it.each(consoleActions.map((a) => [a.id, a] as const))("%s", async (id, classified) => {
    const superAdmin = await signedInAs(db(), "super_admin");
    const { params, form } = await cases[id]!();
    const route = classifiedRoutes().find((r) => r.id === id)!;
    const path = route.path.replace(/:(\w+)/g, (_, name: string) => params[name]!);
    const module = (await import(/* @vite-ignore */ `../../../app/${classified.file}`)) as { action: Handler };
    const before = await auditRows();
    const request = new Request(`http://localhost:3000${path}`, {
      method: "POST",
      headers: { cookie: superAdmin.cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form),
    });
    let status = 200;
    try {
      const answer = (await module.action({ request, params, context: { nonce: "", requestId: "" } })) as {
        type?: string;
        init?: { status?: number } | null;
      };
      if (answer?.type === "DataWithResponseInit") status = answer.init?.status ?? 200;
    } catch (thrown) {
      // A success that redirects (Post/Redirect/Get) is thrown or returned as a Response.
      if (!(thrown instanceof Response)) throw thrown;
      status = thrown.status;
    }
    expect(status, `${id} answered ${status}`).toBeLessThan(400);
    expect(await auditRows()).toBe(before + 1);
  });
});
