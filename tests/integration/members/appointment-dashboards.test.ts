import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appointmentRequests } from "../../../db/schema";
import * as dashboard from "../../../app/features/dashboards/routes/dashboard";
import { useTestDatabase } from "../../support/db";
import { routeOutcome } from "../../support/route-outcome";
import { signedInAs } from "../../support/sessions";
import { addGpClinic, addSpecialist, context, requestsTo, submit, validFields } from "../../support/appointments";

// Requests made to a partner's clinic, on its dashboard: the list and the status it may change.

const db = useTestDatabase();

describe("Appointment requests on the partner dashboards (issue #5)", () => {
  async function setUp() {
    const owner = await signedInAs(db(), "gpclinic");
    const clinic = await addGpClinic(owner.id);
    const first = validFields({ clinic: `gp:${clinic.id}`, name: "First Requester" });
    const second = validFields({ clinic: `gp:${clinic.id}`, name: "Second Requester", preferredTime: "afternoon" });
    await submit(first);
    await submit(second);
    const [row] = await requestsTo(first.email!);
    return { owner, clinic, row: row! };
  }

  const as = (cookie: string | null, path: string, form?: Record<string, string>) => {
    const headers = new Headers(cookie ? { cookie } : {});
    if (!form) return new Request(`http://localhost:3000${path}`, { headers });
    return new Request(`http://localhost:3000${path}`, { method: "POST", headers, body: new URLSearchParams(form) });
  };
  const load = async (cookie: string, path: string) =>
    (await dashboard.loader({ request: as(cookie, path), params: {}, pattern: path, context } as never)) as Awaited<
      ReturnType<typeof dashboard.loader>
    >;
  const post = (cookie: string | null, path: string, form: Record<string, string>) =>
    routeOutcome(() =>
      dashboard.action({ request: as(cookie, path, form), params: {}, pattern: path, context } as never),
    );
  const statusOf = async (id: string) =>
    (await db().select().from(appointmentRequests).where(eq(appointmentRequests.id, id)))[0]!.status;

  it("lists the clinic's own requests, newest first, ready to read", async () => {
    const { owner, clinic } = await setUp();
    const page = await load(owner.cookie, "/dashboard/gp-clinic");
    expect(page.appointments?.clinicName).toBe(clinic.name);
    expect(page.appointments?.requests.map((r) => [r.name, r.timeLabel, r.status])).toEqual([
      ["Second Requester", "Afternoon (12PM-5PM)", "new"],
      ["First Requester", "Morning (9AM-12PM)", "new"],
    ]);
    expect(page.appointments?.requests[0]!.preferredDateLabel).toMatch(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);

    // Another clinic's account sees none of them; a super admin has no clinic.
    const other = await signedInAs(db(), "gpclinic");
    await addGpClinic(other.id);
    expect((await load(other.cookie, "/dashboard/gp-clinic")).appointments?.requests).toEqual([]);
    const admin = await signedInAs(db(), "super_admin");
    expect((await load(admin.cookie, "/dashboard/gp-clinic")).appointments).toMatchObject({
      clinicName: null,
      requests: [],
    });
    // The champion dashboard has no request list.
    const champion = await signedInAs(db(), "champion");
    expect((await load(champion.cookie, "/dashboard/champion")).appointments).toBeNull();
  });

  it("lets the owner change a status, and nobody else", async () => {
    const { owner, row } = await setUp();
    const change = { id: row.id, status: "contacted" };

    const otherGp = await signedInAs(db(), "gpclinic");
    await addGpClinic(otherGp.id);
    const specialist = await signedInAs(db(), "specialist");
    await addSpecialist(specialist.id);
    const champion = await signedInAs(db(), "champion");
    const admin = await signedInAs(db(), "super_admin");

    expect(await post(otherGp.cookie, "/dashboard/gp-clinic", change)).toBe("status 404");
    expect(await post(specialist.cookie, "/dashboard/gp-clinic", change)).toBe("redirect /dashboard/specialist");
    expect(await post(specialist.cookie, "/dashboard/specialist", change)).toBe("status 404");
    expect(await post(champion.cookie, "/dashboard/gp-clinic", change)).toBe("redirect /dashboard/champion");
    expect(await post(champion.cookie, "/dashboard/champion", change)).toBe("status 404");
    expect(await post(admin.cookie, "/dashboard/gp-clinic", change)).toBe("status 404");
    expect(await post(null, "/dashboard/gp-clinic", change)).toBe(
      `redirect /login?redirectTo=${encodeURIComponent("/dashboard/gp-clinic")}`,
    );
    expect(await statusOf(row.id)).toBe("new");

    // A status outside the list is refused; the owner's change goes through.
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: row.id, status: "deleted" })).toBe("status 400");
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: "not-an-id", status: "closed" })).toBe("status 404");
    expect(await statusOf(row.id)).toBe("new");
    const result = await dashboard.action({
      request: as(owner.cookie, "/dashboard/gp-clinic", change),
      params: {},
      pattern: "/dashboard/gp-clinic",
      context,
    } as never);
    expect(result).toEqual({
      error: null,
      updated: { id: row.id, message: "The request from First Requester is now marked Contacted." },
    });
    expect(await statusOf(row.id)).toBe("contacted");
    expect(await post(owner.cookie, "/dashboard/gp-clinic", { id: row.id, status: "closed" })).toBe("page");
    expect(await statusOf(row.id)).toBe("closed");
  });
});
