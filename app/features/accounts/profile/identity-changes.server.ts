import { eq } from "drizzle-orm";
import {
  corporates,
  gpClinics,
  identityFields,
  partnerReviews,
  specialists,
  type PartnerKind,
  type PendingChanges,
} from "#db/schema";
import type { Tx } from "~/lib/db.server";
import { enqueueEmail } from "~/lib/email/outbox.server";
import { env } from "~/lib/env.server";

/** The partner tables share their review columns; read through the GP table's type (as partners' review does). */
const tables = { gp: gpClinics, specialist: specialists, corporate: corporates } as unknown as Record<
  PartnerKind,
  typeof gpClinics
>;
const kindWords: Record<PartnerKind, string> = { gp: "GP clinic", specialist: "specialist", corporate: "company" };

/**
 * An approved partner's identity fields (clinic name, licence, MCR, company name, UEN: db/schema `identityFields`) do
 * not change the public listing from the profile page: the new values wait in pending_changes for
 * the team's review (issue #13), and the listing keeps the approved ones until accepted. Returns
 * the values to write now (everything else, and identity fields while not yet approved).
 */
export async function holdIdentityChanges<Values extends Record<string, unknown>>(
  tx: Tx,
  kind: PartnerKind,
  userId: string,
  values: Values,
): Promise<Values> {
  const table = tables[kind];
  const [row] = await tx.select().from(table).where(eq(table.userId, userId));
  if (!row || row.approvalStatus !== "approved") return values;
  const current = row as unknown as Record<string, unknown>;
  const now: Record<string, unknown> = { ...values };
  const pending: PendingChanges = { ...row.pendingChanges };
  for (const field of identityFields[kind]) {
    const proposed = values[field];
    delete now[field];
    if (typeof proposed !== "string" || proposed === current[field]) delete pending[field];
    else pending[field] = proposed;
  }
  const before = JSON.stringify(row.pendingChanges ?? {});
  const after = JSON.stringify(pending);
  await tx
    .update(table)
    .set({ pendingChanges: Object.keys(pending).length ? pending : null })
    .where(eq(table.id, row.id));
  if (after !== before && Object.keys(pending).length) {
    await tx.insert(partnerReviews).values({
      partnerKind: kind,
      partnerId: row.id,
      action: "changes_submitted",
      fromStatus: "approved",
      toStatus: "approved",
      message: Object.entries(pending)
        .map(([field, value]) => `${field}: ${value}`)
        .join("\n"),
      actorId: userId,
    });
    await enqueueEmail(
      {
        to: env().CONTACT_EMAIL,
        subject: `A partner changed its identity details: review needed`,
        text: `An approved ${kindWords[kind]} changed details the team reviews (${Object.keys(pending).join(", ")}). The listing keeps the approved values until you accept.\n\nReview: ${env().APP_URL}/admin/partners/${kind}/${row.id}`,
      },
      tx,
    );
  }
  return now as Values;
}

/** The identity fields waiting for review, shown in the profile form instead of the listed values. */
export function withPendingChanges<Values extends Record<string, unknown>>(
  values: Values,
  pending: PendingChanges | null,
) {
  return { values: { ...values, ...pending } as Values, pendingReview: Object.keys(pending ?? {}) };
}
