import { randomBytes, randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "~/lib/password.server";
import { addDays, todayInSingapore } from "~/lib/text/singapore-date";
import type { Db, Tx } from "~/lib/db.server";
import {
  accounts,
  appointmentRequests,
  appSettings,
  corporateSponsorships,
  corporates,
  enquiries,
  eventRegistrations,
  events,
  gpClinics,
  panelClinics,
  partnerReviews,
  screeningEntries,
  specialists,
  stories,
  users,
} from "../db/schema";
import { sampleApplications } from "../db/seed-data/applications";
import { SAMPLE_STORY_MARK, sampleEnquiries, sampleStories, sampleTeamRequests } from "../db/seed-data/console";
import { sampleCorporates } from "../db/seed-data/corporates";
import { sampleAttendees, sampleEvents } from "../db/seed-data/events";
import { sampleGpClinics } from "../db/seed-data/gp-clinics";
import { samplePanelClinics } from "../db/seed-data/panel-clinics";
import { sampleSpecialists } from "../db/seed-data/specialists";

export type SeedOptions = { demo: boolean; adminEmail?: string; adminPassword?: string; demoAccounts?: boolean };

/**
 * Partner accounts of the embedded demo, linked to the first sample clinic and specialist, so the
 * partner pages can be tried at once. Created only in the embedded demo (never on PostgreSQL).
 */
export const demoAccounts = [
  {
    email: "gp@demo.rid-crc.local",
    password: "Demo-Clinic-Pass-1",
    name: "Demo Clinic Manager",
    userType: "gpclinic" as const,
  },
  {
    email: "specialist@demo.rid-crc.local",
    password: "Demo-Specialist-Pass-1",
    name: "Dr Demo Specialist",
    userType: "specialist" as const,
  },
  {
    email: "champion@demo.rid-crc.local",
    password: "Demo-Champion-Pass-1",
    name: "Demo Champion",
    userType: "champion" as const,
  },
  {
    email: "corporate@demo.rid-crc.local",
    password: "Demo-Corporate-Pass-1",
    name: "Demo CSR Lead",
    userType: "corporate_contact" as const,
  },
];

/**
 * Idempotent: safe on every start. Settings and the first super admin always; the sample directory
 * (clearly marked is_sample) only in demo mode. Returns lines to print once (new credentials).
 */
export async function seed(db: Db, options: SeedOptions): Promise<string[]> {
  const printed: string[] = [];
  await db
    .insert(appSettings)
    .values({ settingName: "crc_test_unit_cost", settingValue: { cost: 355 } })
    .onConflictDoNothing();

  const admin = await ensureSuperAdmin(db, options);
  if (admin) printed.push(...admin);

  if (options.demo) await seedDemoDirectory(db);
  if (options.demo && options.demoAccounts) printed.push(...(await seedDemoAccounts(db)));
  if (options.demo) await seedDemoApplications(db);
  if (options.demo) await seedDemoConsole(db);
  if (options.demo) await seedDemoEvents(db);
  return printed;
}

async function ensureSuperAdmin(db: Db, { adminEmail, adminPassword, demo }: SeedOptions): Promise<string[] | null> {
  if (adminEmail && adminPassword) {
    const email = adminEmail.toLowerCase();
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email));
    if (existing) return null;
    await createAccount(db, { email, password: adminPassword, name: "Super Administrator", userType: "super_admin" });
    return [`Created the super admin account ${email} (password from ADMIN_PASSWORD).`];
  }
  if (!demo) return null;
  const [anyAdmin] = await db.select({ id: users.id }).from(users).where(eq(users.userType, "super_admin")).limit(1);
  if (anyAdmin) return null;
  const email = "admin@rid-crc.local";
  const password = `Rid-${randomBytes(12).toString("base64url")}9`;
  await createAccount(db, { email, password, name: "Demo Administrator", userType: "super_admin" });
  return [
    "",
    "  Demo super admin created (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own):",
    `    e-mail:   ${email}`,
    `    password: ${password}`,
    "",
  ];
}

type NewAccount = { email: string; password: string; name: string; userType: (typeof users.$inferInsert)["userType"] };

/** A verified e-mail-and-password account, written as better-auth stores one. */
export async function createAccount(db: Db | Tx, account: NewAccount): Promise<string> {
  const id = randomUUID();
  const password = await hashPassword(account.password);
  await db.transaction(async (tx) => {
    await tx
      .insert(users)
      .values({ id, email: account.email, fullName: account.name, userType: account.userType, emailVerified: true });
    await tx
      .insert(accounts)
      .values({ id: randomUUID(), accountId: id, providerId: "credential", userId: id, password });
  });
  return id;
}

async function seedDemoDirectory(db: Db) {
  await db.transaction(async (tx) => {
    const [gp] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(gpClinics)
      .where(eq(gpClinics.isSample, true));
    if (!gp?.n) {
      await tx
        .insert(gpClinics)
        .values(sampleGpClinics.map((c) => ({ ...c, approvalStatus: "approved" as const, isSample: true })));
    }
    const [sp] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(specialists)
      .where(eq(specialists.isSample, true));
    if (!sp?.n) {
      await tx
        .insert(specialists)
        .values(sampleSpecialists.map((s) => ({ ...s, approvalStatus: "approved" as const, isSample: true })));
    }
    await tx
      .insert(panelClinics)
      .values(samplePanelClinics.map((p) => ({ ...p, isSample: true })))
      .onConflictDoNothing();
    for (const { sponsorship, ...company } of sampleCorporates) {
      const [found] = await tx
        .select({ id: corporates.id })
        .from(corporates)
        .where(and(eq(corporates.uen, company.uen), eq(corporates.isSample, true)));
      if (found) continue;
      const [created] = await tx
        .insert(corporates)
        .values({ ...company, approvalStatus: "approved", isSample: true })
        .returning({ id: corporates.id });
      await tx.insert(corporateSponsorships).values({ ...sponsorship, corporateId: created!.id });
    }
  });
}

async function seedDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = [];
  for (const account of demoAccounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    // The account and its link to a sample partner record are written together or not at all.
    await db.transaction(async (tx) => {
      const id = await createAccount(tx, account);
      if (account.userType === "gpclinic" || account.userType === "specialist") {
        const table = account.userType === "gpclinic" ? gpClinics : specialists;
        // By name: the sample rows share one created_at, and the demo should manage the same
        // clinic on every fresh database.
        const name = account.userType === "gpclinic" ? gpClinics.clinicName : specialists.fullName;
        const [first] = await tx
          .select({ id: table.id })
          .from(table)
          .where(eq(table.isSample, true))
          .orderBy(name, table.id)
          .limit(1);
        if (first) await tx.update(table).set({ userId: id }).where(eq(table.id, first.id));
      }
      if (account.userType === "corporate_contact") {
        const [company] = await tx
          .select({ id: corporates.id })
          .from(corporates)
          .where(eq(corporates.isSample, true))
          .orderBy(corporates.companyName, corporates.id)
          .limit(1);
        if (company) {
          await tx.update(corporates).set({ userId: id }).where(eq(corporates.id, company.id));
          await tx.update(users).set({ corporateId: company.id }).where(eq(users.id, id));
        }
      }
      // Two negative FITs, the latest three months ago: the screening record and the dashboard's
      // Track My Screening tile show "due on" a date about nine months away (issue 26).
      if (account.userType === "champion") {
        const today = todayInSingapore();
        await tx.insert(screeningEntries).values([
          { userId: id, kind: "fit", testedOn: addDays(today, -455), result: "negative" },
          { userId: id, kind: "fit", testedOn: addDays(today, -91), result: "negative" },
        ]);
      }
    });
    created.push(`    ${account.userType.padEnd(17)} ${account.email} / ${account.password}`);
  }
  return created.length ? ["  Demo accounts (embedded demo only):", ...created, ""] : [];
}

/**
 * The demo's applications waiting for review (db/seed-data/applications.ts): an account with its
 * e-mail confirmed, its partner row in pending_review and the history so far. Their accounts have
 * random passwords: they are there to be reviewed, not to sign in.
 */
async function seedDemoApplications(db: Db) {
  const random = () => `Demo-${randomBytes(12).toString("base64url")}9a`;
  for (const kind of ["gp", "specialist", "corporate"] as const) {
    const { account } = sampleApplications[kind];
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    await db.transaction(async (tx) => {
      const userType = kind === "gp" ? "gpclinic" : kind === "specialist" ? "specialist" : "corporate_contact";
      const userId = await createAccount(tx, { ...account, password: random(), userType });
      const values = { userId, approvalStatus: "pending_review" as const, isSample: true };
      let partnerId: string;
      if (kind === "gp") {
        [{ id: partnerId }] = (await tx
          .insert(gpClinics)
          .values({ ...sampleApplications.gp.row, ...values })
          .returning({ id: gpClinics.id })) as [{ id: string }];
      } else if (kind === "specialist") {
        [{ id: partnerId }] = (await tx
          .insert(specialists)
          .values({ ...sampleApplications.specialist.row, ...values })
          .returning({ id: specialists.id })) as [{ id: string }];
      } else {
        const company = sampleApplications.corporate.row;
        [{ id: partnerId }] = (await tx
          .insert(corporates)
          .values({ ...company, ...values })
          .returning({ id: corporates.id })) as [{ id: string }];
        await tx.update(users).set({ corporateId: partnerId }).where(eq(users.id, userId));
        await tx.insert(corporateSponsorships).values({
          corporateId: partnerId,
          status: "pending",
          pledgeAmount: company.pledgeAmount,
          sponsorshipTier: "Gold Champion",
        });
      }
      await tx.insert(partnerReviews).values([
        { partnerKind: kind, partnerId, action: "submitted", toStatus: "pending_verification", actorId: userId },
        {
          partnerKind: kind,
          partnerId,
          action: "verified",
          fromStatus: "pending_verification",
          toStatus: "pending_review",
        },
      ]);
    });
  }
}

/** The console's demo queues (db/seed-data/console.ts): once, on the first start of the demo. */
async function seedDemoConsole(db: Db) {
  const [seeded] = await db
    .select({ id: stories.id })
    .from(stories)
    .where(sql`${stories.content} like ${`${SAMPLE_STORY_MARK}%`}`)
    .limit(1);
  if (seeded) return;
  const [champion] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoAccounts.find((a) => a.email.startsWith("champion@"))!.email));
  const day = 86_400_000;
  await db.transaction(async (tx) => {
    await tx.insert(stories).values(
      sampleStories.map((story, i) => ({
        ...story,
        userId: champion?.id ?? null,
        submittedAt: new Date(Date.now() - (i + 1) * 3_600_000),
      })),
    );
    const inAWeek = new Date(Date.now() + 7 * day).toISOString().slice(0, 10);
    await tx.insert(appointmentRequests).values(
      sampleTeamRequests.map(({ daysAgo, ...person }) => ({
        ...person,
        preferredClinic: "A clinic near my home (sample)",
        preferredDate: inAWeek,
        preferredTime: "morning" as const,
        createdAt: new Date(Date.now() - daysAgo * day),
      })),
    );
    await tx.insert(enquiries).values(
      sampleEnquiries.map(({ hoursAgo, ...enquiry }) => {
        const at = new Date(Date.now() - hoursAgo * 3_600_000);
        return { ...enquiry, consentedAt: at, createdAt: at };
      }),
    );
  });
}

/**
 * The demo's sample events (db/seed-data/events.ts), published, with a few sample registrations:
 * once, on the first start of the demo (none is written again once any sample event exists).
 */
async function seedDemoEvents(db: Db) {
  const [seeded] = await db.select({ id: events.id }).from(events).where(eq(events.isSample, true)).limit(1);
  if (seeded) return;
  const hour = 3_600_000;
  // Today's date in Singapore (UTC+8, no daylight saving), then each event's own day and time.
  const today = new Date(Date.now() + 8 * hour).toISOString().slice(0, 10);
  await db.transaction(async (tx) => {
    for (const { inDays, at, hours, registered, ...event } of sampleEvents) {
      const day = new Date(`${today}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() + inDays);
      const startsAt = new Date(`${day.toISOString().slice(0, 10)}T${at}:00+08:00`);
      const [row] = await tx
        .insert(events)
        .values({ ...event, startsAt, endsAt: new Date(startsAt.getTime() + hours * hour), isSample: true })
        .returning({ id: events.id });
      await tx.insert(eventRegistrations).values(
        sampleAttendees.slice(0, registered).map((name, i) => ({
          eventId: row!.id,
          name,
          email: `${name.split(" ").pop()!.toLowerCase()}.attendee@demo.rid-crc.local`,
          status: "registered" as const,
          confirmedAt: new Date(Date.now() - (i + 1) * hour),
          queuedAt: new Date(Date.now() - (i + 1) * hour),
        })),
      );
    }
  });
}
