import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "../../../db/schema";
import facts from "../../../content/facts.json";
import { action, loader } from "../../../app/features/community/routes/quiz";
import { fillFacts, loadQuiz, quiz, saveQuizScore, type QuizView } from "../../../app/features/community/quiz.server";
import { useTestDatabase } from "../../support/db";
import { failWrites } from "../../support/failing-writes";
import { callRoute, formPost } from "../../support/route-call";
import { signedInAs } from "../../support/sessions";

const db = useTestDatabase();

/** Posts one step of the quiz form as the given user. */
async function post(cookie: string, fields: Record<string, string>) {
  const { status, data } = await callRoute<QuizView>(action, formPost("/quiz", cookie, fields));
  return { status, view: data };
}

const entries = quiz();
const correctIndex = (i: number) => entries[i]!.options.indexOf(entries[i]!.correctAnswer);
const wrongIndex = (i: number) => (correctIndex(i) + 1) % entries[i]!.options.length;
/** Hidden fields for the answers: the first `right` questions answered correctly, the rest wrongly. */
function answers(right: number): Record<string, string> {
  return Object.fromEntries(
    entries.map((q, i) => [`answer-${q.id}`, String(i < right ? correctIndex(i) : wrongIndex(i))]),
  );
}
const quizScore = async (id: string) =>
  (await db().select({ score: users.quizScore }).from(users).where(eq(users.id, id)))[0]?.score;

describe("content/quiz.json", () => {
  it("has ten valid questions, with Singapore's screening age taken from facts.json", () => {
    expect(entries).toHaveLength(10);
    for (const q of entries) expect(q.options).toContain(q.correctAnswer);
    expect(entries[0]!.correctAnswer).toBe(String(facts.screeningStartAge.singapore));
    expect(entries[0]!.explanation).toContain(facts.screeningStartAge.text);
    expect(JSON.stringify(entries)).not.toContain("{{");
  });

  it("is refused at load with the reason when broken", () => {
    const raw = JSON.parse(readFileSync("content/quiz.json", "utf8"));
    const dir = mkdtempSync(path.join(tmpdir(), "quiz-"));
    const write = (content: unknown) => {
      const file = path.join(dir, "quiz.json");
      writeFileSync(file, JSON.stringify(content));
      return file;
    };
    expect(() => loadQuiz(write({ questions: raw.questions.slice(0, 9) }))).toThrow(/exactly 10 questions/);
    const wrong = structuredClone(raw);
    wrong.questions[3].correctAnswer = "Something else";
    expect(() => loadQuiz(write(wrong))).toThrow(/questions\.3: correctAnswer is not one of the options/);
    const unknown = structuredClone(raw);
    unknown.questions[0].options[1] = "{{screeningStartAge.nowhere}}";
    expect(() => loadQuiz(write(unknown))).toThrow(/no figure "screeningStartAge.nowhere"/);
  });

  it("fills figures from facts.json", () => {
    expect(fillFacts("From {{screeningStartAge.singapore}}, or {{ screeningStartAge.international }}.")).toBe(
      `From ${facts.screeningStartAge.singapore}, or ${facts.screeningStartAge.international}.`,
    );
  });
});

describe("/quiz (spec content §2.2, §4, §5, §7, §8, §9)", () => {
  it("sends the questions without their answers or explanations", async () => {
    const me = await signedInAs(db(), "champion");
    const request = new Request("http://localhost:3000/quiz", { headers: { cookie: me.cookie } });
    const { data: page } = await callRoute<{ questions: object[] }>(loader, request);
    expect(page.questions).toHaveLength(10);
    expect(Object.keys(page.questions[0]!).sort()).toEqual(["id", "options", "question"]);
    expect(JSON.stringify(page)).not.toContain(entries[2]!.explanation);
  });

  it("moves between questions, needs an answer before Next, and keeps every answer", async () => {
    const me = await signedInAs(db(), "champion");
    const first = entries[0]!.id;
    const second = entries[1]!.id;

    expect(await post(me.cookie, { step: "0", intent: "next" })).toEqual({
      status: 400,
      view: { view: "question", step: 0, answers: {}, fieldError: "Please choose an answer to continue." },
    });
    expect(await post(me.cookie, { step: "0", intent: "next", [`answer-${first}`]: "2" })).toEqual({
      status: 200,
      view: { view: "question", step: 1, answers: { [first]: 2 } },
    });
    // Previous needs no answer, keeps the one given on the way back, and stops at the first question.
    expect(
      await post(me.cookie, { step: "1", intent: "previous", [`answer-${first}`]: "2", [`answer-${second}`]: "0" }),
    ).toEqual({ status: 200, view: { view: "question", step: 0, answers: { [first]: 2, [second]: 0 } } });
    expect((await post(me.cookie, { step: "0", intent: "previous" })).view).toMatchObject({ step: 0 });
    // A made-up step stays within the quiz.
    expect((await post(me.cookie, { step: "42", intent: "previous" })).view).toMatchObject({ step: 8 });
    expect((await post(me.cookie, { step: "-3", intent: "next", [`answer-${first}`]: "1" })).view).toMatchObject({
      step: 1,
    });
    expect(await quizScore(me.id)).toBeNull();
  });

  it("scores on the server, 10 points a correct answer, saves it and shows every explanation", async () => {
    const me = await signedInAs(db(), "champion");
    const { status, view } = await post(me.cookie, { step: "9", intent: "submit", ...answers(7), score: "100" });
    expect(status).toBe(200);
    if (view.view !== "result") throw new Error(`expected the result, got ${JSON.stringify(view)}`);
    expect(view.result.score).toBe(70);
    expect(view.result.correct).toBe(7);
    expect(view.result.items.map((i) => i.isCorrect)).toEqual([...Array(7).fill(true), ...Array(3).fill(false)]);
    expect(view.result.items.map((i) => i.explanation)).toEqual(entries.map((q) => q.explanation));
    expect(await quizScore(me.id)).toBe(70);

    // The latest attempt counts: all right, then all wrong.
    expect((await post(me.cookie, { step: "9", intent: "submit", ...answers(10) })).view).toMatchObject({
      result: { score: 100 },
    });
    expect(await quizScore(me.id)).toBe(100);
    expect((await post(me.cookie, { step: "9", intent: "submit", ...answers(0) })).view).toMatchObject({
      result: { score: 0 },
    });
    expect(await quizScore(me.id)).toBe(0);
  });

  it("counts a tampered answer as no answer and sends the user back to it", async () => {
    const me = await signedInAs(db(), "champion");
    for (const tampered of ["9", "-1", "1.5", "abc", entries[4]!.correctAnswer, ""]) {
      const fields = { ...answers(10), [`answer-${entries[4]!.id}`]: tampered };
      expect(await post(me.cookie, { step: "9", intent: "submit", ...fields })).toMatchObject({
        status: 400,
        view: { view: "question", step: 4, fieldError: "Please choose an answer to continue." },
      });
    }
    // Submitting from an earlier step still needs every answer, and grades only what the server reads.
    expect(await post(me.cookie, { step: "2", intent: "submit", ...answers(10) })).toMatchObject({
      view: { view: "result", result: { score: 100 } },
    });
    expect(await quizScore(me.id)).toBe(100);
  });

  it("says 'Failed to save your score. Please try again.' and keeps the answers when the save fails", async () => {
    const me = await signedInAs(db(), "champion");
    const restore = await failWrites(db(), "users", "UPDATE");
    try {
      expect(await post(me.cookie, { step: "9", intent: "submit", ...answers(10) })).toMatchObject({
        status: 500,
        view: { view: "question", step: 9, formError: "Failed to save your score. Please try again." },
      });
    } finally {
      await restore();
    }
    expect(await quizScore(me.id)).toBeNull();
  });

  it("says 'User not authenticated. Please log in to save your score.' for an account that is gone", async () => {
    expect(await saveQuizScore("no-such-user", 80)).toEqual({
      ok: false,
      message: "User not authenticated. Please log in to save your score.",
      status: 401,
    });
  });

  it("says 'An unexpected error occurred. Please try again.' for a form it cannot read", async () => {
    const me = await signedInAs(db(), "champion");
    const request = new Request("http://localhost:3000/quiz", {
      method: "POST",
      headers: { cookie: me.cookie, "content-type": "multipart/form-data; boundary=x" },
      body: "not a multipart body",
    });
    expect(await callRoute(action, request)).toEqual({
      status: 400,
      data: {
        view: "question",
        step: 0,
        answers: {},
        formError: "An unexpected error occurred. Please try again.",
      },
    });
  });
});
