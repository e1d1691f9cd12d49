import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { adminActivityLog, appointmentRequests, gpClinics, stories } from "../../../db/schema";
import { createAccount } from "../../../server/seed";
import { moderateStory, storyQueue } from "../../../app/features/community/moderation/moderation.server";
import { storyDecisionSchema } from "../../../app/features/community/moderation/decision.schema";
import { storyMessages } from "../../../app/features/community/moderation/states";
import { appointmentMessages } from "../../../app/features/directory/appointments/messages";
import {
  lateRequestCount,
  teamRequests,
  updateTeamRequest,
} from "../../../app/features/directory/appointments/team-requests.server";
import { approvedStories } from "../../../app/features/community/stories/stories.server";
import { useTestDatabase } from "../../support/db";
import { adminRequest, mailsTo, reviewer } from "../../support/partners";

const db = useTestDatabase();

async function auditCount() {
  const [row] = await db().select({ n: count() }).from(adminActivityLog);
  return row!.n;
}

async function story(values: Partial<typeof stories.$inferInsert> = {}) {
  const email = `author-${randomUUID()}@test.example`;
  const userId = await createAccount(db(), {
    email,
    password: "Author-Pass-1",
    name: "Siti Author",
    userType: "champion",
  });
  const [row] = await db()
    .insert(stories)
    .values({
      userId,
      storyType: "Caregiver",
      experienceType: "Undergoing a colonoscopy",
      location: "Singapore",
      content: `My father's colonoscopy found polyps in time. ${randomUUID()}`,
      ...values,
    })
    .returning();
  return { ...row!, email };
}

const decide = (id: string, decision: string, expected: string, reason?: string) =>
  storyDecisionSchema.parse({ id, decision, expected, reason });

describe("story moderation", () => {
  it("approving a public story lists it on /stories, with one audit row", async () => {
    const admin = await reviewer("stories-a");
    const s = await story();
    const before = await auditCount();
    expect(await moderateStory(adminRequest(), admin, decide(s.id, "approve", "pending"))).toEqual({
      ok: true,
      message: storyMessages.approved,
    });
    expect((await approvedStories({ role: "", location: "" })).map((x) => x.id)).toContain(s.id);
    expect(await auditCount()).toBe(before + 1);
    const [log] = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, s.id));
    expect(log).toMatchObject({
      action: "story.approve",
      actorEmail: admin.email,
      before: { state: "pending" },
      after: { state: "published" },
      ipAddress: "203.0.113.7",
    });
  });

  it("approving a story its author kept private never publishes it", async () => {
    const admin = await reviewer("stories-b");
    const s = await story({ isPublic: false });
    const outcome = await moderateStory(adminRequest(), admin, decide(s.id, "approve", "pending"));
    expect(outcome).toEqual({ ok: true, message: storyMessages.approvedPrivate });
    expect((await approvedStories({ role: "", location: "" })).map((x) => x.id)).not.toContain(s.id);
  });

  it("a rejection needs a reason, which is e-mailed to the author; then it can be found under Rejected", async () => {
    for (const reason of [undefined, "", "   "]) {
      const parsed = storyDecisionSchema.safeParse({
        id: randomUUID(),
        decision: "reject",
        expected: "pending",
        reason,
      });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => [i.path.join("."), i.message])).toEqual([
        ["reason", storyMessages.reasonRequired],
      ]);
    }
    const admin = await reviewer("stories-c");
    const s = await story();
    const reason = "It names a doctor who did not agree to be named.";
    expect(await moderateStory(adminRequest(), admin, decide(s.id, "reject", "pending", reason))).toEqual({
      ok: true,
      message: storyMessages.rejected,
    });
    const [mail] = await mailsTo(s.email);
    expect(mail!.subject).toBe("About the story you shared with RID-CRC");
    expect(mail!.text).toContain(reason);
    const rejected = await storyQueue({ state: "rejected", page: 1 });
    expect(rejected.stories.find((x) => x.id === s.id)).toMatchObject({ state: "rejected", rejectionReason: reason });
  });

  it("unpublish takes a story off /stories; a decision that does not apply is refused and nothing is written", async () => {
    const admin = await reviewer("stories-d");
    const s = await story();
    await moderateStory(adminRequest(), admin, decide(s.id, "approve", "pending"));
    const before = await auditCount();
    const wrong = await moderateStory(adminRequest(), admin, decide(s.id, "reject", "published", "no"));
    expect(wrong).toEqual({ ok: false, status: 409, message: storyMessages.notAllowed("Approved") });
    expect(await auditCount()).toBe(before);
    expect(await moderateStory(adminRequest(), admin, decide(s.id, "unpublish", "published"))).toEqual({
      ok: true,
      message: storyMessages.unpublished,
    });
    expect((await approvedStories({ role: "", location: "" })).map((x) => x.id)).not.toContain(s.id);
    expect((await storyQueue({ state: "unpublished", page: 1 })).stories.map((x) => x.id)).toContain(s.id);
  });

  it("two moderators at once: exactly one decision holds, the other is told", async () => {
    const [first, second] = [await reviewer("stories-e1"), await reviewer("stories-e2")];
    for (let round = 0; round < 5; round++) {
      const s = await story();
      const before = await auditCount();
      const outcomes = await Promise.all([
        moderateStory(adminRequest(), first, decide(s.id, "approve", "pending")),
        moderateStory(adminRequest(), second, decide(s.id, "reject", "pending", "Duplicate of another story.")),
      ]);
      expect(outcomes.filter((o) => o.ok)).toHaveLength(1);
      expect(outcomes.filter((o) => !o.ok)).toEqual([{ ok: false, status: 409, message: storyMessages.changed }]);
      expect(await auditCount()).toBe(before + 1);
    }
  });

  it("an unknown story is not found and nothing is written", async () => {
    const admin = await reviewer("stories-f");
    const before = await auditCount();
    expect(await moderateStory(adminRequest(), admin, decide(randomUUID(), "approve", "pending"))).toEqual({
      ok: false,
      status: 404,
      message: storyMessages.notFound,
    });
    expect(await auditCount()).toBe(before);
  });
});

async function appointment(values: Partial<typeof appointmentRequests.$inferInsert> = {}) {
  const [row] = await db()
    .insert(appointmentRequests)
    .values({
      name: `Tan ${randomUUID().slice(0, 6)}`,
      email: "person@test.example",
      phone: "+65 9123 4567",
      preferredClinic: "A clinic I typed",
      preferredDate: "2026-12-01",
      preferredTime: "morning",
      ...values,
    })
    .returning();
  return row!;
}

describe("appointment requests for the team", () => {
  it("lists only the requests no partner account receives, and marks those past 1 business day", async () => {
    const partner = await createAccount(db(), {
      email: `partner-${randomUUID()}@test.example`,
      password: "Partner-Pass-1",
      name: "Partner",
      userType: "gpclinic",
    });
    const [clinic] = await db()
      .insert(gpClinics)
      .values({
        userId: partner,
        clinicName: "Managed Clinic",
        doctorFullName: "Dr Managed",
        address: "1 Raffles Place",
        postalCode: "048616",
        region: "Central",
        licenseNumber: `L-${randomUUID().slice(0, 6)}`,
        approvalStatus: "approved",
      })
      .returning();
    // Tuesday 10:00 in Singapore; the promise runs out one business day after the request.
    const now = new Date("2026-11-24T02:00:00Z");
    const lateOne = await appointment({ createdAt: new Date("2026-11-20T02:00:00Z") });
    const fresh = await appointment({ createdAt: new Date("2026-11-23T09:00:00Z") });
    const managed = await appointment({ gpClinicId: clinic!.id, createdAt: new Date("2026-11-20T02:00:00Z") });
    const listed = await teamRequests({ status: null, late: false, page: 1 }, now);
    const ids = listed.requests.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([lateOne.id, fresh.id]));
    expect(ids).not.toContain(managed.id);
    expect(listed.requests.find((r) => r.id === lateOne.id)!.late).toBe(true);
    expect(listed.requests.find((r) => r.id === fresh.id)!.late).toBe(false);
    const onlyLate = await teamRequests({ status: null, late: true, page: 1 }, now);
    expect(onlyLate.requests.map((r) => r.id)).toContain(lateOne.id);
    expect(onlyLate.requests.map((r) => r.id)).not.toContain(fresh.id);
    expect(await lateRequestCount(now)).toBe(onlyLate.requests.length);
  });

  it("updates a request's status with one audit row; a stale or unknown one changes nothing", async () => {
    const admin = await reviewer("appointments-a");
    const r = await appointment();
    const before = await auditCount();
    expect(await updateTeamRequest(adminRequest(), admin, { id: r.id, status: "contacted", expected: "new" })).toEqual({
      ok: true,
      message: appointmentMessages.updated(r.name, "Contacted"),
    });
    expect(await auditCount()).toBe(before + 1);
    expect(await updateTeamRequest(adminRequest(), admin, { id: r.id, status: "closed", expected: "new" })).toEqual({
      ok: false,
      status: 409,
      message: appointmentMessages.changed,
    });
    expect(
      await updateTeamRequest(adminRequest(), admin, { id: randomUUID(), status: "closed", expected: "new" }),
    ).toEqual({
      ok: false,
      status: 404,
      message: appointmentMessages.notFound,
    });
    expect(await auditCount()).toBe(before + 1);
    const [row] = await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, r.id));
    expect(row!.status).toBe("contacted");
  });
});
