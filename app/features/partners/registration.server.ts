import {
  corporateSponsorships,
  corporates,
  gpClinics,
  partnerReviews,
  specialists,
  users,
  type PartnerKind,
} from "#db/schema";
import { eq } from "drizzle-orm";
import {
  accountEmailTaken,
  createPasswordAccount,
  existingAccountEmail,
  verificationLink,
} from "~/features/accounts/index.server";
import type { UserType } from "~/features/accounts";
import { tierForPledge } from "~/features/corporate";
import { unitCost } from "~/features/corporate/index.server";
import { clientIp } from "~/lib/http/client-ip";
import { db, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { env } from "~/lib/env.server";
import { requestLang } from "~/lib/i18n/paths";
import { logger } from "~/lib/logger.server";
import { hashPassword } from "~/lib/password.server";
import { getSetting } from "~/lib/settings.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { partnerVerifyEmail } from "./emails";
import { limits } from "./limits";
import { messages as m } from "./messages";
import type { CorporateRegistration, GpClinicRegistration, SpecialistRegistration } from "./registration.schema";

export type Registration =
  | { kind: "gp"; input: GpClinicRegistration }
  | { kind: "specialist"; input: SpecialistRegistration }
  | { kind: "corporate"; input: CorporateRegistration };

/** What the success screen shows; the corporate one names the tier the pledge reaches. */
export type Registered = { ok: true; email: string; tier: string | null };
type RegistrationOutcome = Registered | { ok: false; message: string; status: number };

const userTypeOf: Record<PartnerKind, UserType> = {
  gp: "gpclinic",
  specialist: "specialist",
  corporate: "corporate_contact",
};

/** §8's fallback of each page, when something unexpected happens. */
const unexpected: Record<PartnerKind, string> = {
  gp: m.clinicUnexpected,
  specialist: m.specialistUnexpected,
  corporate: m.corporateUnexpected,
};

/** A per-client limit, scaled like better-auth's (AUTH_IP_LIMIT_SCALE) for tests behind one address. */
const perClient = (limit: Limit): Limit => ({ ...limit, max: Math.ceil(limit.max * env().AUTH_IP_LIMIT_SCALE) });

/**
 * One registration (spec accounts §7 create_full_*_account, by effect): the account (type set here
 * from the page), its profile, the clinic / specialist / company (and a pending sponsorship for a
 * pledge), the first entry of its review history and the verification e-mail, in one transaction.
 *
 * An address that already has an account gets the same success screen; its owner is told by
 * e-mail and nothing else is written (ADR 0007).
 */
export async function registerPartner(request: Request, registration: Registration): Promise<RegistrationOutcome> {
  const { kind, input } = registration;
  const email = input.email;
  if (!(await getSetting("partner_registration_open")))
    return { ok: false, message: m.registrationClosed, status: 403 };
  const allowed =
    (await hit(perClient(limits.registerPerClient), clientIp(request))).allowed &&
    (await hit(limits.registerPerAddress, email)).allowed;
  if (!allowed) return { ok: false, message: m.tooManySignups, status: 429 };

  const cost = kind === "corporate" ? await unitCost() : 0;
  const tier =
    registration.kind === "corporate" && registration.input.pledgeAmount
      ? (tierForPledge(registration.input.pledgeAmount, cost)?.name ?? null)
      : null;
  try {
    await db().transaction(async (tx) => {
      const existing = await accountEmailTaken(tx, email);
      if (existing) {
        // The same work as a new account (hashing the password), so the answer's timing does not tell.
        await hashPassword(input.password);
        // The existing account's owner hears of it in their own language (issue 27).
        const lang = await userLanguage(existing.id, tx);
        await enqueueEmail(
          existingAccountEmail({ to: email, name: existing.name, url: `${env().APP_URL}/login`, lang }),
          tx,
        );
        return;
      }
      const name = accountName(registration);
      const userId = await createPasswordAccount(tx, {
        email,
        password: input.password,
        name,
        userType: userTypeOf[kind],
        phoneNumber: accountPhone(registration),
        language: requestLang(request),
      });
      const partnerId = await insertPartner(tx, registration, userId, tier);
      await tx.insert(partnerReviews).values({
        partnerKind: kind,
        partnerId,
        action: "submitted",
        toStatus: "pending_verification",
        actorId: userId,
      });
      await enqueueEmail(partnerVerifyEmail(kind, { to: email, name, url: await verificationLink(email, userId) }), tx);
    });
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    // Two registrations of one address at once: the second meets the unique index, and is told
    // what any existing address is told (the first one's owner has the verification e-mail).
    if (databaseCode(error) === "23505") return { ok: true, email, tier };
    logger.error({ err: error, kind }, "partner registration failed");
    return { ok: false, message: failureMessage(error, kind), status: 500 };
  }
  return { ok: true, email, tier };
}

function accountName({ kind, input }: Registration): string {
  if (kind === "gp") return input.contactPersonName;
  if (kind === "specialist") return input.specialistName;
  return input.contactPerson;
}

function accountPhone({ kind, input }: Registration): string {
  return kind === "corporate" ? input.phone : input.phoneNumber;
}

async function insertPartner(tx: Tx, registration: Registration, userId: string, tier: string | null): Promise<string> {
  switch (registration.kind) {
    case "gp": {
      const {
        email: _e,
        password: _p,
        confirmPassword: _c,
        agreedToTerms: _t,
        contactPersonName: _n,
        phoneNumber,
        ...clinic
      } = registration.input;
      const [row] = await tx
        .insert(gpClinics)
        .values({ ...clinic, phone: phoneNumber, userId })
        .returning({ id: gpClinics.id });
      return row!.id;
    }
    case "specialist": {
      const {
        email: _e,
        password: _p,
        confirmPassword: _c,
        agreedToTerms: _t,
        specialistName,
        phoneNumber,
        ...practice
      } = registration.input;
      const [row] = await tx
        .insert(specialists)
        .values({ ...practice, fullName: specialistName, phone: phoneNumber, userId })
        .returning({ id: specialists.id });
      return row!.id;
    }
    case "corporate": {
      const {
        email: _e,
        password: _p,
        confirmPassword: _c,
        agreedToTerms: _t,
        contactPerson,
        ...company
      } = registration.input;
      const [row] = await tx
        .insert(corporates)
        .values({ ...company, contactPersonName: contactPerson, userId })
        .returning({ id: corporates.id });
      const corporateId = row!.id;
      await tx.update(users).set({ corporateId }).where(eq(users.id, userId));
      if (company.pledgeAmount) {
        await tx.insert(corporateSponsorships).values({
          corporateId,
          status: "pending",
          pledgeAmount: company.pledgeAmount,
          sponsorshipTier: tier,
        });
      }
      return corporateId;
    }
  }
}

/**
 * §8's registration errors by what went wrong: a table or function missing (a deployment half
 * done) says the system is being updated; another database error says so; anything else is the
 * page's fallback. The database's own words stay in the log.
 */
function databaseCode(error: unknown): string | undefined {
  return (error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code;
}

function failureMessage(error: unknown, kind: PartnerKind): string {
  const code = databaseCode(error);
  if (code === "42P01" || code === "42883" || code === "42703") return m.registrationUpdating;
  if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return m.registrationDatabaseError;
  return unexpected[kind];
}
