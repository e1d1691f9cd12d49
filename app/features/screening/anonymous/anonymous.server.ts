import { and, eq, isNull, sql } from "drizzle-orm";
import { anonymousScreeningReminders } from "#db/schema";
import { clientIp } from "~/lib/http/client-ip";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { requestLang } from "~/lib/i18n/paths";
import { canonical } from "~/lib/page/seo.server";
import { anonymousMessages as m } from "../messages";
import { anonymousConfirmEmail } from "../reminders/emails";
import { signedToken, verifiedId } from "../tokens.server";
import type { AnonymousReminderInput } from "./anonymous.schema";
import type { EmailChange } from "~/features/accounts/index.server";

/** Anything that sends e-mail is rate-limited: per client address, and per recipient. */
const anonymousReminderLimits = {
  perClient: { name: "screening-remind-ip", max: 10, windowSeconds: 3600 },
  perAddress: { name: "screening-remind-to", max: 3, windowSeconds: 24 * 3600 },
} satisfies Record<string, Limit>;

export const manageUrl = (id: string) => canonical(`/get-screened/reminder/${signedToken("anonymous-reminder", id)}`);

export type Outcome = { ok: true; message: string } | { ok: false; message: string; status: number };

/**
 * Asks for a due-date reminder: a row waiting for confirmation and the confirmation e-mail, in one
 * transaction. The answer is the same whatever the address (no one learns who asked before), and
 * a repeated request for the same address and date sends a new confirmation rather than a second row.
 */
export async function requestAnonymousReminder(input: AnonymousReminderInput, request: Request): Promise<Outcome> {
  if (
    !(await hit(anonymousReminderLimits.perClient, clientIp(request))).allowed ||
    !(await hit(anonymousReminderLimits.perAddress, input.email)).allowed
  )
    return { ok: false, message: m.tooMany, status: 429 };
  const language = requestLang(request);
  await db().transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: anonymousScreeningReminders.id })
      .from(anonymousScreeningReminders)
      .where(
        and(
          sql`lower(${anonymousScreeningReminders.email}) = ${input.email}`,
          eq(anonymousScreeningReminders.dueOn, input.dueOn),
        ),
      );
    const id =
      existing?.id ??
      (
        await tx
          .insert(anonymousScreeningReminders)
          .values({ ...input, language })
          .returning({ id: anonymousScreeningReminders.id })
      )[0]!.id;
    // Asked again from another language: the reminder follows the latest.
    if (existing)
      await tx.update(anonymousScreeningReminders).set({ language }).where(eq(anonymousScreeningReminders.id, id));
    await enqueueEmail(
      anonymousConfirmEmail({ to: input.email, dueOn: input.dueOn, manageUrl: manageUrl(id), lang: language }),
      tx,
    );
  });
  return { ok: true, message: m.checkInbox };
}

/** The reminder a link names: null for a link we did not sign, "gone" when it was removed or sent. */
export async function anonymousReminderByToken(token: string | undefined) {
  const id = verifiedId("anonymous-reminder", token);
  if (!id) return null;
  const [row] = await db()
    .select({ dueOn: anonymousScreeningReminders.dueOn, confirmedAt: anonymousScreeningReminders.confirmedAt })
    .from(anonymousScreeningReminders)
    .where(eq(anonymousScreeningReminders.id, id));
  return { id, row: row ?? null };
}

export async function confirmAnonymousReminder(id: string): Promise<Outcome> {
  const confirmed = await db()
    .update(anonymousScreeningReminders)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(anonymousScreeningReminders.id, id), isNull(anonymousScreeningReminders.confirmedAt)))
    .returning({ id: anonymousScreeningReminders.id });
  if (confirmed.length) return { ok: true, message: m.confirmed };
  const [still] = await db()
    .select({ id: anonymousScreeningReminders.id })
    .from(anonymousScreeningReminders)
    .where(eq(anonymousScreeningReminders.id, id));
  return still ? { ok: true, message: m.alreadyConfirmed } : { ok: true, message: m.alreadyRemoved };
}

export async function removeAnonymousReminder(id: string): Promise<Outcome> {
  const removed = await db()
    .delete(anonymousScreeningReminders)
    .where(eq(anonymousScreeningReminders.id, id))
    .returning({ id: anonymousScreeningReminders.id });
  return { ok: true, message: removed.length ? m.removed : m.alreadyRemoved };
}

/** The account's address changed (issue 29): reminders asked for with the old one go to the new one. */
export async function moveAnonymousReminders(tx: Tx, { from, to }: EmailChange): Promise<void> {
  await tx
    .update(anonymousScreeningReminders)
    .set({ email: to })
    .where(eq(sql`lower(${anonymousScreeningReminders.email})`, from));
}
