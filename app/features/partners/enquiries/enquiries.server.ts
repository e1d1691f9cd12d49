import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { enquiries, enquiryKinds, users, type EnquiryKind } from "#db/schema";
import type { EmailChange, SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { clientIp } from "~/lib/http/client-ip";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { hit } from "~/lib/http/rate-limit.server";
import { requestLang } from "~/lib/i18n/paths";
import { enquiryAcknowledgementEmail, enquiryTeamEmail, type EnquiryDetails } from "./enquiry-emails";
import { contactTopic, enquiryKindLabels, enquiryMessages as m } from "./enquiry-options";
import type { ContactEnquiry, GovernmentEnquiry, NominationEnquiry, TrialEnquiry } from "./enquiry.schema";
import { limits } from "../limits";

export type EnquiryInputs = {
  government: GovernmentEnquiry;
  trial: TrialEnquiry;
  contact: ContactEnquiry;
  nomination: NominationEnquiry;
};

type Failure = { ok: false; status: number; message: string };
type EnquiryOutcome = { ok: true; email: string } | Failure;

/**
 * The row to store: the checked fields of the kind's form, picked one by one, and the time of
 * consent. Every kind fills the same columns: a nomination's clinic is its organisation and the
 * clinician it names its topic; the contact form's topic is its one subject.
 */
function detailsOf<K extends EnquiryKind>(kind: K, input: EnquiryInputs[K]): EnquiryDetails {
  const common = {
    kind,
    fullName: input.fullName,
    email: input.email,
    message: input.message,
    consentedAt: new Date(),
  };
  const none = { phone: null, organisation: null, designation: null, ageGroup: null };
  switch (kind) {
    case "government": {
      const g = input as GovernmentEnquiry;
      return {
        ...common,
        ...none,
        phone: g.phone,
        organisation: g.organisation,
        designation: g.designation,
        topic: g.topic,
      };
    }
    case "trial": {
      const t = input as TrialEnquiry;
      return { ...common, ...none, phone: t.phone, ageGroup: t.ageGroup, topic: t.topic };
    }
    case "contact":
      return { ...common, ...none, topic: contactTopic };
    default: {
      const n = input as NominationEnquiry;
      return { ...common, ...none, organisation: n.clinic, topic: n.clinician };
    }
  }
}

/**
 * An enquiry from a government agency or a person interested in a trial (ADR 0016): no account, one
 * row and two e-mails (the acknowledgement, and the team's copy at CONTACT_EMAIL) in one
 * transaction, so the team never misses a stored enquiry and nobody is told of one never stored.
 * Limited per address and per client address before anything is written.
 */
export async function submitEnquiry<K extends EnquiryKind>(
  request: Request,
  kind: K,
  input: EnquiryInputs[K],
): Promise<EnquiryOutcome> {
  // Scaled like better-auth's per-client limits (AUTH_IP_LIMIT_SCALE), for tests behind one address.
  const perClient = {
    ...limits.enquiryPerClient,
    max: Math.ceil(limits.enquiryPerClient.max * env().AUTH_IP_LIMIT_SCALE),
  };
  const allowed =
    (await hit(perClient, clientIp(request))).allowed && (await hit(limits.enquiryPerAddress, input.email)).allowed;
  if (!allowed) return { ok: false, status: 429, message: m.tooMany };

  const details = detailsOf(kind, input);
  try {
    await db().transaction(async (tx) => {
      await tx.insert(enquiries).values(details);
      await enqueueEmail(enquiryAcknowledgementEmail(details, env().CONTACT_EMAIL, requestLang(request)), tx);
      await enqueueEmail(enquiryTeamEmail(details, env().CONTACT_EMAIL, `${env().APP_URL}/admin/enquiries`), tx);
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, kind }, "enquiry failed");
    return { ok: false, status: 500, message: m.unexpected };
  }
  return { ok: true, email: details.email };
}

type EnquiryStatus = "new" | "handled";
type EnquiryFilters = { kind: EnquiryKind | null; status: EnquiryStatus | null };

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;

/** The console's filters from its address (?kind=, ?status=); anything else means "all". */
export function enquiryFilters(params: URLSearchParams): EnquiryFilters {
  return {
    kind: oneOf(enquiryKinds, params.get("kind")),
    status: oneOf<EnquiryStatus>(["new", "handled"], params.get("status")),
  };
}

/** The console's list: newest first, the latest 200 (the team works through them as they arrive). */
export async function listEnquiries(filters: Partial<EnquiryFilters> = {}) {
  const conditions: SQL[] = [];
  if (filters.kind) conditions.push(eq(enquiries.kind, filters.kind));
  if (filters.status) conditions.push(eq(enquiries.status, filters.status));
  return db()
    .select({
      id: enquiries.id,
      kind: enquiries.kind,
      fullName: enquiries.fullName,
      email: enquiries.email,
      phone: enquiries.phone,
      organisation: enquiries.organisation,
      designation: enquiries.designation,
      topic: enquiries.topic,
      ageGroup: enquiries.ageGroup,
      message: enquiries.message,
      status: enquiries.status,
      handledBy: users.email,
      handledAt: enquiries.handledAt,
      createdAt: enquiries.createdAt,
    })
    .from(enquiries)
    .leftJoin(users, eq(users.id, enquiries.handledBy))
    .where(and(...conditions))
    .orderBy(desc(enquiries.createdAt), desc(enquiries.id))
    .limit(200);
}

type HandledOutcome = { ok: true; message: string } | Failure;

/**
 * An admin marks an enquiry handled. The update holds only while the enquiry is still new, so of
 * two admins at once exactly one succeeds; the audit row is written in the same transaction.
 */
export async function markEnquiryHandled(
  request: Request,
  admin: Pick<SessionUser, "id" | "email">,
  id: string,
): Promise<HandledOutcome> {
  try {
    return await db().transaction(async (tx): Promise<HandledOutcome> => {
      const [done] = await tx
        .update(enquiries)
        .set({ status: "handled", handledBy: admin.id, handledAt: new Date() })
        .where(and(eq(enquiries.id, id), eq(enquiries.status, "new")))
        .returning({ id: enquiries.id, kind: enquiries.kind, fullName: enquiries.fullName });
      if (!done) {
        const [exists] = await tx.select({ id: enquiries.id }).from(enquiries).where(eq(enquiries.id, id));
        return exists
          ? { ok: false, status: 409, message: m.alreadyHandled }
          : { ok: false, status: 404, message: m.notFound };
      }
      await audit(tx, admin, request, {
        action: "enquiry.handled",
        target: {
          type: "enquiry",
          id: done.id,
          label: `${enquiryKindLabels[done.kind]} enquiry from ${done.fullName}`,
        },
        before: { status: "new" },
        after: { status: "handled" },
      });
      return { ok: true, message: m.handled(done.fullName) };
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, enquiryId: id }, "marking an enquiry handled failed");
    return { ok: false, status: 500, message: m.unexpected };
  }
}

/** The account's address changed (issue 29): its enquiries move with it, so the download still finds them. */
export async function moveEnquiries(tx: Tx, { from, to }: EmailChange): Promise<void> {
  await tx
    .update(enquiries)
    .set({ email: to })
    .where(eq(sql`lower(${enquiries.email})`, from));
}
