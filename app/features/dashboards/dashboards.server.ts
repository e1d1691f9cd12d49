import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { z } from "zod";
import { requireUserType, type SessionUser } from "~/features/accounts/index.server";
import { userTypeLabel, type UserType } from "~/features/accounts";
import { routePattern } from "~/lib/http/route-pattern";
import { env } from "~/lib/env.server";
import { withFlash } from "~/lib/forms/flash.server";
import { corporateDashboardAction, corporateDashboardData } from "~/features/corporate/index.server";
import { myEventRegistrations } from "~/features/events/index.server";
import { myStories } from "~/features/community/index.server";
import { screeningTile } from "~/features/screening/index.server";
import { championDashboard } from "./champion-dashboard.server";
import { dashboardMessages as m } from "./messages";
import { gpClinicDashboard, specialistDashboard } from "./partner-dashboard.server";
import {
  answerQuestion,
  partnerStatus,
  registrationReplyIn,
  registrationSayIn,
} from "~/features/partners/index.server";
import { decisionMessages } from "~/features/partners";
import {
  appointmentMessages,
  appointmentRequestsFor,
  appointmentStatusSchema,
  updateAppointmentStatus,
} from "~/features/directory/index.server";
import { notFound } from "~/lib/http/not-found";
import { requestLang } from "~/lib/i18n/paths";
import { dashboardSayIn, statusUpdatedIn } from "./dashboard-words.server";

const dashboardKinds = ["champion", "gp-clinic", "specialist", "corporate"] as const;
type DashboardKind = (typeof dashboardKinds)[number];

export const dashboardTitles: Record<DashboardKind, string> = {
  champion: "Champion Dashboard",
  "gp-clinic": "GP Clinic Dashboard",
  specialist: "Specialist Dashboard",
  corporate: "Corporate Dashboard",
};

const allowed: Record<DashboardKind, UserType[]> = {
  champion: ["champion"],
  "gp-clinic": ["gpclinic"],
  specialist: ["specialist"],
  corporate: ["corporate_contact"],
};

/** The dashboards that receive appointment requests, and the directory entry behind each. */
const partnerKinds = { "gp-clinic": "gp", specialist: "specialist" } as const;
const partnerKind = (kind: DashboardKind) =>
  kind in partnerKinds ? partnerKinds[kind as keyof typeof partnerKinds] : null;

/** The route of each dashboard, as app/routes.ts registers the one module four times. */
const kindOfRoute: Readonly<Record<string, DashboardKind>> = Object.fromEntries(
  dashboardKinds.map((kind) => [`/dashboard/${kind}`, kind]),
);

/**
 * The dashboard a loader or action serves, from the matched route's pattern (`pattern` of its
 * arguments, see lib/http/route-pattern.ts), not from the request's path; any other route is not found.
 */
export function dashboardKind(request: Request, pattern: string | undefined): DashboardKind {
  const kind = kindOfRoute[routePattern(pattern)];
  if (!kind) throw notFound(request);
  return kind;
}

/** Spec content §6: what a signed-out visitor, and an account of another type, is told. */
const accessMessages: Record<DashboardKind, { signedOut: string; otherType: string | null }> = {
  champion: { signedOut: m.championSignedOut, otherType: null },
  "gp-clinic": { signedOut: m.partnerSignedOut, otherType: m.gpClinicOnly },
  specialist: { signedOut: m.partnerSignedOut, otherType: m.specialistOnly },
  corporate: { signedOut: m.partnerSignedOut, otherType: m.corporateOnly },
};

/**
 * Who may open which dashboard (spec accounts §6). The guard decides, as on every page: a visitor
 * goes to /login, another type to their own dashboard (docs/decisions/0018). Here the redirect only
 * gains the spec's sentence as a flash, shown where the person lands; a redirect that already
 * carries one (the session-expired notice) keeps its own. The champion variant is not an access
 * check, so another type is told nothing on the champion dashboard's account.
 */
async function dashboardAccount(request: Request, kind: DashboardKind) {
  let user: SessionUser;
  try {
    user = await requireUserType(request, allowed[kind]);
  } catch (thrown) {
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      const toLogin = (thrown.headers.get("Location") ?? "").startsWith("/login");
      const message = toLogin ? accessMessages[kind].signedOut : accessMessages[kind].otherType;
      if (message && !thrown.headers.has("Set-Cookie"))
        withFlash({ kind: "error", message }).forEach((value, name) => thrown.headers.append(name, value));
    }
    throw thrown;
  }
  return {
    user,
    account: {
      name: user.name,
      email: user.email,
      typeLabel: userTypeLabel(user.userType),
      // The type and status themselves: the page names them in its language (dashboard-words.server.ts).
      type: user.userType,
      status: user.status,
      champion: user.userType === "champion",
    },
  };
}

/** The partner record behind each partner dashboard (GP clinic, specialist, company). */
const applicationKinds = { "gp-clinic": "gp", specialist: "specialist", corporate: "corporate" } as const;
const applicationKind = (kind: DashboardKind) =>
  kind in applicationKinds ? applicationKinds[kind as keyof typeof applicationKinds] : null;

/**
 * What a dashboard shows: the account, and the figures of its kind. A partner not (or no longer)
 * approved sees where their application stands instead (issue #13).
 */
export async function dashboardPage(request: Request, kind: DashboardKind) {
  const { user, account } = await dashboardAccount(request, kind);
  const application = applicationKind(kind);
  const status = application ? await partnerStatus(user.id, application) : null;
  const base = {
    account,
    application: null,
    contactEmail: null,
    champion: null,
    events: null,
    stories: null,
    screening: null,
    partner: null,
    corporate: null,
  };
  if (status) return { ...base, application: status, contactEmail: env().CONTACT_EMAIL, appointments: null };
  if (kind === "champion") {
    const [champion, events, stories, screening] = await Promise.all([
      championDashboard(request, user.id, m.championProfileMissing),
      myEventRegistrations(user.id),
      myStories(user.id),
      screeningTile(user.id),
    ]);
    return { ...base, champion, events, stories, screening, appointments: null };
  }
  if (kind === "corporate")
    return { ...base, corporate: await corporateDashboardData(user, request), appointments: null };
  const partner = partnerKind(kind)!;
  const [details, appointments] = await Promise.all([
    partner === "gp" ? gpClinicDashboard(user.id) : specialistDashboard(user.id),
    appointmentRequestsFor(partner, user.id),
  ]);
  return { ...base, partner: details, appointments };
}

const answerSchema = z.object({
  answer: z
    .string({ error: decisionMessages.answerRequired })
    .trim()
    .min(1, decisionMessages.answerRequired)
    .max(2000, decisionMessages.answerTooLong),
});

/** The dashboard's forms: an appointment request's status, or a partner's answer to the team. */
export async function dashboardAction(request: Request, kind: DashboardKind) {
  const { user } = await dashboardAccount(request, kind);
  const form = await request.formData();
  // The corporate dashboard's pledge form (issue #15): the corporate feature decides.
  if (form.get("intent") === "pledge") {
    if (kind !== "corporate") throw notFound(request);
    return corporateDashboardAction(user, request, form);
  }
  if (form.get("intent") !== "answer") return updateAppointmentFromDashboard(request, kind, user, form);
  if (!applicationKind(kind)) throw notFound(request);
  // The answer's messages in the page's language (registration.json's `says`, issue 27).
  const lang = requestLang(request);
  const submission = parseWithZod(form, { schema: answerSchema });
  if (submission.status !== "success")
    return data({ answer: { result: registrationReplyIn(lang, submission.reply()) } }, { status: 400 });
  const outcome = await answerQuestion(user, submission.value.answer);
  if (!outcome.ok)
    return data(
      { answer: { result: submission.reply({ formErrors: [registrationSayIn(lang, outcome.message)] }) } },
      { status: outcome.status },
    );
  return { answer: { ok: true, message: registrationSayIn(lang, outcome.message) } };
}

/**
 * A partner marks one of its requests new, contacted or closed. Only a request made to the entry
 * the signed-in account manages can change; anything else is not found and nothing changes.
 */
async function updateAppointmentFromDashboard(
  request: Request,
  kind: DashboardKind,
  user: SessionUser,
  form: FormData,
) {
  const partner = partnerKind(kind);
  if (!partner) throw notFound(request);
  const parsed = appointmentStatusSchema.safeParse(Object.fromEntries(form));
  const lang = requestLang(request);
  if (!parsed.success)
    return data({ error: dashboardSayIn(lang, appointmentMessages.statusInvalid), updated: null }, { status: 400 });
  const updated = await updateAppointmentStatus(partner, user.id, parsed.data);
  if (!updated) throw notFound(request);
  return {
    error: null,
    updated: {
      id: parsed.data.id,
      message: statusUpdatedIn(
        lang,
        updated.name,
        parsed.data.status,
        appointmentMessages.statusUpdated(updated.name, updated.statusLabel),
      ),
    },
  };
}
