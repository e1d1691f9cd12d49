import { count, eq } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { adminActivityLog, chatPhrasings, chatQuestions } from "../../../db/schema";
import * as questionsRoute from "../../../app/features/admin/routes/content-questions";
import { respond } from "../../../app/features/chat/chat.server";
import { attachMessages } from "../../../app/features/chat/console.server";
import { intentAnswer } from "../../../app/features/chat/bank/answer";
import { bank } from "../../../app/features/chat/bank/load.server";
import { listUnanswered, normaliseQuestion } from "../../../app/features/chat/unanswered.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { useTestDatabase } from "../../support/db";
import { callRoute, formPost } from "../../support/route-call";
import { roles, signedInAs, type Role } from "../../support/sessions";

// The console's view of the chatbot (issue 28): questions declined or clarified, grouped by the
// nearest intent; "attach to intent" makes the bot answer that phrasing, audited, at once.

const db = useTestDatabase();
let ip = 0;
const ask = (message: string) =>
  respond(new Request("http://localhost/chat", { method: "POST", headers: { [CLIENT_IP_HEADER]: `10.9.0.${++ip}` } }), {
    message,
    history: [],
  });

type Data = Awaited<ReturnType<typeof questionsRoute.loader>>;
type ActionData = { ok: boolean; message: string; field?: string };

async function post(role: Role, fields: Record<string, string>) {
  const cookie = role === "anonymous" ? "" : (await signedInAs(db(), role)).cookie;
  try {
    return await callRoute<ActionData>(questionsRoute.action, formPost("/admin/content/questions", cookie, fields));
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: undefined };
    return { status: (thrown as { init?: { status?: number } }).init?.status ?? 500, data: undefined };
  }
}

const auditRows = async () =>
  (
    await db().select({ n: count() }).from(adminActivityLog).where(eq(adminActivityLog.action, "chat.phrasing_attach"))
  )[0]!.n;
const phrasingRows = async () => (await db().select({ n: count() }).from(chatPhrasings))[0]!.n;

const DECLINED = "is the raffles medical clinic at bishan open on sunday";
const CLARIFIED = "is yoga good for the colon";
const findGp = bank().find((i) => i.id === "find-gp")!;

describe("the questions, by nearest intent", () => {
  it("keeps a clarified question with the intents offered, and groups questions by nearest intent", async () => {
    // Two intents close together (the movement and its vision): the bot asks which was meant.
    const clarified = await ask("rid-crc goal and vision");
    expect(clarified.ok && clarified.reply.outcome).toBe("clarify");
    await ask(DECLINED);
    const kept = await listUnanswered();
    expect(kept.find((q) => q.question.startsWith("rid-crc goal"))).toMatchObject({
      outcome: "clarify",
      candidates: expect.arrayContaining(["what-is-rid-crc", "vision-2035"]),
    });
    expect(kept.find((q) => q.question === DECLINED)).toMatchObject({ outcome: "decline", candidates: null });

    const { cookie } = await signedInAs(db(), "admin");
    const page = await callRoute<Data>(
      questionsRoute.loader,
      new Request("http://localhost:3000/admin/content/questions?intents", { headers: { cookie } }),
    );
    const group = page.data.groups.find((g) => g.questions.some((q) => q.question === DECLINED))!;
    expect(group.intent).toBe("advisors");
    expect(group.questions.find((q) => q.question === DECLINED)!.score).toBeGreaterThan(0.2);
    // Each intent's answers in four languages, with review state and phrasing counts.
    const overview = page.data.overview!.find((i) => i.id === "find-gp")!;
    expect(overview.languages.map((l) => l.lang)).toEqual(["en", "zh", "ms", "ta"]);
    expect(overview.languages[0]).toMatchObject({
      state: "approved",
      phrasings: { files: findGp.ask.en.length, console: 0 },
    });
    expect(overview.sources).toEqual(findGp.sources);
  });
});

afterEach(() => {
  vi.useRealTimers();
});

describe("attach to intent", () => {
  it("reaches a process that did not make it within seconds, without a restart", async () => {
    const words = "can my helper collect the kit for me";
    const first = await ask(words);
    expect(first.ok && first.reply.outcome).not.toBe("answer");
    // Another process's attach: the row is there, this process was not told.
    await db()
      .insert(chatPhrasings)
      .values({ intentId: "find-gp", language: "en", phrasing: words, normalised: normaliseQuestion(words) });
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 6_000 });
    const later = await ask(words);
    expect(later.ok && later.reply).toMatchObject({ outcome: "answer", text: intentAnswer(findGp, "en").text });
  });

  it("makes the bot answer that phrasing with the intent's approved answer, audited, the question gone", async () => {
    const before = await ask(CLARIFIED);
    expect(before.ok && before.reply.outcome).toBe("clarify");
    const [question] = await db()
      .select()
      .from(chatQuestions)
      .where(eq(chatQuestions.normalised, normaliseQuestion(CLARIFIED)));
    const audits = await auditRows();

    const result = await post("admin", { questionId: question!.id, intent: "find-gp", phrasing: CLARIFIED });
    expect(result.status).toBe(200);
    expect(result.data?.ok).toBe(true);

    const after = await ask(CLARIFIED);
    expect(after.ok && after.reply).toMatchObject({ outcome: "answer", text: intentAnswer(findGp, "en").text });
    expect(await auditRows()).toBe(audits + 1);
    const [row] = await db().select().from(adminActivityLog).where(eq(adminActivityLog.action, "chat.phrasing_attach"));
    expect(row).toMatchObject({
      targetId: "find-gp",
      after: expect.objectContaining({ language: "en", phrasing: CLARIFIED }),
    });
    expect((await listUnanswered()).some((q) => q.question === CLARIFIED)).toBe(false);
  });

  it.each([
    ["an empty phrasing", { intent: "find-gp", phrasing: "   " }, "phrasing", attachMessages.empty],
    [
      "an oversized phrasing",
      { intent: "find-gp", phrasing: "polyp ".repeat(100) },
      "phrasing",
      attachMessages.tooLong,
    ],
    [
      "one the files have",
      { intent: "fit-cost", phrasing: findGp.ask.en[0]! },
      "phrasing",
      attachMessages.duplicate("find-gp"),
    ],
    [
      "a topic the bot declines by rule",
      { intent: "find-gp", phrasing: DECLINED },
      "phrasing",
      attachMessages.outOfScope,
    ],
    [
      "an intent that does not exist",
      { intent: "no-such-intent", phrasing: "is yoga good" },
      "intent",
      attachMessages.intent,
    ],
  ])("%s: the field's message, nothing written", async (_label, fields, field, message) => {
    const [audits, phrasings] = [await auditRows(), await phrasingRows()];
    const result = await post("admin", fields);
    expect(result.status).toBe(400);
    expect(result.data).toMatchObject({ ok: false, field, message });
    expect([await auditRows(), await phrasingRows()]).toEqual([audits, phrasings]);
  });

  it("refuses a phrasing attached already from the console, in its language", async () => {
    const words = "wah where got clinic can do the kit near tampines";
    expect((await post("admin", { intent: "find-gp", phrasing: words })).status).toBe(200);
    const again = await post("super_admin", { intent: "fit-cost", phrasing: `${words.toUpperCase()}?` });
    expect(again).toMatchObject({
      status: 400,
      data: { field: "phrasing", message: attachMessages.duplicate("find-gp") },
    });
  });

  it("is refused to every role but the admins, nothing written", async () => {
    const phrasings = await phrasingRows();
    for (const role of roles.filter((r) => r !== "admin" && r !== "super_admin")) {
      const result = await post(role, { intent: "find-gp", phrasing: `a phrasing from ${role}` });
      expect(result.status, role).toBe(role === "anonymous" ? 302 : 403);
    }
    expect(await phrasingRows()).toBe(phrasings);
  });
});
