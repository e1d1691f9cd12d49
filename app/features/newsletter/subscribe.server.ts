import { and, eq, isNull, sql } from "drizzle-orm";
import { newsletterSubscribers } from "#db/schema";
import type { EmailChange } from "~/features/accounts/index.server";
import { signedToken, verifiedId } from "~/features/screening/index.server";
import { clientIp } from "~/lib/http/client-ip";
import { db, type Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { requestLang } from "~/lib/i18n/paths";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { canonical } from "~/lib/page/seo.server";
import { confirmEmail } from "./emails";
import { newsletterMessages as m } from "./messages";

/** Anything that sends e-mail is rate-limited: per client address, and per recipient. */
const subscribeLimits = {
  perClient: { name: "newsletter-ip", max: 10, windowSeconds: 3600 },
  perAddress: { name: "newsletter-to", max: 3, windowSeconds: 24 * 3600 },
} satisfies Record<string, Limit>;

export const confirmUrl = (id: string) => canonical(`/newsletter/confirm/${signedToken("newsletter-confirm", id)}`);
/** The one-click stop: its path is one of one-click.ts's, where a mail provider may post. */
export const stopUrl = (id: string) => canonical(`/newsletter/unsubscribe/${signedToken("newsletter-stop", id)}`);

export type Outcome = { ok: true; message: string; stopPath?: string } | { ok: false; message: string; status: number };

/** The stop link's path, shown once confirmed (a change of mind needs no e-mail). */
const stopPath = (id: string) => new URL(stopUrl(id)).pathname;

/**
 * A sign-up: the row and its confirmation e-mail in one transaction. The answer is the same
 * whether the address is new, waiting or already subscribed (nobody learns who subscribed); an
 * address already confirmed gets no e-mail, one still waiting gets a fresh confirmation.
 */
export async function subscribe(email: string, request: Request): Promise<Outcome> {
  const address = email.toLowerCase();
  if (
    !(await hit(subscribeLimits.perClient, clientIp(request))).allowed ||
    !(await hit(subscribeLimits.perAddress, address)).allowed
  )
    return { ok: false, message: m.tooMany, status: 429 };
  // The page's language when they signed up (issue 27): the confirmation, and later each issue's footer.
  const language = requestLang(request);
  await db().transaction(async (tx) => {
    await tx.insert(newsletterSubscribers).values({ email: address, language }).onConflictDoNothing();
    const [row] = await tx
      .select({ id: newsletterSubscribers.id, confirmedAt: newsletterSubscribers.confirmedAt })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, address));
    if (row && !row.confirmedAt) {
      await tx.update(newsletterSubscribers).set({ language }).where(eq(newsletterSubscribers.id, row.id));
      await enqueueEmail(confirmEmail(address, confirmUrl(row.id), language), tx);
    }
  });
  return { ok: true, message: m.checkInbox };
}

/** Confirms a link's subscription. A forged link answers the same as any invalid one. */
export async function confirmByToken(token: string | undefined): Promise<Outcome> {
  const id = verifiedId("newsletter-confirm", token);
  if (!id) return { ok: false, message: m.linkInvalid, status: 404 };
  const confirmed = await db()
    .update(newsletterSubscribers)
    .set({ confirmedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.id, id), isNull(newsletterSubscribers.confirmedAt)))
    .returning({ id: newsletterSubscribers.id });
  if (confirmed.length) return { ok: true, message: m.confirmed, stopPath: stopPath(id) };
  const [still] = await db()
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id));
  return still ? { ok: true, message: m.alreadyConfirmed, stopPath: stopPath(id) } : { ok: true, message: m.gone };
}

/** Whether a link is ours (for the page before its button is pressed). */
export const confirmLinkValid = (token: string | undefined) => verifiedId("newsletter-confirm", token) !== null;
export const stopLinkValid = (token: string | undefined) => verifiedId("newsletter-stop", token) !== null;

/** The one-click stop: the row goes (its deliveries with it). A replayed link finds nothing to do. */
export async function unsubscribeByToken(token: string | undefined): Promise<Outcome> {
  const id = verifiedId("newsletter-stop", token);
  if (!id) return { ok: false, message: m.linkInvalid, status: 404 };
  const removed = await db()
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return { ok: true, message: removed.length ? m.unsubscribed : m.gone };
}

/**
 * The account's address changed (issue 29): the subscription moves to the new address, unless that
 * address has one of its own (one row per address); then the old one stays until its own stop link.
 */
export async function moveSubscription(tx: Tx, { from, to }: EmailChange): Promise<void> {
  const [taken] = await tx
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, to));
  if (taken) return;
  await tx.update(newsletterSubscribers).set({ email: to }).where(eq(newsletterSubscribers.email, from));
}
