import { and, desc, eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { corporates, screeningReminderPreferences, stories, users } from "#db/schema";
import { requireUser, type SessionUser } from "~/features/accounts/index.server";
import { withdrawStoryConsent } from "~/features/community/index.server";
import { withdrawNewsletter } from "~/features/partners/index.server";
import { setReminders } from "~/features/screening/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Tx } from "~/lib/db.server";
import { momentIn } from "~/lib/i18n/dates";
import type { Lang } from "~/lib/i18n/languages";
import { requestLang } from "~/lib/i18n/paths";
import type { T } from "~/lib/i18n/translate";
import { privacySayIn, privacyWords } from "../localized.server";
import { consentMessages as m } from "../messages";

const kinds = ["screening-reminders", "story-public", "story-contact", "newsletter"] as const;
type ConsentKind = (typeof kinds)[number];

export type Consent = { kind: ConsentKind; id: string | null; label: string; detail: string | null; given: string };

const noStore = { "Cache-Control": "private, no-store" };

/**
 * The consents this person has given and not withdrawn, each with when it was given: reminders
 * (on with a Champion account unless turned off), each story's "share publicly" and "contact me",
 * and the company newsletter a corporate contact's registration agreed to.
 */
async function consentsOf(user: SessionUser, lang: Lang, t: T): Promise<Consent[]> {
  const label = (kind: ConsentKind) => t(`consents.kinds.${kind}`);
  const list: Consent[] = [];
  if (user.userType === "champion") {
    const [row] = await db()
      .select({ createdAt: users.createdAt, optedOutAt: screeningReminderPreferences.optedOutAt })
      .from(users)
      .leftJoin(screeningReminderPreferences, eq(screeningReminderPreferences.userId, users.id))
      .where(eq(users.id, user.id));
    if (row && !row.optedOutAt)
      list.push({
        kind: "screening-reminders",
        id: null,
        label: label("screening-reminders"),
        detail: null,
        given: momentIn(lang, row.createdAt),
      });
  }
  const own = await db()
    .select({
      id: stories.id,
      content: stories.content,
      isPublic: stories.isPublic,
      canContact: stories.canContact,
      at: stories.submittedAt,
    })
    .from(stories)
    .where(eq(stories.userId, user.id))
    .orderBy(desc(stories.submittedAt));
  for (const s of own) {
    const detail = s.content.length > 80 ? `${s.content.slice(0, 80)}…` : s.content;
    if (s.isPublic)
      list.push({
        kind: "story-public",
        id: s.id,
        label: label("story-public"),
        detail,
        given: momentIn(lang, s.at),
      });
    if (s.canContact)
      list.push({
        kind: "story-contact",
        id: s.id,
        label: label("story-contact"),
        detail,
        given: momentIn(lang, s.at),
      });
  }
  const [company] = await db()
    .select({ name: corporates.companyName, at: corporates.createdAt })
    .from(corporates)
    .where(and(eq(corporates.userId, user.id), eq(corporates.agreedToNewsletter, true)));
  if (company)
    list.push({
      kind: "newsletter",
      id: null,
      label: label("newsletter"),
      detail: company.name,
      given: momentIn(lang, company.at),
    });
  return list;
}

/** The page's words and the consents' labels in the page's language (issue 27). */
function consentWords(lang: Lang) {
  const { t, ...words } = privacyWords(lang, ["consents", "data"]);
  return { t, words: { ...words, title: t("consents.title") } };
}

export async function consentsPage(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t, words } = consentWords(lang);
  return data({ ...words, consents: await consentsOf(user, lang, t) }, { headers: noStore });
}

export const withdrawConsentSchema = z.object({
  intent: z.enum(kinds, { error: m.unknown }),
  id: z.uuid().optional(),
});

/** One consent's withdrawal, by the owning feature, with its audit row, in one transaction. */
async function withdraw(tx: Tx, user: SessionUser, kind: ConsentKind, id: string | undefined): Promise<boolean> {
  switch (kind) {
    case "screening-reminders":
      return user.userType === "champion" && setReminders(user.id, false, tx);
    case "story-public":
    case "story-contact":
      return Boolean(id) && withdrawStoryConsent(tx, user.id, id!, kind === "story-public" ? "public" : "contact");
    case "newsletter":
      return withdrawNewsletter(tx, user.id);
  }
}

/**
 * POST /account/consents: withdraws one consent at once. Another person's story, a consent already
 * withdrawn or an unknown one: a clear message, nothing written.
 */
export async function consentAction(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const { t } = consentWords(lang);
  const form = await request.formData();
  const parsed = withdrawConsentSchema.safeParse({
    intent: form.get("intent") ?? undefined,
    id: form.get("id") || undefined,
  });
  if (!parsed.success)
    return data(
      { ok: false, message: privacySayIn(lang, m.unknown), consents: await consentsOf(user, lang, t) },
      { status: 400, headers: noStore },
    );
  const { intent, id } = parsed.data;
  const changed = await db().transaction(async (tx) => {
    const done = await withdraw(tx, user, intent, id);
    if (done)
      await audit(tx, { id: user.id, email: user.email }, request, {
        action: "consent.withdraw",
        target: { type: intent.startsWith("story") ? "story" : "user", id: id ?? user.id, label: intent },
        after: { consent: intent, given: false },
      });
    return done;
  });
  const consents = await consentsOf(user, lang, t);
  if (!changed)
    return data({ ok: false, message: privacySayIn(lang, m.notGiven), consents }, { status: 404, headers: noStore });
  return data({ ok: true, message: privacySayIn(lang, m.withdrawn), consents }, { headers: noStore });
}
