import { count, max } from "drizzle-orm";
import { chatPhrasings } from "#db/schema";
import { db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { logger } from "~/lib/logger.server";
import { corpus } from "../answer/corpus.server";
import { createEngine } from "../answer/engine";
import { bank } from "./load.server";
import type { BankLanguage, Intent } from "./schema";

/**
 * The engine every chat answer uses: the files' bank merged with the phrasings the team attached in
 * the console (chat_phrasings). Each process checks the table's count and latest row at most every
 * CHECK_MS, and rebuilds only when they changed, so an attach made on one process is answered by
 * every process within seconds, without a restart and without a query per message.
 */
const CHECK_MS = 5_000;

type PhrasingRow = { intentId: string; language: string; phrasing: string };

/** The bank with each console phrasing added to its intent's language (an unknown intent is skipped). */
function mergePhrasings(intents: Intent[], rows: PhrasingRow[]): Intent[] {
  const extra = new Map<string, PhrasingRow[]>();
  for (const r of rows) extra.set(r.intentId, [...(extra.get(r.intentId) ?? []), r]);
  return intents.map((intent) => {
    const mine = extra.get(intent.id);
    if (!mine) return intent;
    const ask = { ...intent.ask };
    for (const r of mine) {
      const lang = r.language as BankLanguage;
      ask[lang] = [...(ask[lang] ?? []), r.phrasing];
    }
    return { ...intent, ask };
  });
}

type State = { engine: ReturnType<typeof createEngine>; intents: Intent[]; signature: string; checkedAt: number };
let state: State | undefined;

const build = (intents: Intent[], signature: string): State => ({
  engine: createEngine(corpus(), { contactEmail: env().CONTACT_EMAIL, intents }),
  intents,
  signature,
  checkedAt: Date.now(),
});

async function refresh(current: State | undefined): Promise<State> {
  const [head] = await db()
    .select({ n: count(), latest: max(chatPhrasings.createdAt) })
    .from(chatPhrasings);
  const signature = `${head?.n ?? 0}:${head?.latest ? new Date(head.latest).getTime() : 0}`;
  if (current && current.signature === signature) return { ...current, checkedAt: Date.now() };
  const rows = await db()
    .select({ intentId: chatPhrasings.intentId, language: chatPhrasings.language, phrasing: chatPhrasings.phrasing })
    .from(chatPhrasings)
    .orderBy(chatPhrasings.createdAt);
  return build(mergePhrasings(bank(), rows), signature);
}

/**
 * The current engine and merged bank. When the database cannot be read the bot still answers from
 * the files (and the console phrasings it last saw): a phrasing is a nicety, an answer is not.
 */
export async function liveBank(): Promise<Omit<State, "signature" | "checkedAt">> {
  if (!state || Date.now() - state.checkedAt >= CHECK_MS) {
    // One refresh at a time: building the engine takes about a second of CPU, and messages that
    // arrive together (a cold process, a burst) wait for that one build instead of each making its own.
    refreshing ??= refreshOnce().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }
  return state;
}

let refreshing: Promise<State> | undefined;

async function refreshOnce(): Promise<State> {
  try {
    state = await refresh(state);
  } catch (error) {
    logger.warn({ err: error }, "console phrasings not read; answering from the files");
    state = state ? { ...state, checkedAt: Date.now() } : build(bank(), "files-only");
  }
  return state;
}

/** After an attach: this process reads the table again at its next message. */
export function phrasingsChanged(): void {
  if (state) state = { ...state, checkedAt: 0 };
}
