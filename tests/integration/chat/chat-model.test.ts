import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { factPassages } from "../../../app/features/chat/answer/facts";
import { askModel, modelConfig, type ModelConfig } from "../../../app/features/chat/answer/model.server";
import { EnvError, parseEnv, setEnv } from "../../../app/lib/env.server";
import { closedPortUrl, startOpenAiServer, type OpenAiServer } from "../../support/openai-server";

/**
 * The chatbot's language-model client against a real HTTP server speaking the OpenAI
 * chat-completions protocol (tests/support/openai-server.ts): what we send, and what a person gets
 * when the model answers well, errs, is slow, is unreachable, or strays from our passages.
 */

// Real passages: the figures of content/facts.json as the bot retrieves them.
const all = factPassages();
const byId = (id: string) => all.find((p) => p.id === id)!;
const passages = [byId("fact:start-age"), byId("fact:survival")];
const question = "when should i start screening ah";
const KEY = "sk-test-0123456789abcdef";

let server: OpenAiServer;
let config: ModelConfig;

beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
  config = { url: server.url, model: "llama3.2:3b", key: KEY, timeoutMs: 3000 };
});

type SentBody = {
  model: string;
  temperature: number;
  max_tokens: number;
  messages: { role: string; content: string }[];
};

describe("askModel against an OpenAI-compatible server", () => {
  it("accepts a good answer, and sent the key, the model name, the passages, the history and the question", async () => {
    server.reply({
      answer: "In Singapore, start screening at age 50 [1]. When it is found early, 95% of people survive [2].",
    });
    const result = await askModel(config, question, ["hello", "what is the poo test"], passages);

    expect(result).toEqual({
      ok: true,
      text: "In Singapore, start screening at age 50. When it is found early, 95% of people survive.",
      sources: [
        { title: "When to start screening", href: "/get-screened" },
        { title: "Why early detection matters", href: "/" },
      ],
    });
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request!.method).toBe("POST");
    expect(request!.path).toBe("/v1/chat/completions");
    expect(request!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(request!.headers["content-type"]).toBe("application/json");
    const body = request!.body as SentBody;
    expect(body.model).toBe("llama3.2:3b");
    expect(body.temperature).toBe(0.2);
    expect(body.max_tokens).toBe(400);
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user", "user", "user"]);
    const system = body.messages[0]!.content;
    expect(system).toContain("NO_ANSWER");
    expect(system).toContain(`[1] When to start screening\n${passages[0]!.text}`);
    expect(system).toContain(`[2] Why early detection matters\n${passages[1]!.text}`);
    expect(body.messages.slice(1).map((m) => m.content)).toEqual(["hello", "what is the poo test", question]);
  });

  it("sends no Authorization header when no key is set", async () => {
    server.reply({ answer: "Start screening at age 50 [1]." });
    const { key: _key, ...withoutKey } = config;
    const result = await askModel(withoutKey, question, [], passages);
    expect(result.ok).toBe(true);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
  });

  it("sends only the last 5 questions of a forged long history", async () => {
    server.reply({ answer: "Start screening at age 50 [1]." });
    const history = Array.from({ length: 1000 }, (_, i) => `question ${i}`);
    await askModel(config, question, history, passages);
    const body = server.requests[0]!.body as SentBody;
    expect(body.messages.slice(1, -1).map((m) => m.content)).toEqual(history.slice(-5));
  });

  it.each([500, 503, 401, 429])(
    "reports an answer of %i as a connection issue, naming neither key nor address",
    async (status) => {
      server.reply({ status });
      const result = await askModel(config, question, [], passages);
      expect(result).toEqual({ ok: false, reason: "failed", detail: `the language model answered ${status}` });
      expect(JSON.stringify(result)).not.toContain(KEY);
      expect(JSON.stringify(result)).not.toContain("127.0.0.1");
    },
  );

  it.each([
    ["a body that is not JSON", "{ this is not json"],
    ["JSON without choices", JSON.stringify({ object: "chat.completion" })],
    ["a choice without text", JSON.stringify({ choices: [{ message: { role: "assistant", content: null } }] })],
    ["JSON null", "null"],
  ])("reports %s as a connection issue", async (_, rawBody) => {
    server.reply({ rawBody });
    expect(await askModel(config, question, [], passages)).toEqual({
      ok: false,
      reason: "failed",
      detail: "the language model sent an answer we could not read",
    });
  });

  it("reports a body far too large to be an answer as a connection issue", async () => {
    server.reply({ rawBody: JSON.stringify({ choices: [{ message: { content: "x".repeat(300_000) } }] }) });
    expect(await askModel(config, question, [], passages)).toMatchObject({ ok: false, reason: "failed" });
  });

  it("gives up on a model slower than its timeout", async () => {
    server.reply({ answer: "Start screening at age 50 [1].", delayMs: 3000 });
    const result = await askModel({ ...config, timeoutMs: 300 }, question, [], passages);
    expect(result).toEqual({ ok: false, reason: "slow", detail: "the language model took longer than 300 ms" });
  });

  it("reports a dropped connection as a connection issue", async () => {
    server.reply({ destroy: true });
    expect(await askModel(config, question, [], passages)).toEqual({
      ok: false,
      reason: "failed",
      detail: "the language model could not be reached",
    });
  });

  it("reports a server that is not there as a connection issue", async () => {
    const result = await askModel({ ...config, url: await closedPortUrl() }, question, [], passages);
    expect(result).toEqual({ ok: false, reason: "failed", detail: "the language model could not be reached" });
  });

  it("rejects an answer with a number that is not in the passages", async () => {
    server.reply({ answer: "Start screening at age 40 [1]." });
    expect(await askModel(config, question, [], passages)).toEqual({
      ok: false,
      reason: "rejected",
      detail: "the number 40 is not in the passages",
    });
  });

  it("rejects an answer with a link", async () => {
    server.reply({ answer: "Start screening at age 50 [1]. Book at https://www.healthhub.sg [1]." });
    expect(await askModel(config, question, [], passages)).toEqual({
      ok: false,
      reason: "rejected",
      detail: "the answer contains a URL",
    });
  });

  it("rejects the model's NO_ANSWER and an answer without citations", async () => {
    server.reply({ answer: "NO_ANSWER" }, { answer: "Start screening at age 50." });
    expect(await askModel(config, question, [], passages)).toMatchObject({ ok: false, reason: "rejected" });
    expect(await askModel(config, question, [], passages)).toEqual({
      ok: false,
      reason: "rejected",
      detail: "the answer cites no passage",
    });
  });

  it("asks nothing when there is no passage to answer from", async () => {
    expect(await askModel(config, question, [], [])).toMatchObject({ ok: false, reason: "rejected" });
    expect(server.requests).toHaveLength(0);
  });
});

describe("modelConfig", () => {
  const base = { SESSION_SECRET: "s".repeat(32), DATA_DIR: "/nonexistent-data-dir" };

  it("is null unless both the address and the model name are set", () => {
    setEnv(parseEnv(base));
    expect(modelConfig()).toBeNull();
    setEnv(parseEnv({ ...base, CHAT_MODEL_URL: "http://127.0.0.1:11434/v1" }));
    expect(modelConfig()).toBeNull();
    setEnv(parseEnv({ ...base, CHAT_MODEL_NAME: "llama3.2:3b" }));
    expect(modelConfig()).toBeNull();
  });

  it("reads the address (without a trailing slash), the name, the key and a 4 s default timeout", () => {
    setEnv(parseEnv({ ...base, CHAT_MODEL_URL: "http://127.0.0.1:11434/v1/", CHAT_MODEL_NAME: "llama3.2:3b" }));
    expect(modelConfig()).toEqual({ url: "http://127.0.0.1:11434/v1", model: "llama3.2:3b", timeoutMs: 4000 });
    setEnv(
      parseEnv({
        ...base,
        CHAT_MODEL_URL: "https://llm.example.sg/v1",
        CHAT_MODEL_NAME: "m",
        CHAT_MODEL_KEY: KEY,
        CHAT_MODEL_TIMEOUT_MS: "1500",
      }),
    );
    expect(modelConfig()).toEqual({ url: "https://llm.example.sg/v1", model: "m", key: KEY, timeoutMs: 1500 });
  });

  it.each([
    ["CHAT_MODEL_URL", "ftp://127.0.0.1/v1"],
    ["CHAT_MODEL_URL", "127.0.0.1:11434"],
    ["CHAT_MODEL_TIMEOUT_MS", "100"],
    ["CHAT_MODEL_TIMEOUT_MS", "20001"],
    ["CHAT_MODEL_TIMEOUT_MS", "soon"],
  ])("refuses %s=%s at start-up", (name, value) => {
    expect(() => parseEnv({ ...base, [name]: value })).toThrow(EnvError);
    expect(() => parseEnv({ ...base, [name]: value })).toThrow(name);
  });
});
