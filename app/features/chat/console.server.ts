import { eq } from "drizzle-orm";
import { chatPhrasings, chatQuestions } from "#db/schema";
import { languageOf } from "~/features/safety";
import { audit, type AuditActor } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { fillFigures, bankLanguages, type BankLanguage } from "./bank/schema";
import { liveBank, phrasingsChanged } from "./bank/live.server";
import { bank } from "./bank/load.server";
import { outOfScope } from "./screening/scope";
import { normalise } from "./singlish";
import { listUnanswered, normaliseQuestion } from "./unanswered.server";

/**
 * The console's view of the chatbot (issue 28): the questions it declined or clarified, grouped by
 * the intent the bank finds nearest, the "attach to intent" action, and each intent's answers.
 */

/** Below this the nearest intent says nothing about the question: it is shown under "no intent". */
const NEAREST_FLOOR = 0.2;
/** As the bank's files allow (bank/schema.ts): a phrasing of 2 to 400 characters. */
const PHRASING_MIN = 2;
const PHRASING_MAX = 400;

export const attachMessages = {
  intent: "Choose the intent this question belongs to.",
  empty: "Enter the phrasing to add.",
  tooShort: `A phrasing needs at least ${PHRASING_MIN} characters.`,
  tooLong: `A phrasing is at most ${PHRASING_MAX} characters.`,
  outOfScope:
    "The chatbot declines this topic by rule (treatment, other cancers…) before it looks at the bank: this phrasing would never be answered.",
  duplicate: (intent: string) => `This phrasing is already in the bank (intent “${intent}”).`,
};

export type QuestionGroup = {
  intent: string | null;
  questions: {
    id: string;
    question: string;
    timesAsked: number;
    lastAskedAt: Date;
    outcome: "decline" | "clarify";
    candidates: string[];
    score: number | null;
  }[];
};

/** The unanswered and clarified questions, by nearest intent (most asked group first), "no intent" last. */
export async function questionsByIntent(): Promise<{ groups: QuestionGroup[]; intents: string[] }> {
  const [{ engine, intents }, rows] = await Promise.all([liveBank(), listUnanswered()]);
  const groups = new Map<string | null, QuestionGroup>();
  for (const row of rows) {
    const near = engine.nearest(row.question);
    const intent = near && near.score >= NEAREST_FLOOR ? near.intent : null;
    let group = groups.get(intent);
    if (!group) groups.set(intent, (group = { intent, questions: [] }));
    group.questions.push({
      id: row.id,
      question: row.question,
      timesAsked: row.timesAsked,
      lastAskedAt: row.lastAskedAt,
      outcome: row.outcome,
      candidates: row.candidates ?? [],
      score: intent ? Math.round(near!.score * 100) / 100 : null,
    });
  }
  const asked = (g: QuestionGroup) => g.questions.reduce((n, q) => n + q.timesAsked, 0);
  const sorted = [...groups.values()].sort(
    (a, b) => Number(a.intent === null) - Number(b.intent === null) || asked(b) - asked(a),
  );
  return { groups: sorted, intents: intents.map((i) => i.id).sort() };
}

type AttachResult =
  | { ok: true; intent: string; language: BankLanguage; phrasing: string }
  | { ok: false; field: "intent" | "phrasing"; message: string };

/**
 * Adds a question as a phrasing of an intent, in the language it is written in; the question leaves
 * the list (it is answered now). Phrasing, question and audit row are one transaction. Refused,
 * with nothing written: an unknown intent, an empty or oversized phrasing, one the bank already has.
 */
export async function attachPhrasing(
  request: Request,
  actor: AuditActor,
  input: { intent: string; phrasing: string; questionId?: string },
): Promise<AttachResult> {
  const { intents } = await liveBank();
  const intent = intents.find((i) => i.id === input.intent);
  if (!intent) return { ok: false, field: "intent", message: attachMessages.intent };
  // Control characters say nothing: dropped.
  const phrasing = input.phrasing
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\ufffd]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!phrasing) return { ok: false, field: "phrasing", message: attachMessages.empty };
  if (phrasing.length > PHRASING_MAX) return { ok: false, field: "phrasing", message: attachMessages.tooLong };
  const normalised = normaliseQuestion(phrasing);
  if (normalised.length < PHRASING_MIN) return { ok: false, field: "phrasing", message: attachMessages.tooShort };
  if (outOfScope(normalise(phrasing).text)) return { ok: false, field: "phrasing", message: attachMessages.outOfScope };
  const language = languageOf(phrasing) as BankLanguage;
  const holder = intents.find((i) => (i.ask[language] ?? []).some((p) => normaliseQuestion(p) === normalised));
  if (holder) return { ok: false, field: "phrasing", message: attachMessages.duplicate(holder.id) };

  const questionId = input.questionId && /^[0-9a-f-]{36}$/i.test(input.questionId) ? input.questionId : undefined;
  try {
    await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(chatPhrasings)
        .values({ intentId: intent.id, language, phrasing, normalised })
        .returning({ id: chatPhrasings.id });
      if (questionId) await tx.delete(chatQuestions).where(eq(chatQuestions.id, questionId));
      await audit(tx, actor, request, {
        action: "chat.phrasing_attach",
        target: { type: "chat_intent", id: intent.id, label: intent.id },
        after: { phrasingId: row!.id, language, phrasing },
      });
    });
  } catch (error) {
    // Two people attaching the same words at once: the unique index keeps one, the other is told.
    if (
      String(
        (error as { cause?: { code?: string }; code?: string })?.cause?.code ?? (error as { code?: string }).code,
      ) === "23505"
    )
      return { ok: false, field: "phrasing", message: attachMessages.duplicate(intent.id) };
    throw error;
  }
  phrasingsChanged();
  return { ok: true, intent: intent.id, language, phrasing };
}

export type IntentOverview = {
  id: string;
  topic: string;
  safety: string;
  sources: { title: string; href: string }[];
  languages: {
    lang: BankLanguage;
    answer: string | null;
    state: "approved" | "reviewed" | "unreviewed" | "missing";
    translatedBy: string | null;
    reviewedBy: string | null;
    phrasings: { files: number; console: number };
  }[];
};

/** Each intent's answer per language, its translation and review state, sources and phrasings. */
export async function intentOverview(): Promise<IntentOverview[]> {
  const { intents } = await liveBank();
  const files = new Map(bank().map((i) => [i.id, i]));
  return intents.map((intent) => ({
    id: intent.id,
    topic: intent.topic,
    safety: intent.safety,
    sources: intent.sources,
    languages: bankLanguages.map((lang) => {
      const t = intent.answer[lang];
      const own = files.get(intent.id)?.ask[lang]?.length ?? 0;
      const all = intent.ask[lang]?.length ?? 0;
      return {
        lang,
        answer: t ? fillFigures(t.text, lang) : null,
        state: !t ? "missing" : lang === "en" ? "approved" : t.reviewedBy ? "reviewed" : "unreviewed",
        translatedBy: t?.translatedBy ?? null,
        reviewedBy: t?.reviewedBy ?? null,
        phrasings: { files: own, console: all - own },
      };
    }),
  }));
}
