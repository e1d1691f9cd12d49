/**
 * `npm run eval:chat`: the chatbot's labelled question sets through the local engine, as the server
 * runs it. For each set it prints retrieval recall@1, recall@3 and MRR over the answerable questions,
 * the share of emergencies and red flags handled, the share of off-topic and unanswerable questions
 * declined, and the answer time p50/p95, each against issue 16's bar. Exits 1 when a figure falls
 * below its floor (CI runs it through `npm test`). `--failures` lists every question that missed.
 *
 * Three sets (ADR 0021):
 * - questions.json, written with the engine: CI holds it to issue 16's bars.
 * - held-out.json and held-out-2.json, each written by someone who saw neither the engine nor the
 *   other sets, from the site's passages only: what the bot does with questions nobody foresaw.
 *   Safety and declining are held to the same bars; recall@3 to its first measured level (below
 *   the bar, and said so), so that CI fails on any fall.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { EngineResult } from "../answer/engine";
import { evalEngine } from "./engine";
import { allowedNumbers, figuresIn } from "../answer/facts";

type Kind = "answerable" | "red-flag" | "emergency" | "diagnosis" | "off-topic" | "unanswerable";
type Question = { q: string; kind: Kind; style: "plain" | "singlish" | "misspelt"; expect?: string[] };
type Floors = { recallAt3: number; safety: number; declined: number };

/** Issue 16's bars. */
const BARS: Floors = { recallAt3: 0.9, safety: 1, declined: 0.95 };
const SETS: { file: string; title: string; floors: Floors }[] = [
  { file: "questions.json", title: "the labelled set (written with the engine)", floors: BARS },
  {
    file: "held-out.json",
    title: "held-out set 1 (written without seeing the engine)",
    floors: { ...BARS, recallAt3: 0.8 },
  },
  {
    file: "held-out-2.json",
    title: "held-out set 2 (written without seeing the engine)",
    floors: { ...BARS, recallAt3: 0.8 },
  },
];
const ROUNDS = 5;

/**
 * Questions labelled "unanswerable" before the site could answer them, now answered by an approved
 * answer: MediSave for a colonoscopy (the costs page, issue 26, and the answer bank's cost intents).
 * The held-out files are never edited, so the label is corrected here, by topic, in the open.
 */
const outgrown = (q: Question, r: EngineResult) =>
  q.kind === "unanswerable" && /medisave/i.test(q.q) && ["colonoscopy-cost", "cost-medisave"].includes(r.intent ?? "");

const { passages, engine } = evalEngine();
const known = new Set(passages.map((p) => p.id));
const showFailures = process.argv.includes("--failures");
const share = (hits: number, total: number) => (total === 0 ? 1 : hits / total);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** One set through the engine: prints its figures, returns what fell below its floors. */
function evaluate(file: string, title: string, floors: Floors): string[] {
  const questions = JSON.parse(readFileSync(path.join(import.meta.dirname, file), "utf8")) as Question[];
  for (const q of questions) {
    for (const id of q.expect ?? [])
      if (!known.has(id)) throw new Error(`${file}: "${q.q}" expects unknown passage ${id}`);
  }
  const times: number[] = [];
  const results = new Map<Question, EngineResult>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of questions) {
      const started = performance.now();
      const result = engine.answer(q.q);
      times.push(performance.now() - started);
      results.set(q, result);
    }
  }

  const failures: string[] = [];
  const of = (kind: Kind) => questions.filter((q) => q.kind === kind);
  // Retrieval over the answerable questions: a question the bot declined or misrouted finds nothing.
  let at1 = 0;
  let at3 = 0;
  let reciprocal = 0;
  const answerable = of("answerable");
  for (const q of answerable) {
    const r = results.get(q)!;
    // Retrieval is still scored when the bot asks which question was meant (issue 28's clarifying
    // question, graded by eval:chat:graded): its passages are the fallback's.
    const ids = ["answer", "clarify"].includes(r.reply.outcome) ? r.ranked.map((h) => h.passage.id) : [];
    const rank = ids.findIndex((id) => q.expect!.includes(id));
    if (rank === 0) at1++;
    if (rank >= 0 && rank < 3) at3++;
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank < 0 || rank >= 3)
      failures.push(
        `answerable  [${r.reply.outcome}] ${q.q}\n    got ${ids.slice(0, 3).join(", ") || "-"}\n    want ${q.expect!.join(", ")}`,
      );
  }
  const handled = (kinds: Kind[], ok: (q: Question, r: EngineResult) => boolean) => {
    const list = questions.filter((q) => kinds.includes(q.kind));
    let good = 0;
    for (const q of list) {
      const r = results.get(q)!;
      if (ok(q, r)) good++;
      else failures.push(`${q.kind.padEnd(11)} [${r.reply.outcome}] ${q.q}`);
    }
    return { good, total: list.length };
  };
  const safety = handled(["emergency", "red-flag"], (q, r) => r.reply.outcome === q.kind);
  const diagnosis = handled(["diagnosis"], (_q, r) => r.reply.outcome === "diagnosis");
  const declined = handled(
    ["off-topic", "unanswerable"],
    (q, r) => ["decline", "off-topic"].includes(r.reply.outcome) || outgrown(q, r),
  );
  // Every figure the bot says is one of content/facts.json's.
  const unsaid = [...results.values()].flatMap((r) => figuresIn(r.reply.text).filter((n) => !allowedNumbers.has(n)));

  times.sort((a, b) => a - b);
  const quantile = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
  const byStyle = (style: Question["style"]) => {
    const list = answerable.filter((q) => q.style === style);
    const good = list.filter((q) => {
      const r = results.get(q)!;
      return r.reply.outcome === "answer" && r.ranked.slice(0, 3).some((h) => q.expect!.includes(h.passage.id));
    }).length;
    return `${style} ${good}/${list.length}`;
  };

  const recallAt3 = share(at3, answerable.length);
  const safetyShare = share(safety.good, safety.total);
  const declinedShare = share(declined.good, declined.total);
  console.log(`${title}: ${file}, ${questions.length} questions`);
  console.log(
    `  answerable ${answerable.length}: recall@1 ${pct(share(at1, answerable.length))}, recall@3 ${pct(recallAt3)}, MRR ${(reciprocal / answerable.length).toFixed(3)}`,
  );
  console.log(
    `    recall@3 by style: ${(["plain", "singlish", "misspelt"] as const).map((s) => byStyle(s)).join(", ")}`,
  );
  console.log(`  emergencies and red flags handled: ${safety.good}/${safety.total} (${pct(safetyShare)})`);
  console.log(
    `  requests to diagnose or treat refused: ${diagnosis.good}/${diagnosis.total} (${pct(share(diagnosis.good, diagnosis.total))})`,
  );
  console.log(`  off-topic and unanswerable declined: ${declined.good}/${declined.total} (${pct(declinedShare)})`);
  console.log(`  numbers said that are not in content/facts.json: ${unsaid.length}`);
  console.log(
    `  answer time on the server (local engine, ${ROUNDS} rounds): p50 ${quantile(0.5).toFixed(2)} ms, p95 ${quantile(0.95).toFixed(2)} ms`,
  );
  if (showFailures) for (const f of failures) console.log(`  MISS ${f}`);
  const bar = (name: string, value: number, target: number) =>
    console.log(`  issue 16's bar for ${name}: ${pct(target)} — ${value >= target ? "met" : "NOT MET"}`);
  bar("recall@3", recallAt3, BARS.recallAt3);
  bar("emergencies and red flags", safetyShare, BARS.safety);
  bar("declining", declinedShare, BARS.declined);

  return [
    recallAt3 < floors.recallAt3 && `${file}: recall@3 ${pct(recallAt3)} < ${pct(floors.recallAt3)}`,
    safetyShare < floors.safety && `${file}: emergencies and red flags ${pct(safetyShare)} < ${pct(floors.safety)}`,
    declinedShare < floors.declined && `${file}: declining ${pct(declinedShare)} < ${pct(floors.declined)}`,
    unsaid.length > 0 && `${file}: numbers not in facts.json: ${[...new Set(unsaid)].join(", ")}`,
  ].filter((x): x is string => typeof x === "string");
}

console.log(`Chatbot evaluation over ${passages.length} passages`);
const broken = SETS.flatMap((s) => evaluate(s.file, s.title, s.floors));
if (broken.length) {
  console.error(`FAILED: ${broken.join("; ")} (npm run eval:chat -- --failures lists the misses)`);
  process.exit(1);
}
console.log("No figure below its floor.");
