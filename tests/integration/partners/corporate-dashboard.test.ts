import { randomUUID } from "node:crypto";
import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  adminActivityLog,
  appSettings,
  corporateSponsorships,
  corporates,
  emailOutbox,
  users,
} from "../../../db/schema";
import { signUpChampion } from "../../../app/features/accounts/sign-up.server";
import { corporateDashboardAction, corporateDashboardData } from "../../../app/features/corporate/index.server";
import type { CorporateDashboardData } from "../../../app/features/corporate";
import { certificateFor } from "../../../app/features/corporate/certificate.server";
import { pledgeMessages } from "../../../app/features/corporate/impact";
import { loader as certificateLoader } from "../../../app/features/corporate/routes/certificate";
import { decodeFlash } from "../../../app/lib/forms/flash.server";
import { pdfText } from "../../support/pdf";
import { messagesFor } from "../../../app/lib/i18n/messages.server";
import { useTestDatabase } from "../../support/db";
import { application, type App } from "../../support/partners";
import { failWrites } from "../../support/failing-writes";
import { signedInAs } from "../../support/sessions";

/** Issue #15: the corporate dashboard's figures, the invite link, the pledge form and the certificate. */
const db = useTestDatabase();

const request = () => new Request("http://localhost:3000/dashboard/corporate", { method: "POST" });
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

async function sponsor(app: App, values: Partial<typeof corporateSponsorships.$inferInsert>) {
  await db()
    .insert(corporateSponsorships)
    .values({ corporateId: app.id, status: "active", pledgeAmount: 0, ...values });
}

async function ready(app: App) {
  const data = await corporateDashboardData(app.user, request());
  if (data.state !== "ready") throw new Error(`expected a ready dashboard, got ${data.state}`);
  return data as Extract<CorporateDashboardData, { state: "ready" }>;
}

const pledgesOf = (app: App) =>
  db().select().from(corporateSponsorships).where(eq(corporateSponsorships.corporateId, app.id));

/** What an action answered: its status and body, whether it returned data() or a plain object. */
function answered(answer: unknown): {
  status: number;
  body: { pledge: { ok?: boolean; message?: string; result?: { error?: Record<string, string[] | null> } } };
} {
  const withInit = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (withInit?.type === "DataWithResponseInit")
    return { status: withInit.init?.status ?? 200, body: withInit.data as never };
  return { status: 200, body: answer as never };
}

describe("corporate dashboard figures", () => {
  it("counts the approved pledges: 50,000 at 355 funds 140, 7 early detections, Gold, toward Platinum", async () => {
    const app = await application("corporate", "approved");
    // Declined and pending pledges never count (approved ones add up: corporate-pledges.test.ts, issue 23).
    await sponsor(app, { status: "declined", pledgeAmount: 400_000, sponsorshipTier: "Diamond Champion" });
    await sponsor(app, { status: "pending", pledgeAmount: 400_000 });
    await sponsor(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    const data = await ready(app);
    expect(data.companyName).toBe(app.name);
    expect(data.figures).toEqual({
      tierLabel: "Gold Tier",
      pledge: "S$50,000",
      screeningsFunded: 140,
      livesImpacted: 140,
      earlyDetections: 7,
      employeeParticipation: 0,
    });
    expect(data.progress).toEqual({
      value: 140,
      max: 500,
      text: "140/500 lives impacted toward Platinum Champion tier",
    });
    expect(data.certificateAvailable).toBe(true);
    expect(data.invite.url).toMatch(/^http:\/\/localhost:3000\/join-the-movement\?company=[0-9a-f]{32}$/);
    expect(data.invite.qrSvg).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it.each(["en", "zh", "ms", "ta"] as const)(
    "%s: its figures, progress, invite and certificate link in the page's language (pledges.json)",
    async (lang) => {
      const app = await application("corporate", "approved");
      await sponsor(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
      await sponsor(app, { status: "pending", pledgeAmount: 1_000 });
      const address = `http://localhost:3000${lang === "en" ? "" : `/${lang}`}/dashboard/corporate`;
      const data = await corporateDashboardData(app.user, new Request(address, { method: "POST" }));
      if (data.state !== "ready") throw new Error(data.state);
      const m = messagesFor(lang, "pledges");
      const fill = (key: string, vars: Record<string, string>) =>
        m[key]!.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => vars[name] ?? whole);
      expect(data.figures.tierLabel).toBe(m["tier.gold"]);
      expect(data.words.latest).toBe(
        fill("dashboard.latest", { tier: m["tier.partner"]!, amount: "S$1,000", status: m["status.pending"]! }),
      );
      expect(data.words.impact).toBe(fill("dashboard.impact", { tier: m["tier.gold"]!, amount: "S$50,000" }));
      expect(data.progress.text).toBe(
        fill("dashboard.toward_other", { value: "140", max: "500", tier: m["champion.platinum"]! }),
      );
      for (const [word, key] of [
        [data.words.inviteTitle, "dashboard.inviteTitle"],
        [data.words.inviteText, "dashboard.inviteText"],
        [data.words.qrAlt, "dashboard.qrAlt"],
        [data.words.certificate, "dashboard.certificate"],
        [data.words.figures.lives, "dashboard.figureLives"],
        [data.words.progress, "dashboard.progress"],
      ])
        expect(word, key).toBe(m[key!]);
      expect(data.words.accountLinks.data).toBe(messagesFor(lang, "profiles")["profile.yourData"]);
      if (lang === "en") {
        expect(data.words.latest).toBe("Latest sponsorship: Partner, S$1,000 (Awaiting approval)");
        expect(data.words.impact).toBe("Your impact (Gold Tier, S$50,000 approved)");
      } else expect(JSON.stringify(data.words)).not.toMatch(/Your impact|Invite your|Tier progress|Download your/);
    },
  );

  it("follows the unit cost setting", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    await db()
      .insert(appSettings)
      .values({ settingName: "crc_test_unit_cost", settingValue: { cost: 500 } });
    try {
      const data = await ready(app);
      expect(data.figures).toMatchObject({ screeningsFunded: 100, livesImpacted: 100, earlyDetections: 5 });
      expect(data.progress.text).toBe("100/500 lives impacted toward Platinum Champion tier");
    } finally {
      await db().delete(appSettings).where(eq(appSettings.settingName, "crc_test_unit_cost"));
    }
  });

  it("shows Partner and zero figures with nothing active; the latest (pending) pledge as awaiting approval", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { status: "pending", pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const data = await ready(app);
    expect(data.figures).toMatchObject({ tierLabel: "Partner", screeningsFunded: 0, earlyDetections: 0 });
    expect(data.latest).toEqual({
      tierLabel: "Platinum Tier",
      pledge: "S$200,000",
      statusLabel: "Awaiting approval",
      pending: true,
    });
    expect(data.progress).toEqual({ value: 0, max: 100, text: "0/100 lives impacted toward Gold Champion tier" });
    expect(data.certificateAvailable).toBe(false);
    expect(data.pledgeForm.pendingMessage).toBe(pledgeMessages.pendingExists);
  });

  it("gives the top tier its own progress text", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { pledgeAmount: 360_000, sponsorshipTier: "Diamond Champion" });
    const data = await ready(app);
    expect(data.progress).toEqual({
      value: 1014,
      max: 1014,
      text: "1014 lives impacted: Diamond Champion, our top tier",
    });
    expect(data.figures.tierLabel).toBe("Diamond Tier");
  });

  it("says the account is not linked to a company, rather than failing", async () => {
    const { id, email } = await signedInAs(db(), "corporate_contact");
    const user = {
      id,
      email,
      name: "x",
      userType: "corporate_contact" as const,
      status: "active",
      emailVerified: true,
      twoFactorEnabled: false,
    };
    expect(await corporateDashboardData(user, request())).toEqual({
      state: "no-company",
      message: "Your account is not linked to a company.",
      home: "Return to Home",
    });
  });
});

describe("employee participation through the invite link", () => {
  it("counts only Champions who joined through this company's link; an unknown code is ignored", async () => {
    const app = await application("corporate", "approved");
    const other = await application("corporate", "approved");
    const code = (await ready(app)).invite.url.split("company=")[1]!;
    const otherCode = (await ready(other)).invite.url.split("company=")[1]!;
    const join = async (company: string) => {
      const email = `joiner-${randomUUID()}@test.example`;
      const outcome = await signUpChampion(new Request("http://localhost:3000/join-the-movement", { method: "POST" }), {
        fullName: "Joiner",
        email,
        password: "Correct-Horse-9",
        company,
      });
      expect(outcome).toEqual({ ok: true });
      const [row] = await db().select().from(users).where(eq(users.email, email));
      return row!;
    };
    expect((await join(code)).joinedThroughCorporateId).toBe(app.id);
    expect((await join(code)).joinedThroughCorporateId).toBe(app.id);
    expect((await join(otherCode)).joinedThroughCorporateId).toBe(other.id);
    expect((await join("no-such-code")).joinedThroughCorporateId).toBeNull();
    expect((await ready(app)).figures.employeeParticipation).toBe(2);
    expect((await ready(other)).figures.employeeParticipation).toBe(1);
  });

  it("ignores the code of a company that is not approved", async () => {
    const pending = await application("corporate", "pending_review");
    const [row] = await db()
      .select({ code: corporates.inviteCode })
      .from(corporates)
      .where(eq(corporates.id, pending.id));
    const email = `joiner-${randomUUID()}@test.example`;
    await signUpChampion(new Request("http://localhost:3000/join-the-movement", { method: "POST" }), {
      fullName: "Joiner",
      email,
      password: "Correct-Horse-9",
      company: row!.code!,
    });
    const [joined] = await db().select().from(users).where(eq(users.email, email));
    expect(joined!.joinedThroughCorporateId).toBeNull();
  });
});

describe("raising a pledge", () => {
  it("refuses bad amounts at the field and writes nothing", async () => {
    const app = await application("corporate", "approved");
    const cases: [string, string][] = [
      ["-500", "Enter a pledge amount in whole dollars, for example 50000."],
      ["750", "Enter a pledge in steps of 500."],
      ["abc", "Enter a pledge amount in whole dollars, for example 50000."],
      ["", "Enter a pledge amount in whole dollars, for example 50000."],
      ["100000500", pledgeMessages.tooLarge],
      ["99999999999999999999", pledgeMessages.tooLarge],
      ["0", pledgeMessages.tooSmall],
    ];
    const [mailsBefore] = await db().select({ n: count() }).from(emailOutbox);
    for (const [pledge, message] of cases) {
      const { status, body } = answered(
        await corporateDashboardAction(app.user, request(), form({ intent: "pledge", pledge })),
      );
      expect(status, pledge).toBe(400);
      expect(body.pledge.result?.error?.pledge, pledge).toEqual([message]);
    }
    expect(await pledgesOf(app)).toEqual([]);
    const [mailsAfter] = await db().select({ n: count() }).from(emailOutbox);
    expect(mailsAfter!.n).toBe(mailsBefore!.n);
  });

  it("creates one pending pledge with its audit row and the team's e-mail; a second waits its turn", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { pledgeAmount: 50_000, sponsorshipTier: "Gold Champion" });
    const first = answered(
      await corporateDashboardAction(app.user, request(), form({ intent: "pledge", pledge: "200,000" })),
    );
    expect(first.body.pledge).toMatchObject({ ok: true, message: pledgeMessages.raised });
    const rows = await pledgesOf(app);
    const pending = rows.find((r) => r.status === "pending")!;
    expect(pending).toMatchObject({
      pledgeAmount: 200_000,
      sponsorshipTier: "Platinum Champion",
      requestedBy: app.userId,
    });
    const [log] = await db().select().from(adminActivityLog).where(eq(adminActivityLog.targetId, pending.id));
    expect(log).toMatchObject({ action: "corporate.pledge", adminId: app.userId });
    const mails = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, "hello@rid-crc.sg"), eq(emailOutbox.subject, `New pledge to review: ${app.name}`)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain("S$200,000, funding 563 screening tests (Platinum Champion)");
    // Not counted until approved.
    expect((await ready(app)).figures).toMatchObject({ tierLabel: "Gold Tier", screeningsFunded: 140 });

    const second = answered(
      await corporateDashboardAction(app.user, request(), form({ intent: "pledge", pledge: "500" })),
    );
    expect(second.status).toBe(409);
    expect(second.body.pledge.result?.error?.[""]).toEqual([pledgeMessages.pendingExists]);
    expect(await pledgesOf(app)).toHaveLength(2);
  });

  it("two pledges sent at once leave one pending", async () => {
    const app = await application("corporate", "approved");
    const answers = await Promise.all(
      ["1000", "1500", "2000"].map((pledge) =>
        corporateDashboardAction(app.user, request(), form({ intent: "pledge", pledge })),
      ),
    );
    expect(answers.map((a) => answered(a).status).sort()).toEqual([200, 409, 409]);
    expect(await pledgesOf(app)).toHaveLength(1);
  });
});

describe("when the database fails", () => {
  it("says the sponsorship details could not be fetched, and a failed pledge says so, writing nothing", async () => {
    const app = await application("corporate", "approved");
    const lift = await failWrites(db(), "corporate_sponsorships", "INSERT");
    try {
      const { status, body } = answered(
        await corporateDashboardAction(app.user, request(), form({ intent: "pledge", pledge: "50000" })),
      );
      expect(status).toBe(500);
      expect(body.pledge.result?.error?.[""]).toEqual([pledgeMessages.unexpected]);
    } finally {
      await lift();
    }
    expect(await db().select().from(adminActivityLog).where(eq(adminActivityLog.adminId, app.userId))).toEqual([]);
    await db().execute(sql`ALTER TABLE corporate_sponsorships RENAME TO corporate_sponsorships_away`);
    try {
      expect(await corporateDashboardData(app.user, request())).toEqual({
        state: "error",
        message: "Could not fetch sponsorship details.",
        home: "Return to Home",
      });
    } finally {
      await db().execute(sql`ALTER TABLE corporate_sponsorships_away RENAME TO corporate_sponsorships`);
    }
  });
});

describe("certificate", () => {
  const pdfRequest = (cookie: string) =>
    new Request("http://localhost:3000/dashboard/corporate/certificate.pdf", { headers: { cookie } });

  it("is a real PDF naming the company, the approved tier, the tests funded and the date", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { pledgeAmount: 200_000, sponsorshipTier: "Platinum Champion" });
    const certificate = await certificateFor(app.user);
    if (!certificate.ok) throw new Error(certificate.message);
    const { text } = await pdfText(new Uint8Array(certificate.pdf));
    expect(text).toContain(app.name);
    expect(text).toContain("Platinum Champion");
    expect(text).toContain("563");
    expect(text).toMatch(/Issued on \d{1,2} [A-Z][a-z]{2} \d{4}/);
  });

  it("is refused below Gold with the reason on the dashboard, never a 500; only the contact's own company", async () => {
    const app = await application("corporate", "approved");
    await sponsor(app, { pledgeAmount: 10_000, sponsorshipTier: null });
    expect(await certificateFor(app.user)).toMatchObject({ ok: false, status: 403 });
    const contact = await signedInAs(db(), "corporate_contact");
    const answer = await certificateLoader({ request: pdfRequest(contact.cookie) }).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    const refused = answer as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/dashboard/corporate");
    const flash = decodeFlash(decodeURIComponent(/rid_flash=([^;]+)/.exec(refused.headers.get("set-cookie")!)![1]!));
    expect(flash?.message).toBe("Your account is not linked to a company.");
  });
});
