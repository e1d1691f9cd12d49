import { describe, expect, it } from "vitest";
import {
  appendMessages,
  isSafeHref,
  MAX_BOT_TEXT,
  messageId,
  parseTranscript,
  serialiseTranscript,
  TRANSCRIPT_BUDGET,
  TRANSCRIPT_SIZE,
  userHistory,
} from "./transcript";
import type { ChatMessage } from "./types";

const at = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, n)).toISOString();

const user = (text: string, n = 0): ChatMessage => ({
  id: messageId("user", at(n)),
  text,
  sender: "user",
  isMocked: false,
  timestamp: at(n),
});

const bot = (text: string, n = 0, extra: Partial<NonNullable<ChatMessage["reply"]>> = {}): ChatMessage => ({
  id: messageId("bot", at(n)),
  text,
  sender: "bot",
  isMocked: false,
  timestamp: at(n),
  reply: { outcome: "answer", via: "local", sources: [], links: [], ...extra },
});

const wire = (value: object) => JSON.stringify(value);

describe("the /chat page's hidden transcript", () => {
  it("comes back as it went out: senders, text with its line breaks, sources and links", () => {
    const conversation = [
      bot("Hello, Champion!", 0),
      user("How do I prepare\nfor a colonoscopy?", 1),
      bot("Eat light the day before.\n\nDrink the whole preparation.", 1, {
        sources: [{ title: "Colonoscopy preparation: The day before", href: "/education/article/prep#the-day-before" }],
        links: [
          { label: "Find a GP near you", href: "/find-a-gp" },
          { label: "E-mail us", href: "mailto:hello@rid-crc.example.sg" },
        ],
      }),
    ];
    expect(parseTranscript(serialiseTranscript(conversation))).toEqual(conversation);
  });

  it("keeps the outcome and marks a canned reply as mocked", () => {
    const canned = { ...bot("Please see a doctor.", 2, { outcome: "red-flag", via: "model" }), isMocked: true };
    expect(parseTranscript(serialiseTranscript([canned]))).toEqual([canned]);
  });

  it("keeps only the last 20 messages, going out and coming in", () => {
    const many = Array.from({ length: 30 }, (_, i) => user(`question ${i}`, i));
    const out = serialiseTranscript(many);
    expect(out).toHaveLength(TRANSCRIPT_SIZE);
    expect(parseTranscript(out).map((m) => m.text)).toEqual(many.slice(-20).map((m) => m.text));
  });

  it("cuts a forged transcript of 1,000 entries to the last 20", () => {
    const forged = Array.from({ length: 1000 }, (_, i) => wire({ s: "u", t: `spam ${i}`, at: at(i % 60) }));
    const parsed = parseTranscript(forged);
    expect(parsed).toHaveLength(20);
    expect(parsed[0]!.text).toBe("spam 980");
    expect(parsed.at(-1)!.text).toBe("spam 999");
    // Same sender and time on several entries: each still gets its own id (a React key).
    expect(new Set(parsed.map((m) => m.id)).size).toBe(20);
  });

  it("drops what is malformed and keeps the rest, never throwing", () => {
    const good = wire({ s: "u", t: "Is the FIT free?", at: at(1) });
    const values: unknown[] = [
      "not json",
      "",
      "null",
      "[1,2]",
      '"a string"',
      wire({ s: "x", t: "who?", at: at(1) }),
      wire({ s: "u", t: 42, at: at(1) }),
      wire({ s: "u", t: "   ", at: at(1) }),
      wire({ s: "u", t: "no time" }),
      wire({ s: "u", t: "bad time", at: "yesterday" }),
      wire({ s: "u", t: "x".repeat(501), at: at(1) }),
      wire({ s: "b", t: "y".repeat(MAX_BOT_TEXT + 1), at: at(1) }),
      `{"s":"u","t":"with a proto key","at":"${at(1)}","__proto__":{"polluted":true}}`,
      new File(["binary"], "x.bin"),
      good,
    ];
    const parsed = parseTranscript(values);
    expect(parsed.map((m) => m.text)).toEqual(["with a proto key", "Is the FIT free?"]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("keeps a user text of exactly 500 characters and a bot text of exactly 4,000", () => {
    const parsed = parseTranscript([
      wire({ s: "u", t: "a".repeat(500), at: at(1) }),
      wire({ s: "b", t: "b".repeat(MAX_BOT_TEXT), at: at(2) }),
    ]);
    expect(parsed.map((m) => m.text.length)).toEqual([500, MAX_BOT_TEXT]);
  });

  it("keeps a source or link only when it leads to a page of ours or an e-mail address", () => {
    const parsed = parseTranscript([
      wire({
        s: "b",
        t: "Answer",
        at: at(3),
        o: "invented",
        src: [
          ["Ours", "/education/article/early-warning-signs#blood-in-the-stool"],
          ["Other host", "//evil.example.sg/x"],
          ["Backslash", "/\\evil.example.sg"],
          ["Tab trick", "/\t/evil.example.sg"],
          ["Script", "javascript:alert(1)"],
          ["Absolute", "https://evil.example.sg/"],
          ["", "/empty-title"],
          ["Not a pair"],
          "nonsense",
        ],
        l: [
          ["Write to us", "mailto:hello@rid-crc.example.sg"],
          ["Data", "data:text/html,<script>alert(1)</script>"],
        ],
      }),
    ]);
    expect(parsed).toHaveLength(1);
    expect(parsed[0]!.reply).toEqual({
      // An outcome we do not know is read as a plain answer.
      outcome: "answer",
      via: "local",
      sources: [{ title: "Ours", href: "/education/article/early-warning-signs#blood-in-the-stool" }],
      links: [{ label: "Write to us", href: "mailto:hello@rid-crc.example.sg" }],
    });
  });

  it("says which hrefs are ours", () => {
    for (const href of ["/", "/find-a-gp", "/search?q=fit%20test", "mailto:hello@rid-crc.example.sg"])
      expect(isSafeHref(href), href).toBe(true);
    for (const href of ["", "//x.sg", "/\\x.sg", "/a b", "/a\nb", "http://x.sg", "javascript:x", "mailto://x", 5, null])
      expect(isSafeHref(href), String(href)).toBe(false);
  });

  it("stays within the form's size budget, dropping the oldest messages first", () => {
    const long = Array.from({ length: 20 }, (_, i) =>
      bot(`${"A long reply with <markup> & “quotes”. ".repeat(95)}${i}`, i),
    );
    const out = serialiseTranscript(long);
    const size = out.reduce((sum, v) => sum + encodeURIComponent(v).length, 0);
    expect(size).toBeLessThanOrEqual(TRANSCRIPT_BUDGET);
    expect(out.length).toBeLessThan(20);
    expect(parseTranscript(out).at(-1)!.text.endsWith("19")).toBe(true);
  });

  it("gives a message the same id on every post, so only new messages are new to the page", () => {
    const first = parseTranscript(serialiseTranscript([bot("Hello", 0)]));
    const second = parseTranscript(serialiseTranscript(appendMessages(first, user("Hi", 1), bot("Hello again", 1))));
    expect(second[0]!.id).toBe(first[0]!.id);
    expect(new Set(second.map((m) => m.id)).size).toBe(3);
  });
});

describe("the history sent with a message", () => {
  it("is the text of the last 5 user messages, oldest first (spec §7)", () => {
    const conversation = Array.from({ length: 7 }, (_, i) => [user(`q${i}`, i), bot(`a${i}`, i)]).flat();
    expect(userHistory(conversation)).toEqual(["q2", "q3", "q4", "q5", "q6"]);
    expect(userHistory([bot("Hello")])).toEqual([]);
  });

  it("keeps the last 20 messages when more are added", () => {
    const conversation = Array.from({ length: 19 }, (_, i) => user(`q${i}`, i));
    const next = appendMessages(conversation, user("q19", 19), bot("a19", 19));
    expect(next).toHaveLength(20);
    expect(next[0]!.text).toBe("q1");
  });
});
