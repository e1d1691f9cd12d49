import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "#db/schema";
import { db, throwIfDatabaseUnavailable } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import facts from "../../../content/facts.json";
import { answerField, POINTS_PER_ANSWER, QUIZ_LENGTH } from "./quiz-form";
import { quizMessages as m } from "./messages";

/** Replaces {{path}} with the figure at that path of content/facts.json; an unknown path is an error. */
export function fillFacts(text: string, source: unknown = facts): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (_, key: string) => {
    const value = key.split(".").reduce<unknown>((at, part) => (at as Record<string, unknown> | null)?.[part], source);
    if (typeof value !== "string" && typeof value !== "number") throw new Error(`no figure "${key}" in facts.json`);
    return String(value);
  });
}

const factText = z
  .string()
  .min(1)
  .transform((text, ctx) => {
    try {
      return fillFacts(text);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
      return z.NEVER;
    }
  });

const quizFile = z.object({
  questions: z
    .array(
      z
        .object({
          id: z.number().int().positive(),
          question: factText,
          options: z.array(factText).min(2).max(6),
          correctAnswer: factText,
          explanation: factText,
        })
        .refine((q) => q.options.includes(q.correctAnswer), { message: "correctAnswer is not one of the options" })
        .refine((q) => new Set(q.options).size === q.options.length, { message: "options repeat" }),
    )
    .length(QUIZ_LENGTH, `the quiz has exactly ${QUIZ_LENGTH} questions`)
    .refine((qs) => new Set(qs.map((q) => q.id)).size === qs.length, { message: "question ids repeat" }),
});

type QuizEntry = z.infer<typeof quizFile>["questions"][number];
/** What the browser gets before the result: no answers, no explanations. */
export type QuizQuestion = Pick<QuizEntry, "id" | "question" | "options">;

/** Reads and checks content/quiz.json; a broken file stops the server with the reason. */
export function loadQuiz(file = path.resolve(process.cwd(), "content/quiz.json")): QuizEntry[] {
  const parsed = quizFile.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path.basename(file)}: ${issue?.path.join(".")}: ${issue?.message}`);
  }
  return parsed.data.questions;
}

let cache: QuizEntry[] | undefined;
export function quiz(): QuizEntry[] {
  cache ??= loadQuiz();
  return cache;
}

export function quizQuestions(entries = quiz()): QuizQuestion[] {
  return entries.map(({ id, question, options }) => ({ id, question, options }));
}

/** The chosen option of each answered question, by question id. */
type QuizAnswers = Record<number, number>;

export type QuizResult = {
  score: number;
  correct: number;
  items: (QuizEntry & { chosen: string; isCorrect: boolean })[];
};

export type QuizView =
  | { view: "question"; step: number; answers: QuizAnswers; fieldError?: string; formError?: string }
  | { view: "result"; result: QuizResult };

/**
 * The answers the form carries, from the radio group of the current question and the hidden fields
 * of the others. Anything but the position of one of the question's options counts as no answer.
 */
function readAnswers(form: FormData, entries = quiz()): QuizAnswers {
  const answers: QuizAnswers = {};
  for (const q of entries) {
    const raw = form.get(answerField(q.id));
    if (typeof raw === "string" && /^\d{1,2}$/.test(raw) && Number(raw) < q.options.length) answers[q.id] = Number(raw);
  }
  return answers;
}

/** The score is always worked out here from the answers, never taken from the browser. */
function gradeQuiz(answers: QuizAnswers, entries = quiz()): QuizResult {
  const items = entries.map((q) => {
    const chosen = q.options[answers[q.id] ?? -1] ?? "";
    return { ...q, chosen, isCorrect: chosen === q.correctAnswer };
  });
  const correct = items.filter((i) => i.isCorrect).length;
  return { score: correct * POINTS_PER_ANSWER, correct, items };
}

type SaveOutcome = { ok: true } | { ok: false; message: string; status: number };

/** Spec content §7, §8: users.quiz_score of the signed-in user; the latest attempt counts. */
export async function saveQuizScore(userId: string, score: number): Promise<SaveOutcome> {
  try {
    const saved = await db()
      .update(users)
      .set({ quizScore: score, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning({ id: users.id });
    if (saved.length === 0) return { ok: false, message: m.notAuthenticated, status: 401 };
    return { ok: true };
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    logger.error({ err: error, userId }, "saving the quiz score failed");
    return { ok: false, message: m.saveFailed, status: 500 };
  }
}

/**
 * One step of the quiz, worked out on the server so it also runs without JavaScript: the form
 * carries the step, the answers so far and the button pressed (intent). Previous keeps the answer
 * of the current question; Next and Submit need one; Submit needs all ten, then grades and saves.
 */
export async function answerQuiz(
  userId: string,
  form: FormData | null,
  entries = quiz(),
): Promise<{ view: QuizView; status: number }> {
  if (!form) return { view: { view: "question", step: 0, answers: {}, formError: m.unexpected }, status: 400 };
  const answers = readAnswers(form, entries);
  const last = entries.length - 1;
  const rawStep = Number(form.get("step"));
  const step = Number.isInteger(rawStep) ? Math.min(Math.max(rawStep, 0), last) : 0;
  const intent = form.get("intent");
  const at = (to: number, extra: { fieldError?: string; formError?: string } = {}, status = 200) => ({
    view: { view: "question" as const, step: to, answers, ...extra },
    status,
  });

  if (intent === "previous") return at(Math.max(step - 1, 0));
  if (intent !== "next" && intent !== "submit") return at(step);
  if (answers[entries[step]!.id] === undefined) return at(step, { fieldError: m.chooseAnswer }, 400);
  if (intent === "next" && step < last) return at(step + 1);

  const missing = entries.findIndex((q) => answers[q.id] === undefined);
  if (missing !== -1) return at(missing, { fieldError: m.chooseAnswer }, 400);
  const result = gradeQuiz(answers, entries);
  const saved = await saveQuizScore(userId, result.score);
  if (!saved.ok) return at(step, { formError: saved.message }, saved.status);
  logger.info({ userId, score: result.score }, "quiz score saved");
  return { view: { view: "result", result }, status: 200 };
}
