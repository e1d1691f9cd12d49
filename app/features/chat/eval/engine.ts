import { parseEnv } from "~/lib/env.server";
import { corpus } from "../answer/corpus.server";
import { createEngine } from "../answer/engine";
import { loadBank } from "../bank/load.server";

/**
 * The engine both evals run, as the server builds it: the same passages and the team's address from
 * the environment (CONTACT_EMAIL, or its one default in env.server.ts). The evals sign nothing, so
 * a throwaway session secret keeps parseEnv from writing one into the data folder.
 */
export function evalEngine() {
  const passages = corpus();
  const { CONTACT_EMAIL } = parseEnv({ ...process.env, SESSION_SECRET: "eval-only-".padEnd(32, "-") });
  return { passages, engine: createEngine(passages, { contactEmail: CONTACT_EMAIL, intents: loadBank() }) };
}
