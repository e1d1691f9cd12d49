import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { gpClinics } from "../../../db/schema";
import type { GpClinicProfileInput } from "../../../app/features/accounts/profile/profile.schema";
import { saveGpClinicProfile } from "../../../app/features/accounts/profile/profile.server";
import { listGpClinics } from "../../../app/features/directory/gp-directory.server";
import { decisionSchema } from "../../../app/features/partners/review/decision.schema";
import { decide } from "../../../app/features/partners/review/review.server";
import { queueFilters, reviewQueue } from "../../../app/features/partners/review/queue.server";
import { env } from "../../../app/lib/env.server";
import { useTestDatabase } from "../../support/db";

import {
  unique,
  mailsTo,
  historyOf,
  logsOf,
  application,
  reviewer,
  adminRequest,
  decision,
} from "../../support/partners";

// Partner review, identity changes of an approved partner (issue #13), on the database; the decisions are in partner-review.test.ts. Helpers: tests/support/partners.ts.

const db = useTestDatabase();

describe("identity changes of an approved GP clinic wait for the team", () => {
  const profile = (over: Partial<GpClinicProfileInput>): GpClinicProfileInput => ({
    contactPersonName: "Mdm Lee Bee Hoon",
    phoneNumber: "+65 6234 5678",
    clinicName: "unused",
    doctorFullName: "Dr Lim Test",
    licenseNumber: "unused",
    address: "Blk 1 Bedok North Road, #01-01",
    postalCode: "460001",
    region: "East",
    servicesOffered: ["FIT Test", "Basic Consultations"],
    operatingHours: { weekdays: "9am - 6pm", saturday: "", sunday: "", publicHoliday: "" },
    languagesSpoken: null,
    website: null,
    description: null,
    ...over,
  });
  const clinic = async (id: string) => (await db().select().from(gpClinics).where(eq(gpClinics.id, id)))[0]!;
  const listedNames = async (search: string) =>
    (await listGpClinics({ search, page: 1 })).items.map((c) => c.clinicName);

  it("holds a new name and licence in pending_changes, then applies them when accepted", async () => {
    const admin = await reviewer("changes");
    const app = await application("gp", "approved");
    const old = await clinic(app.id);
    const newName = unique("Renamed Family Clinic");
    const newLicence = unique("NEWLIC").toUpperCase();

    const saved = await saveGpClinicProfile(
      app.userId,
      profile({
        clinicName: newName,
        licenseNumber: newLicence,
        address: "2 New Address Road",
        doctorFullName: "Dr New Doctor",
      }),
    );
    expect(saved).toEqual({ ok: true });
    const held = await clinic(app.id);
    expect(held).toMatchObject({
      clinicName: old.clinicName,
      licenseNumber: old.licenseNumber,
      pendingChanges: { clinicName: newName, licenseNumber: newLicence },
      approvalStatus: "approved",
      // What is not an identity field changes at once.
      address: "2 New Address Road",
      doctorFullName: "Dr New Doctor",
    });
    const history = await historyOf("gp", app.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      action: "changes_submitted",
      fromStatus: "approved",
      toStatus: "approved",
      actorId: app.userId,
    });
    expect(history[0]!.message).toContain(newName);
    expect(history[0]!.message).toContain(newLicence);
    const team = (await mailsTo(env().CONTACT_EMAIL)).filter((m) => m.text.includes(`/admin/partners/gp/${app.id}`));
    expect(team).toHaveLength(1);
    expect(team[0]!.subject).toBe("A partner changed its identity details: review needed");

    // The directory keeps the approved name until the team accepts.
    expect(await listedNames(old.clinicName)).toEqual([old.clinicName]);
    expect(await listedNames(newName)).toEqual([]);
    // The queue shows it among the changes waiting.
    const queued = await reviewQueue(
      queueFilters(new URL(`http://x/admin/partners?state=changes&q=${encodeURIComponent(old.clinicName)}`)),
    );
    expect(queued.items.map((i) => [i.id, i.hasChanges])).toEqual([[app.id, true]]);

    // Saving the same again writes no second entry and no second e-mail.
    await saveGpClinicProfile(
      app.userId,
      profile({ clinicName: newName, licenseNumber: newLicence, address: "2 New Address Road" }),
    );
    expect(await historyOf("gp", app.id)).toHaveLength(1);
    expect(
      (await mailsTo(env().CONTACT_EMAIL)).filter((m) => m.text.includes(`/admin/partners/gp/${app.id}`)),
    ).toHaveLength(1);

    const accepted = await decide(adminRequest(), admin, decision(app, "accept_changes", "approved"));
    expect(accepted).toEqual({
      ok: true,
      message: `Accept the changes: ${old.clinicName}. The applicant has been told by e-mail.`,
    });
    expect(await clinic(app.id)).toMatchObject({
      clinicName: newName,
      licenseNumber: newLicence,
      pendingChanges: null,
      approvalStatus: "approved",
    });
    expect((await historyOf("gp", app.id)).at(-1)).toMatchObject({ action: "changes_accepted", actorId: admin.id });
    expect((await logsOf(app.id))[0]!.after).toMatchObject({
      changes: { clinicName: newName, licenseNumber: newLicence },
    });
    expect((await mailsTo(app.email)).map((m) => m.subject)).toEqual(["Your RID-CRC listing details are updated"]);
    expect(await listedNames(newName)).toEqual([newName]);

    // Nothing is left to accept: a second accept changes nothing.
    const again = await decide(adminRequest(), admin, decision(app, "accept_changes", "approved"));
    expect(again).toEqual({
      ok: false,
      status: 409,
      message: "There are no changes waiting for review. Nothing was changed.",
    });
  });

  it("declines a change (a reason is required) and keeps the approved values", async () => {
    const admin = await reviewer("decliner");
    const app = await application("gp", "approved");
    const old = await clinic(app.id);
    await saveGpClinicProfile(
      app.userId,
      profile({ clinicName: unique("Wanted Name"), licenseNumber: old.licenseNumber }),
    );
    expect(Object.keys((await clinic(app.id)).pendingChanges ?? {})).toEqual(["clinicName"]);

    const parsed = decisionSchema.safeParse({ decision: "decline_changes", expected: "approved" });
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      "Please write what you need from the applicant, or the reason, so they know what to do next",
    ]);
    const reason = "The new name does not match the MOH licence.";
    expect((await decide(adminRequest(), admin, decision(app, "decline_changes", "approved", reason))).ok).toBe(true);
    expect(await clinic(app.id)).toMatchObject({
      clinicName: old.clinicName,
      licenseNumber: old.licenseNumber,
      pendingChanges: null,
      approvalStatus: "approved",
    });
    expect((await historyOf("gp", app.id)).at(-1)).toMatchObject({ action: "changes_declined", message: reason });
    const [mail] = await mailsTo(app.email);
    expect(mail!.subject).toBe("The change to your RID-CRC details was not accepted");
    expect(mail!.text).toContain(reason);
  });

  it("saving the approved value again takes it out of pending_changes", async () => {
    const app = await application("gp", "approved");
    const old = await clinic(app.id);
    const wanted = unique("Second Thoughts Clinic");
    await saveGpClinicProfile(app.userId, profile({ clinicName: wanted, licenseNumber: "LIC-CHANGED" }));
    expect((await clinic(app.id)).pendingChanges).toEqual({ clinicName: wanted, licenseNumber: "LIC-CHANGED" });
    await saveGpClinicProfile(app.userId, profile({ clinicName: wanted, licenseNumber: old.licenseNumber }));
    expect((await clinic(app.id)).pendingChanges).toEqual({ clinicName: wanted });
    await saveGpClinicProfile(app.userId, profile({ clinicName: old.clinicName, licenseNumber: old.licenseNumber }));
    expect(await clinic(app.id)).toMatchObject({
      clinicName: old.clinicName,
      licenseNumber: old.licenseNumber,
      pendingChanges: null,
    });
  });

  it("an application not yet approved changes its name directly", async () => {
    const app = await application("gp", "pending_review");
    const renamed = unique("Direct Rename Clinic");
    expect(
      await saveGpClinicProfile(app.userId, profile({ clinicName: renamed, licenseNumber: "LIC-DIRECT" })),
    ).toEqual({
      ok: true,
    });
    expect(await clinic(app.id)).toMatchObject({
      clinicName: renamed,
      licenseNumber: "LIC-DIRECT",
      pendingChanges: null,
    });
    expect(await historyOf("gp", app.id)).toHaveLength(0);
  });
});

// =============================================================================================
// 5. The queue
