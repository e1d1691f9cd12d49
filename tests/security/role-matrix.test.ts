import { parseWithZod } from "@conform-to/zod/v4";
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  adminLoginSchema,
  changePasswordSchema,
  confirmTwoFactorSchema,
  enableTwoFactorSchema,
  forgotPasswordSchema,
  resendSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
  twoFactorCodeSchema,
} from "../../app/features/accounts/accounts.schema";
import {
  adminProfileSchema,
  championProfileSchema,
  gpClinicProfileSchema,
  specialistProfileSchema,
} from "../../app/features/accounts/profile/profile.schema";
import { changeEmailSchema } from "../../app/features/accounts/email/change-email.schema";
import { withdrawConsentSchema } from "../../app/features/privacy/consents/consents.server";
import { referralEditSchema, referralSchema } from "../../app/features/community/referrals/referral.schema";
import { storySchema } from "../../app/features/community/stories/story.schema";
import { HONEYPOT_FIELD } from "../../app/features/directory/appointments/options";
import {
  appointmentSchema,
  appointmentEditSchema,
  appointmentStatusSchema,
  teamRequestStatusSchema,
} from "../../app/features/directory/appointments/request.schema";
import {
  contactEnquirySchema,
  enquiryHandledSchema,
  governmentEnquirySchema,
  nominationEnquirySchema,
  trialEnquirySchema,
} from "../../app/features/partners/enquiries/enquiry.schema";
import { emailRetrySchema } from "../../app/features/admin/system/system.server";
import { userActionSchema, userTypeSchema } from "../../app/features/admin/users/actions.schema";
import { decisionSchema } from "../../app/features/partners/review/decision.schema";
import { storyDecisionSchema } from "../../app/features/community/moderation/decision.schema";
import { pledgeDecisionSchema } from "../../app/features/corporate/pledges/decision.schema";
import {
  eventFormSchema,
  eventStatusSchema,
  registrantEmailSchema,
} from "../../app/features/events/console/event-form.schema";
import {
  corporateProfileSchema,
  corporateRegistrationSchema,
  gpClinicRegistrationSchema,
  specialistRegistrationSchema,
} from "../../app/features/partners/registration.schema";
import {
  registrationNameSchema,
  visitorRegistrationSchema,
} from "../../app/features/events/registration/registration.schema";
import { pledgeSchema } from "../../app/features/corporate/pledges/pledge.schema";
import {
  advisorFormSchema,
  advisorStatusSchema,
  articleReviewSchema,
} from "../../app/features/advisors/advisor.schema";
import { translationReviewSchema } from "../../app/features/education/articles/translation-review.schema";
import { entrySchema } from "../../app/features/screening/record/record.schema";
import { anonymousReminderSchema } from "../../app/features/screening/anonymous/anonymous.schema";
import { subscribeSchema } from "../../app/features/newsletter/subscribe.schema";
import { issueSchema } from "../../app/features/newsletter/issues.server";
import { todayInSingapore } from "../../app/lib/text/singapore-date";
import { useTestDatabase } from "../support/db";
import { signedInAs, type Role } from "../support/sessions";
import {
  allows,
  classifiedActions,
  classifiedRoutes,
  expectedOutcome,
  loaderOutcomes,
  securityRoles,
  type ClassifiedRoute,
  type Form,
  type Outcome,
} from "./classification";

/**
 * Every loader and every action of app/routes.ts × every role, called in-process as React Router
 * calls them, against the outcome its classification gives. Generated from the classification:
 * a new route fails here until it is classified.
 */

const db = useTestDatabase();
const routes = classifiedRoutes();
const actions = classifiedActions(routes);
const origin = "http://localhost:3000";
const context = { nonce: "", requestId: "" };

type Handler = (args: {
  request: Request;
  params: Record<string, string>;
  pattern: string;
  context: unknown;
}) => unknown;
type RouteModule = { loader?: Handler; action?: Handler };

// The module path comes from routes.ts at run time: nothing for Vite to analyse ahead.
const load = (file: string) => import(/* @vite-ignore */ `../../app/${file}`) as Promise<RouteModule>;

// One session per role for the whole file (signing in costs a password hash each time).
const cookies = {} as Record<Role, string>;
// Admins who have not enrolled in two-step verification yet: the admin area must send them to enrol.
const unenrolled = {} as Record<"admin" | "super_admin", string>;

const counts = { loader: 0, action: 0, refused: 0, gate: 0, unenrolled: 0 };

/**
 * Every row any statement inserts, updates or deletes in any table is logged by a trigger, so a case
 * can name exactly what a refused request wrote (the tables are the evidence, not row counts alone).
 */
/** Rows of a query; PGlite and node-postgres both answer `{ rows }`, which Db's shared type leaves open. */
async function rows<T>(query: SQL): Promise<T[]> {
  return ((await db().execute(query)) as unknown as { rows: T[] }).rows;
}

async function logEveryWrite() {
  await db().execute(
    sql.raw(
      `CREATE TABLE security_write_log (id serial PRIMARY KEY, table_name text NOT NULL, operation text NOT NULL)`,
    ),
  );
  await db().execute(
    sql.raw(`CREATE FUNCTION security_log_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO security_write_log (table_name, operation) VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$`),
  );
  const tables = await rows<{ table_name: string }>(
    sql.raw(`SELECT table_name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'security_write_log'`),
  );
  for (const { table_name } of tables)
    await db().execute(
      sql.raw(`CREATE TRIGGER security_log_write AFTER INSERT OR UPDATE OR DELETE ON "${table_name}"
        FOR EACH ROW EXECUTE FUNCTION security_log_write()`),
    );
}

async function lastWrite(): Promise<number> {
  const [row] = await rows<{ last: number | null }>(sql.raw(`SELECT max(id) AS last FROM security_write_log`));
  return Number(row?.last ?? 0);
}

/** The tables written since `since`, each with its operations, e.g. "sessions DELETE". */
async function writesSince(since: number): Promise<string[]> {
  const written = await rows<{ table_name: string; operation: string }>(
    sql`SELECT DISTINCT table_name, operation FROM security_write_log WHERE id > ${since} ORDER BY 1, 2`,
  );
  return written.map((row) => `${row.table_name} ${row.operation}`);
}

beforeAll(async () => {
  cookies.anonymous = "";
  for (const role of securityRoles) if (role !== "anonymous") cookies[role] = (await signedInAs(db(), role)).cookie;
  unenrolled.admin = (await signedInAs(db(), "admin", { twoFactor: false })).cookie;
  unenrolled.super_admin = (await signedInAs(db(), "super_admin", { twoFactor: false })).cookie;
  await logEveryWrite();
});

afterAll(() => {
  const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
  console.log(
    `security role matrix: ${total} (route, role) cases checked — ${counts.loader} GET, ${counts.action} POST of an empty form, ` +
      `${counts.refused} POST of a valid form by a refused role, ` +
      `${counts.gate} with the pending two-step cookie, ${counts.unenrolled} by admins without two-step verification ` +
      `(${routes.length} routes, ${routes.filter((r) => r.loader).length} loaders, ${actions.length} actions)`,
  );
});

/** The form as a browser encodes it: an array becomes the same name repeated. */
function encode(form: Form): URLSearchParams {
  return new URLSearchParams(
    Object.entries(form).flatMap(([name, value]) =>
      typeof value === "string" ? [[name, value]] : value.map((v) => [name, v]),
    ),
  );
}

/** A GET, or with a form a same-site POST (this suite is about roles; tests of Origin are the *.spec.ts). */
function request(url: string, cookie: string, form?: Form): Request {
  const headers = new Headers();
  if (cookie) headers.set("cookie", cookie);
  if (!form) return new Request(`${origin}${url}`, { headers });
  headers.set("content-type", "application/x-www-form-urlencoded");
  headers.set("origin", origin);
  return new Request(`${origin}${url}`, { method: "POST", headers, body: encode(form) });
}

/**
 * What the visitor gets, as React Router turns a loader's or action's answer into HTTP. Anything
 * thrown that is not a Response or data() is a crash (a 500): it fails the case with its error.
 */
async function outcomeOf(handler: Handler, route: ClassifiedRoute, req: Request): Promise<Outcome> {
  let answer: unknown;
  try {
    // `pattern` as React Router passes it: the matched route's paths joined, without the root's slash.
    answer = await handler({ request: req, params: { ...route.params }, pattern: route.path.slice(1), context });
  } catch (thrown) {
    const isData = (thrown as { type?: string } | null)?.type === "DataWithResponseInit";
    if (!(thrown instanceof Response) && !isData) throw thrown;
    answer = thrown;
  }
  if (answer instanceof Response) {
    if (answer.status >= 300 && answer.status < 400) return `redirect ${answer.headers.get("location")}`;
    return answer.status < 300 ? "file" : `status ${answer.status}`;
  }
  const withInit = answer as { type?: string; init?: { status?: number } | null } | null;
  const status = withInit?.type === "DataWithResponseInit" ? (withInit.init?.status ?? 200) : 200;
  return status >= 300 ? `status ${status}` : "page";
}

describe("every route module matches its classification", () => {
  it.each(routes.map((r) => [r.id, r] as const))("%s", async (_id, route) => {
    const mod = await load(route.file);
    expect({ loader: typeof mod.loader === "function", action: typeof mod.action === "function" }).toEqual({
      loader: route.loader !== null,
      action: route.action !== null,
    });
  });
});

/**
 * The schemas each action parses (the first is the one its valid form must pass), plus the fields it
 * reads by hand (intents, the honeypot, Conform's list buttons).
 */
type Read = { schemas: z.ZodObject[]; byHand?: string[] };
const signIn: Read = { schemas: [signInSchema, resendSchema], byHand: ["intent"] };
const resetPassword: Read = { schemas: [resetPasswordSchema] };
const signUp: Read = { schemas: [signUpSchema] };
const appointmentStatus: Read = { schemas: [appointmentStatusSchema, pledgeSchema], byHand: ["intent", "answer"] };
const story: Read = { schemas: [storySchema] };
const fieldsRead: Record<string, Read> = {
  login: signIn,
  "champion-sign-in": signIn,
  "partner-sign-in": signIn,
  "features/accounts/routes/two-factor-challenge": { schemas: [twoFactorCodeSchema] },
  "features/accounts/routes/forgot-password": { schemas: [forgotPasswordSchema] },
  "reset-password": resetPassword,
  "auth-reset-password": resetPassword,
  "join-the-movement": signUp,
  "join-movement": signUp,
  "signup-champion": signUp,
  "features/accounts/routes/admin-login": { schemas: [adminLoginSchema] },
  "features/accounts/routes/two-factor-settings": {
    schemas: [enableTwoFactorSchema, confirmTwoFactorSchema],
    byHand: ["intent", "totpURI"],
  },
  "features/accounts/routes/profile-champion": { schemas: [championProfileSchema] },
  "features/accounts/routes/profile-specialist": { schemas: [specialistProfileSchema] },
  "features/accounts/routes/profile-gp-clinic": { schemas: [gpClinicProfileSchema] },
  "features/partners/routes/profile-corporate": { schemas: [corporateProfileSchema] },
  "features/accounts/routes/change-password": { schemas: [changePasswordSchema] },
  "features/accounts/routes/change-email": { schemas: [changeEmailSchema] },
  // The signed link in the address is the whole request: the button posts no field.
  "features/accounts/routes/confirm-email-change": { schemas: [] },
  // Corrects a pending request, or withdraws it with intent=withdraw (my-requests.server.ts).
  "features/directory/routes/my-appointment": { schemas: [appointmentEditSchema], byHand: ["intent"] },
  // Corrects the name, or cancels with intent=cancel (my-registrations.server.ts).
  "features/events/routes/my-registration": { schemas: [registrationNameSchema], byHand: ["intent"] },
  // Corrects a pending referral's address, or withdraws it with intent=withdraw (my-referrals.server.ts).
  "features/community/routes/my-referral": { schemas: [referralEditSchema], byHand: ["intent"] },
  // Corrects a story with /share-your-story's schema, or removes it with intent=remove (my-stories.server.ts).
  "features/community/routes/my-story": { schemas: [storySchema], byHand: ["intent"] },
  // Corrects a pending pledge with the dashboard's schema, or withdraws it with intent=withdraw (my-pledges.server.ts).
  "features/corporate/routes/my-pledge": { schemas: [pledgeSchema], byHand: ["intent"] },
  "features/accounts/routes/logout": { schemas: [] },
  // The download reads no field: the signed-in person is the only subject.
  "features/privacy/routes/my-data-download": { schemas: [], byHand: ["download"] },
  "features/privacy/routes/my-consents": { schemas: [withdrawConsentSchema] },
  // Read from the form by hand (deletion.server.ts, routes/deletions.tsx): no id among them.
  "features/privacy/routes/delete-account": { schemas: [], byHand: ["password", "code", "removeStories"] },
  "features/admin/routes/deletions": { schemas: [], byHand: ["email", "reason"] },
  "dashboard-champion": appointmentStatus,
  "dashboard-gp-clinic": appointmentStatus,
  "dashboard-specialist": appointmentStatus,
  "dashboard-corporate": appointmentStatus,
  "features/community/routes/refer-friend": { schemas: [referralSchema], byHand: ["__intent__"] },
  "features/community/routes/share-your-story": story,
  // The quiz has no schema: quiz.server.ts reads step, intent and answer-{question id} itself.
  "features/community/routes/quiz": { schemas: [], byHand: ["step", "intent", "answer-{id}"] },
  // The checker reads its answers field by field (checker.schema.ts), the postal code through the directory.
  "features/site/routes/get-screened": {
    schemas: [],
    byHand: [
      "age",
      "symptoms",
      "relative",
      "relativeAge",
      "polyps",
      "bowelDisease",
      "lastTest",
      "lastTestWhen",
      "result",
      "postalCode",
    ],
  },
  "features/site/routes/awareness-pillar": story,
  "features/directory/routes/appointment-new": { schemas: [appointmentSchema], byHand: [HONEYPOT_FIELD] },
  "features/partners/routes/register-government": { schemas: [governmentEnquirySchema] },
  "features/partners/routes/signup-trial": { schemas: [trialEnquirySchema] },
  "features/partners/routes/contact": { schemas: [contactEnquirySchema] },
  "features/partners/routes/nominate-clinician": { schemas: [nominationEnquirySchema] },
  "features/admin/routes/enquiries": { schemas: [enquiryHandledSchema] },
  "features/admin/routes/content-articles": { schemas: [articleReviewSchema] },
  "features/admin/routes/content-translations": { schemas: [translationReviewSchema] },
  "features/admin/routes/content-advisors": { schemas: [advisorStatusSchema] },
  "features/admin/routes/content-advisor-new": { schemas: [advisorFormSchema], byHand: ["photo"] },
  "features/admin/routes/content-advisor": { schemas: [advisorFormSchema], byHand: ["photo"] },
  "features/partners/routes/register-clinic": { schemas: [gpClinicRegistrationSchema] },
  "features/partners/routes/register-specialist": { schemas: [specialistRegistrationSchema] },
  "features/partners/routes/register-corporate": { schemas: [corporateRegistrationSchema] },
  "features/admin/routes/partner-application": { schemas: [decisionSchema] },
  "features/admin/routes/user": { schemas: [userActionSchema] },
  "features/admin/routes/user-role": { schemas: [userTypeSchema] },
  "features/admin/routes/profile": { schemas: [adminProfileSchema] },
  "features/admin/routes/content-stories": { schemas: [storyDecisionSchema] },
  "features/admin/routes/pledges": { schemas: [pledgeDecisionSchema] },
  "features/admin/routes/content-appointments": { schemas: [teamRequestStatusSchema] },
  // "Attach to intent": the chat feature checks the three fields by hand against the live answer bank
  // (an intent that exists, a phrasing it does not have yet: console.server.ts).
  "features/admin/routes/content-questions": { schemas: [], byHand: ["questionId", "intent", "phrasing"] },
  // Each setting has its own value type: the action reads the three fields by hand (settings.server.ts).
  "features/admin/routes/settings": { schemas: [], byHand: ["name", "value", "expected"] },
  "features/admin/routes/system": { schemas: [emailRetrySchema], byHand: ["intent"] },
  "features/admin/routes/event-new": { schemas: [eventFormSchema] },
  // The edit form posts intent=save with the form's fields; the buttons post intent, updatedAt and a reason.
  "features/admin/routes/event": { schemas: [eventStatusSchema, eventFormSchema] },
  "features/admin/routes/event-registrations": { schemas: [registrantEmailSchema] },
  // Signed in, the action reads only the intent; a visitor's name and e-mail go through the schema.
  "features/events/routes/event": { schemas: [visitorRegistrationSchema], byHand: ["intent"] },
  // Confirm or Cancel: the token is in the address, the button's intent is the only field.
  "features/events/routes/manage-registration": { schemas: [], byHand: ["intent"] },
  // The chat reads the message and the conversation by hand (chat.server.ts checks and cuts them).
  "features/chat/routes/chat": { schemas: [], byHand: ["message", "transcript"] },
  "features/chat/routes/chat-api": { schemas: [], byHand: ["message", "history"] },
  // The record's forms: an entry (add, edit), or by hand the intent, the entry's id and the switch.
  "features/screening/routes/screening": {
    schemas: [entrySchema(todayInSingapore())],
    byHand: ["intent", "id", "reminders"],
  },
  "features/screening/routes/reminder-opt-out": { schemas: [] },
  "features/screening/routes/remind": { schemas: [anonymousReminderSchema(todayInSingapore())] },
  "features/screening/routes/reminder-manage": { schemas: [], byHand: ["intent"] },
  "features/newsletter/routes/subscribe": { schemas: [subscribeSchema] },
  "features/newsletter/routes/confirm": { schemas: [] },
  "features/newsletter/routes/unsubscribe": { schemas: [] },
  // The issue's subject and text; by hand the button's intent and, for Send, the issue's id.
  "features/admin/routes/content-newsletter": { schemas: [issueSchema], byHand: ["intent", "id"] },
};

describe("every action's fields and valid form are the ones its schema reads", () => {
  it.each(actions.map((a) => [a.id, a] as const))("%s", (id, action) => {
    const read = fieldsRead[id];
    if (!read) throw new Error(`Action of "${id}": name the schemas it parses in fieldsRead (role-matrix.test.ts)`);
    const names = new Set([...read.schemas.flatMap((schema) => Object.keys(schema.shape)), ...(read.byHand ?? [])]);
    expect([...action.fields].sort()).toEqual([...names].sort());
    // Without a valid form, "a refused role writes nothing" would prove only that validation ran.
    const someoneRefused = action.gate || securityRoles.some((role) => !allows(action.access, role));
    if (someoneRefused) expect(action.validForm, `${id} needs a validForm`).toBeDefined();
    if (action.validForm && read.schemas[0]) {
      const formData = new FormData();
      for (const [name, value] of encode(action.validForm)) formData.append(name, value);
      const parsed = parseWithZod(formData, { schema: read.schemas[0] });
      expect(parsed.status === "success" ? "valid" : parsed.reply().error).toBe("valid");
    }
  });
});

describe("GET: every loader × every role", () => {
  it.each(routes.filter((r) => r.loader !== null).map((r) => [r.url, r] as const))("%s", async (_url, route) => {
    const { loader } = await load(route.file);
    const actual: Record<string, Outcome> = {};
    for (const role of securityRoles) actual[role] = await outcomeOf(loader!, route, request(route.url, cookies[role]));
    counts.loader += securityRoles.length;
    expect(actual).toEqual(loaderOutcomes(route));
  });
});

describe("POST an empty form: every action × every role; a refused role writes nothing", () => {
  it.each(actions.map((a) => [a.url, a] as const))("%s", async (_url, action) => {
    const route = routes.find((r) => r.id === action.id)!;
    const mod = await load(action.file);
    const actual: Record<string, Outcome> = {};
    const unexpectedWrites: Record<string, string[]> = {};
    for (const role of securityRoles) {
      // An action that may end the session gets a session of its own: the shared ones must stay valid.
      const cookie =
        role !== "anonymous" && action.writes?.includes("sessions")
          ? (await signedInAs(db(), role)).cookie
          : cookies[role];
      const before = await lastWrite();
      actual[role] = await outcomeOf(mod.action!, route, request(action.url, cookie, {}));
      // Without the gate's cookie nobody is let in; else the roles the action's class lets in may
      // write the tables the classification names, and every other role nothing at all.
      const mayWrite = !action.gate && allows(action.access, role) ? (action.writes ?? []) : [];
      unexpectedWrites[role] = (await writesSince(before)).filter((w) => !mayWrite.includes(w.split(" ")[0]!));
    }
    counts.action += securityRoles.length;
    expect(actual).toEqual(action.emptyFormOutcomes);
    expect(unexpectedWrites).toEqual(Object.fromEntries(securityRoles.map((role) => [role, []])));
  });
});

describe("POST a valid form as every role that may not: refused exactly as for an empty form, nothing written", () => {
  const refusing = actions.filter((a) => a.validForm);
  it.each(refusing.map((a) => [a.url, a] as const))("%s", async (_url, action) => {
    const route = routes.find((r) => r.id === action.id)!;
    const mod = await load(action.file);
    const refused = securityRoles.filter((role) => action.gate || !allows(action.access, role));
    const actual: Record<string, { outcome: Outcome; writes: string[] }> = {};
    for (const role of refused) {
      const before = await lastWrite();
      const outcome = await outcomeOf(mod.action!, route, request(action.url, cookies[role], action.validForm));
      actual[role] = { outcome, writes: await writesSince(before) };
    }
    counts.refused += refused.length;
    expect(actual).toEqual(
      Object.fromEntries(refused.map((role) => [role, { outcome: action.emptyFormOutcomes[role], writes: [] }])),
    );
  });
});

describe("behind a gate cookie (the second sign-in step): the right role with it gets the page and the form's messages", () => {
  it.each(routes.filter((r) => r.gate).map((r) => [r.url, r] as const))("%s", async (_url, route) => {
    const mod = await load(route.file);
    const role = route.action?.rightRole ?? "anonymous";
    const cookie = [cookies[role], route.gate!.cookie].filter(Boolean).join("; ");
    const got: Record<string, string> = {};
    const want: Record<string, string> = {};
    if (route.loader) {
      got.loader = await outcomeOf(mod.loader!, route, request(route.url, cookie));
      want.loader = expectedOutcome(route.access, route.loader, role, route.url);
      counts.gate++;
    }
    if (route.action) {
      const before = await lastWrite();
      got.action = await outcomeOf(mod.action!, route, request(route.url, cookie, {}));
      want.action = expectedOutcome(route.action.access ?? route.access, route.action.emptyForm, role, route.url);
      got.writes = (await writesSince(before)).join(", ");
      want.writes = (route.action.writes ?? []).join(", ");
      counts.gate++;
    }
    expect(got).toEqual(want);
  });
});

describe("admin areas send an admin without two-step verification to enrol first", () => {
  const adminRoutes = routes.filter((r) => r.access.class === "admin" || r.access.class === "super_admin");
  it.each(adminRoutes.map((r) => [r.url, r] as const))("%s", async (_url, route) => {
    const mod = await load(route.file);
    const actual: Record<string, Outcome> = {};
    for (const role of ["admin", "super_admin"] as const) {
      actual[`${role} GET`] = await outcomeOf(mod.loader!, route, request(route.url, unenrolled[role]));
      if (route.action)
        actual[`${role} POST`] = await outcomeOf(mod.action!, route, request(route.url, unenrolled[role], {}));
      counts.unenrolled++;
    }
    expect(actual).toEqual(Object.fromEntries(Object.keys(actual).map((key) => [key, "redirect /account/two-factor"])));
  });
});
