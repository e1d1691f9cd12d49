import { randomUUID } from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { and, count, desc, eq, isNull } from "drizzle-orm";
import QRCode from "qrcode";
import { data } from "react-router";
import { corporateSponsorships, corporates, users } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { nextPublishedEvent } from "~/features/events/index.server";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import { dollars, money, moneyIn } from "~/lib/text/money";
import { canonical } from "~/lib/page/seo.server";
import { momentIn } from "~/lib/i18n/dates";
import { pageWords } from "~/lib/i18n/says.server";
import type { CorporateActionData, CorporateDashboardData } from "./dashboard-types";
import { PLEDGE_MAX, impactFigures, pledgeMessages, tierProgress } from "./impact";
import { pledgeSchema } from "./pledges/pledge.schema";
import { raisePledge } from "./pledges/pledges.server";
import { unitCost } from "./sponsors.server";
import { approvedTotal } from "./totals.server";
import {
  myPledgeWords,
  pledgeReplyIn,
  pledgeSayIn,
  previewWordsIn,
  tierLabelIn,
  tierNameIn,
} from "./pledges/localized.server";
import { languageTags, type Lang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { PLEDGE_STEP, higherTier, testsFunded, tierLabel, tiers } from "./tiers";

/** The company the signed-in contact manages (corporates.user_id), or null. */
async function contactCompany(userId: string) {
  const [company] = await db()
    .select({
      id: corporates.id,
      name: corporates.companyName,
      inviteCode: corporates.inviteCode,
      approvalStatus: corporates.approvalStatus,
    })
    .from(corporates)
    .where(eq(corporates.userId, userId));
  return company ?? null;
}

/** A company created before invite codes had a default gets its code the first time it is needed. */
async function inviteCodeOf(company: { id: string; inviteCode: string | null }): Promise<string> {
  if (company.inviteCode) return company.inviteCode;
  const code = randomUUID().replace(/-/g, "");
  const [row] = await db()
    .update(corporates)
    .set({ inviteCode: code })
    .where(and(eq(corporates.id, company.id), isNull(corporates.inviteCode)))
    .returning({ code: corporates.inviteCode });
  return row?.code ?? (await contactCompanyCode(company.id));
}

async function contactCompanyCode(id: string): Promise<string> {
  const [row] = await db().select({ code: corporates.inviteCode }).from(corporates).where(eq(corporates.id, id));
  return row?.code ?? "";
}

/**
 * The corporate dashboard (spec content §2.6, §9): every figure from the database. Counted figures
 * come from the active sponsorship only; the latest one (of any status) is shown as it stands.
 */
export async function corporateDashboardData(user: SessionUser, request: Request): Promise<CorporateDashboardData> {
  const lang = requestLang(request);
  const { t } = myPledgeWords(lang);
  let company: Awaited<ReturnType<typeof contactCompany>>;
  try {
    company = await contactCompany(user.id);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error }, "corporate dashboard: company read failed");
    return { state: "error", message: pledgeSayIn(lang, readFailures.company), home: t("dashboard.home") };
  }
  if (!company)
    return { state: "no-company", message: pledgeSayIn(lang, pledgeMessages.notLinked), home: t("dashboard.home") };
  try {
    return await figuresOf(company, lang);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, corporateId: company.id }, "corporate dashboard: sponsorship read failed");
    return { state: "error", message: pledgeSayIn(lang, readFailures.sponsorship), home: t("dashboard.home") };
  }
}

/**
 * The progress bar's line (impact.ts's tierProgress, its English the spec's) in the language: tests
 * funded toward the next tier, or the top tier's own line; the tier's name is registration's Champion.
 */
function progressIn(t: T, pledge: number, cost: number, count: (n: number) => string) {
  const progress = tierProgress(pledge, cost);
  const funded = testsFunded(pledge, cost);
  const next = tiers.find((tier) => tier.minTests > funded);
  const top = tiers[tiers.length - 1]!;
  const text = next
    ? t("dashboard.toward", {
        count: next.minTests,
        value: count(funded),
        max: count(next.minTests),
        tier: tierNameIn(t, next.name),
      })
    : t("dashboard.top", { count: funded, value: count(funded), tier: tierNameIn(t, top.name) });
  return { ...progress, text };
}

/** The account's own data links (issue 29) in the language: the profile pages' words. */
function accountLinksIn(lang: Lang) {
  const { t } = pageWords("profiles", lang, []);
  return { data: t("profile.yourData"), consents: t("profile.yourConsents"), remove: t("profile.deleteAccount") };
}

/** Spec content §8's dashboard messages when a read fails. */
const readFailures = {
  company: "Could not fetch company information.",
  sponsorship: "Could not fetch sponsorship details.",
} as const;

async function figuresOf(
  company: { id: string; name: string; inviteCode: string | null },
  lang: Lang,
): Promise<CorporateDashboardData> {
  // The dashboard in the page's language (pledges.json's `dashboard`, issue 27): amounts by moneyIn,
  // counts by Intl, the tiers' and statuses' names by key; the company's and the event's names as typed.
  const { t } = myPledgeWords(lang);
  const tag = languageTags[lang];
  const counted = (n: number) => new Intl.NumberFormat(tag, { useGrouping: "min2" }).format(n);
  const [cost, [latest], active, [joined], next, code] = await Promise.all([
    unitCost(),
    db()
      .select({
        status: corporateSponsorships.status,
        tier: corporateSponsorships.sponsorshipTier,
        pledge: corporateSponsorships.pledgeAmount,
      })
      .from(corporateSponsorships)
      .where(eq(corporateSponsorships.corporateId, company.id))
      .orderBy(desc(corporateSponsorships.createdAt), desc(corporateSponsorships.id))
      .limit(1),
    approvedTotal(company.id),
    db().select({ n: count() }).from(users).where(eq(users.joinedThroughCorporateId, company.id)),
    nextPublishedEvent().catch((error: unknown) => {
      logger.error({ err: error }, "next event read failed");
      return null;
    }),
    inviteCodeOf(company),
  ]);
  const pledge = active?.pledge ?? 0;
  const figures = impactFigures(pledge, cost);
  const inviteUrl = canonical(`/join-the-movement?company=${encodeURIComponent(code)}`);
  const qr = await QRCode.toString(inviteUrl, { type: "svg", margin: 1, width: 180 });
  const activeLabel = tierLabel(active?.tier);
  const tierIn = tierLabelIn(t, active?.tier ?? null);
  const approved = moneyIn(tag, pledge);
  const [eventBefore, eventAfter = ""] = t("dashboard.nextEvent", {
    when: next ? momentIn(lang, next.startsAt) : "",
  }).split("{{event}}");
  return {
    state: "ready",
    companyName: company.name,
    latest: latest
      ? {
          tierLabel: tierLabelIn(t, latest.tier),
          pledge: moneyIn(tag, latest.pledge),
          statusLabel: t(`status.${latest.status}`),
          pending: latest.status === "pending",
        }
      : null,
    figures: {
      tierLabel: tierIn,
      pledge: approved,
      ...figures,
      employeeParticipation: joined?.n ?? 0,
    },
    progress: progressIn(t, pledge, cost, counted),
    nextEvent: next ? { title: next.title, when: momentIn(lang, next.startsAt), href: next.href } : null,
    words: {
      latest: latest
        ? t("dashboard.latest", {
            tier: tierLabelIn(t, latest.tier),
            amount: moneyIn(tag, latest.pledge),
            status: t(`status.${latest.status}`),
          })
        : t("dashboard.noLatest"),
      dataLinks: t("dashboard.dataLinks"),
      editCompany: t("dashboard.editCompany"),
      yourPledges: t("dashboard.yourPledges"),
      // The three links every role's account pages share, in profiles.json (their one home).
      accountLinks: accountLinksIn(lang),
      impact: t("dashboard.impact", { tier: tierIn, amount: approved }),
      figures: {
        tier: t("dashboard.figureTier"),
        lives: t("dashboard.figureLives"),
        screenings: t("dashboard.figureScreenings"),
        early: t("dashboard.figureEarly"),
        participation: t("dashboard.figureParticipation"),
        event: t("dashboard.figureEvent"),
        noEvent: t("dashboard.noEvent"),
      },
      nextEvent: [eventBefore ?? "", eventAfter],
      progress: t("dashboard.progress"),
      certificate: t("dashboard.certificate"),
      inviteTitle: t("dashboard.inviteTitle"),
      inviteText: t("dashboard.inviteText"),
      qrAlt: t("dashboard.qrAlt"),
    },
    invite: { url: inviteUrl, qrSvg: `data:image/svg+xml;base64,${Buffer.from(qr).toString("base64")}` },
    pledgeForm: pledgeFormOf(
      { pledge, tier: active?.tier ?? null },
      cost,
      latest?.status === "pending" ? pledgeSayIn(lang, pledgeMessages.pendingExists) : null,
      t,
    ),
    pledgeWords: {
      title: t("dashboard.title"),
      pendingLink: t("dashboard.pendingLink"),
      field: t("mine.field"),
      submit: t("dashboard.submit"),
      submitting: t("dashboard.submitting"),
      preview: previewWordsIn(t),
    },
    certificateAvailable: activeLabel !== "Partner",
  };
}

/**
 * The pledge form's words and the approved total a pledge adds to: the dashboard's form and the
 * correction of a pending pledge (/account/pledges/:id), which the same total awaits, in the page's
 * language. The words are pledges.json's; the amounts are money()'s, never retyped.
 */
export function pledgeFormOf(
  approved: { pledge: number; tier: string | null },
  cost: number,
  pendingMessage: string | null,
  t: T,
): Ready["pledgeForm"] {
  const { pledge, tier } = approved;
  return {
    hint: t("mine.hint", {
      step: money(dollars(PLEDGE_STEP)),
      max: money(dollars(PLEDGE_MAX)),
      cost: money(dollars(cost)),
    }),
    pendingMessage,
    total: { pledge, tier, unitCost: cost, text: totalText(pledge, tier, cost, t) },
  };
}

type Ready = Extract<CorporateDashboardData, { state: "ready" }>;

/** What the pledge form says before anything is typed: the approved total, its tier, and the next tier's gap. */
function totalText(pledge: number, tier: string | null, cost: number, t: T): string {
  const next = tiers.find(
    (candidate) =>
      candidate.minTests * cost > pledge &&
      (tier === null || higherTier(tier, candidate.name) === candidate.name) &&
      candidate.name !== tier,
  );
  const amount = money(dollars(pledge));
  const now =
    pledge <= 0
      ? t("mine.noneApproved")
      : tier
        ? t("mine.approvedTier", { amount, tier: tierNameIn(t, tier) })
        : t("mine.approved", { amount });
  const gap = next
    ? [t("mine.gap", { amount: money(dollars(next.minTests * cost - pledge)), tier: tierNameIn(t, next.name) })]
    : [];
  return [now, t("mine.addedTo"), ...gap].join(" ");
}

/** The dashboard's pledge form (intent=pledge): checked on the server, nothing written when refused. */
export async function corporateDashboardAction(user: SessionUser, request: Request, form: FormData) {
  // The schema's and the service's English said in the page's language (pledges.json's `says`).
  const lang = requestLang(request);
  const submission = parseWithZod(form, { schema: pledgeSchema });
  if (submission.status !== "success")
    return data<CorporateActionData>({ pledge: { result: pledgeReplyIn(lang, submission.reply()) } }, { status: 400 });
  const outcome = await raisePledge(user, request, submission.value.pledge);
  if (!outcome.ok)
    return data<CorporateActionData>(
      { pledge: { result: pledgeReplyIn(lang, submission.reply({ formErrors: [outcome.message] })) } },
      { status: outcome.status },
    );
  return data<CorporateActionData>({
    pledge: {
      ok: true,
      message: pledgeSayIn(lang, outcome.message),
      result: submission.reply({ resetForm: true }),
    },
  });
}
