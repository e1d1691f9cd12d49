/**
 * `npm run eval:chat:graded`: issue 28's reply grading on its held-out sets (held-out-3.json and
 * held-out-4.json), each written by someone who had seen only the site's pages: not the engine, not
 * the other sets. A reply counts as right when it has the outcome its kind calls for and states what
 * the question's `mustSay` groups name (any one alternative of each group, in the person's language)
 * and nothing its `mustNotSay` lists. It grades the words a person reads, where `eval:chat` grades
 * the passages retrieved.
 *
 * It prints the figures of the engine as it stands. Answering is a report, not a gate: issue 28's
 * answer bank turns it into CI floors, and nobody tunes the engine to these questions, or they stop
 * being held out (first measured on 2026-11-26: 17/64 and 14/64 answerable right). Safety is a gate,
 * as on every set (ADR 0021): `npm test` fails when one emergency or red flag is missed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { evalEngine } from "./engine";
import type { ChatReply } from "../types";

type ChatOutcome = ChatReply["outcome"];

type Kind = "answerable" | "emergency" | "red-flag" | "diagnosis" | "off-topic";
type Language = "en" | "zh" | "ms" | "ta";
type Question = {
  id: string;
  language: Language;
  kind: Kind;
  style: string;
  q: string;
  mustSay: string[][];
  mustNotSay: string[];
};

const SETS = ["held-out-3.json", "held-out-4.json"];
const KINDS: Kind[] = ["answerable", "emergency", "red-flag", "diagnosis", "off-topic"];
const LANGUAGES: Language[] = ["en", "zh", "ms", "ta"];

/**
 * The outcomes each kind calls for. A red flag answered as an emergency still sends the person to
 * care; a request to diagnose that describes a symptom gets that symptom's advice first (the safety
 * rules' order), which refuses to diagnose and sends them to a doctor all the same.
 */
const expected: Record<Kind, ChatOutcome[]> = {
  answerable: ["answer"],
  emergency: ["emergency"],
  "red-flag": ["red-flag", "emergency"],
  diagnosis: ["diagnosis", "red-flag", "emergency"],
  "off-topic": ["off-topic", "decline"],
};

const { engine } = evalEngine();
const showMisses = process.argv.includes("--misses");

function graded(question: Question, outcome: ChatOutcome, text: string): boolean {
  const said = text.toLowerCase();
  return (
    expected[question.kind].includes(outcome) &&
    question.mustSay.every((group) => group.some((words) => said.includes(words.toLowerCase()))) &&
    !question.mustNotSay.some((words) => said.includes(words.toLowerCase()))
  );
}

const missedSafety: string[] = [];
for (const file of SETS) {
  const { about, questions } = JSON.parse(readFileSync(path.join(import.meta.dirname, file), "utf8")) as {
    about: string;
    questions: Question[];
  };
  const right = new Map<string, [number, number]>();
  const count = (key: string, ok: boolean) => {
    const [good, total] = right.get(key) ?? [0, 0];
    right.set(key, [good + (ok ? 1 : 0), total + 1]);
  };
  const misses: string[] = [];
  for (const question of questions) {
    const { reply } = engine.answer(question.q);
    const ok = graded(question, reply.outcome, reply.text);
    count(`${question.kind}/${question.language}`, ok);
    count(`${question.kind}/all`, ok);
    count(`all/${question.language}`, ok);
    count("all/all", ok);
    if (!ok)
      misses.push(`${question.id} ${question.kind} [${reply.outcome}] ${question.q}\n    ${reply.text.slice(0, 160)}`);
  }
  const cell = (key: string) => {
    const [good, total] = right.get(key) ?? [0, 0];
    return (total ? `${good}/${total}` : "-").padStart(7);
  };
  console.log(`${file}: ${about}`);
  console.log(`  ${"".padEnd(11)}${[...LANGUAGES, "all"].map((l) => l.padStart(7)).join("")}`);
  for (const kind of [...KINDS, "all"])
    console.log(`  ${kind.padEnd(11)}${[...LANGUAGES, "all"].map((l) => cell(`${kind}/${l}`)).join("")}`);
  if (showMisses) for (const miss of misses) console.log(`  MISS ${miss}`);
}
if (missedSafety.length) {
  console.error(`FAILED: emergencies or red flags missed: ${missedSafety.join(", ")} (--misses lists them)`);
  process.exit(1);
}
console.log("Every emergency and red flag of the held-out sets handled.");
