import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { bankFile, problemsOf, type Intent } from "./schema";

/**
 * The answer bank as the server reads it: every content/chat-answers/*.json, checked against the
 * schema and its rules; a broken file stops the server (and the tests) with its name and the fault,
 * rather than a bot that says a wrong figure.
 */
export function loadBank(dir = path.resolve(process.cwd(), "content/chat-answers")): Intent[] {
  const intents: Intent[] = [];
  const problems: string[] = [];
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const parsed = bankFile.safeParse(JSON.parse(readFileSync(path.join(dir, file), "utf8")));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      problems.push(`${file}: ${issue?.path.join(".")}: ${issue?.message}`);
      continue;
    }
    problems.push(...problemsOf(file, parsed.data));
    intents.push(...parsed.data.intents.map((i) => ({ ...i, topic: parsed.data.topic })));
  }
  const seen = new Set<string>();
  for (const i of intents) {
    if (seen.has(i.id)) problems.push(`intent ${i.id} appears twice`);
    seen.add(i.id);
  }
  if (problems.length) throw new Error(`content/chat-answers: ${problems.join("; ")}`);
  return intents;
}

let cache: Intent[] | undefined;
export const bank = () => (cache ??= loadBank());
