import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { respond } from "../../../app/features/chat/chat.server";
import { chatLimits } from "../../../app/features/chat/limits";
import { chatMessages } from "../../../app/features/chat/messages";
import { listUnanswered } from "../../../app/features/chat/unanswered.server";
import { CLIENT_IP_HEADER } from "../../../app/lib/http/client-ip";
import { setEnv } from "../../../app/lib/env.server";
import { testEnv, useTestDatabase } from "../../support/db";
import { startOpenAiServer, type OpenAiServer } from "../../support/openai-server";

// One message to the bot as the /chat page and the widget send it (issue 16): bad input, the flood
// limit, what is kept when the site cannot answer, and the optional language model's three fates.

const db = useTestDatabase();
let ip = 0;
/** Each test speaks from its own client address, so the flood limit of one does not reach another. */
const request = (address = `10.0.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`) =>
  new Request("http://localhost/chat", { method: "POST", headers: { [CLIENT_IP_HEADER]: address } });
const ask = (message: string, history: string[] = [], from = request()) => respond(from, { message, history });

describe("bad input", () => {
  it.each([
    ["empty", ""],
    ["whitespace only", "   \n\t  "],
    ["binary only", "\u0000\u0001\u0002\u007f"],
  ])("%s: the field's message, nothing answered", async (_label, message) => {
    expect(await ask(message)).toEqual({ ok: false, kind: "empty", error: chatMessages.empty });
  });

  it("over 500 characters (and 100 KB): the limit's message", async () => {
    for (const message of ["a".repeat(501), "x".repeat(100 * 1024)]) {
      expect(await ask(message)).toEqual({ ok: false, kind: "too-long", error: chatMessages.tooLong });
    }
  });

  it("HTML or script is a question like any other: the reply is plain text and never echoes it", async () => {
    const result = await ask("<script>alert(1)</script><img src=x onerror=alert(1)> what is a polyp");
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.reply.text).not.toMatch(/<|>/);
    for (const link of [...result.reply.sources, ...result.reply.links])
      expect(link.href).toMatch(/^(\/(?!\/)|mailto:)/);
  });

  it("a forged history of 1,000 entries is cut to the last five, each to 500 characters", async () => {
    const history = Array.from({ length: 1000 }, (_, i) => `${"z".repeat(2000)} ${i}`);
    const result = await ask("how much is it", history);
    expect(result.ok).toBe(true);
  });
});

describe("the flood limit", () => {
  it(`allows ${chatLimits.perClient.max} messages a minute from one client, then says to wait`, async () => {
    const from = "10.9.9.9";
    for (let i = 0; i < chatLimits.perClient.max; i++)
      expect((await ask("what is a polyp", [], request(from))).ok).toBe(true);
    const refused = await ask("what is a polyp", [], request(from));
    expect(refused).toMatchObject({ ok: false, kind: "rate-limited", error: chatMessages.rateLimited });
    // Another client is not affected.
    expect((await ask("what is a polyp")).ok).toBe(true);
  });

  it("a flood sent all at once from one client gets exactly the limit through", async () => {
    const from = "10.9.9.10";
    const results = await Promise.all(
      Array.from({ length: chatLimits.perClient.max + 15 }, () => ask("what is a polyp", [], request(from))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(chatLimits.perClient.max);
    expect(results.filter((r) => !r.ok && r.kind === "rate-limited")).toHaveLength(15);
  });
});

describe("outcomes", () => {
  it("an emergency gets 995 before anything else, and nothing is kept", async () => {
    const before = await listUnanswered({}, db());
    const result = await ask("my father fainted and there is heavy bleeding from his bottom");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "emergency" } });
    if (result.ok) expect(result.reply.text).toContain("995");
    expect(await listUnanswered({}, db())).toEqual(before);
  });

  it("a red flag sends the person to a doctor, with Find a GP", async () => {
    const result = await ask("i see blood in my stool");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "red-flag" } });
    if (result.ok) expect(result.reply.links.map((l) => l.href)).toContain("/find-a-gp");
  });

  it("an answer cites our own pages", async () => {
    const result = await ask("how do i prepare for a colonoscopy");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "answer", via: "local", isMocked: false } });
    if (result.ok) {
      expect(result.reply.sources.length).toBeGreaterThan(0);
      for (const s of result.reply.sources) expect(s.href).toMatch(/^\/(?!\/)/);
    }
  });

  it("a health question the site cannot answer is declined and kept without personal data", async () => {
    const question = "Does acupuncture help after bowel surgery? Call me at 9123 4567";
    const result = await ask(question);
    expect(result).toMatchObject({ ok: true, reply: { outcome: "decline" } });
    await ask(question);
    const kept = (await listUnanswered({}, db())).filter((q) => q.question.includes("acupuncture"));
    expect(kept).toHaveLength(1);
    expect(kept[0]!.question).toBe("Does acupuncture help after bowel surgery? Call me at [phone removed]");
    expect(kept[0]!.timesAsked).toBe(2);
  });
});

describe("with a language model (a real local server speaking the OpenAI protocol)", () => {
  let server: OpenAiServer;
  beforeAll(async () => {
    server = await startOpenAiServer();
  });
  afterAll(async () => {
    await server.close();
    setEnv(testEnv());
  });
  beforeEach(() => {
    server.requests.length = 0;
    setEnv(testEnv({ CHAT_MODEL_URL: server.url, CHAT_MODEL_NAME: "test-model", CHAT_MODEL_TIMEOUT_MS: "1000" }));
  });

  // A question no approved answer covers: the model may reword the passage quoted (issue 28).
  it("its checked answer replaces ours, with the passages it cited as sources", async () => {
    server.reply({ answer: "A serrated lesion is a kind of polyp [1]." });
    const result = await ask("what is a serrated lesion");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "answer", via: "model" } });
    if (result.ok) expect(result.reply.text).toBe("A serrated lesion is a kind of polyp.");
    expect(server.requests).toHaveLength(1);
  });

  it("never rewords an approved answer of the answer bank", async () => {
    const result = await ask("what is a polyp");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "answer", via: "local" } });
    if (result.ok) expect(result.reply.text).toMatch(/^A polyp is a small growth on the inside wall of the bowel\./);
    expect(server.requests).toHaveLength(0);
  });

  it("an answer with a number the site does not state is replaced by ours", async () => {
    server.reply({ answer: "About 4821 serrated lesions are harmless [1]." });
    const result = await ask("what is a serrated lesion");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "answer", via: "local" } });
    if (result.ok) expect(result.reply.banner).toBeUndefined();
  });

  it("when it errs, our answer stands and the spec's banner says so", async () => {
    server.reply({ status: 503 });
    const result = await ask("what is a serrated lesion");
    expect(result).toMatchObject({ ok: true, reply: { outcome: "answer", via: "local" } });
    if (result.ok) expect(result.reply.banner).toMatch(/^Connection issue: /);
  });

  it("is never asked about an emergency, a red flag or a diagnosis", async () => {
    await ask("heavy bleeding and i feel faint");
    await ask("black stool for a week");
    await ask("do i have cancer");
    expect(server.requests).toHaveLength(0);
  });
});
