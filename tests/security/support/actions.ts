import type { Role } from "../../support/roles";
import { classifiedActions, type ClassifiedAction } from "../classification";
import { Jar, pendingSecondStep, type Client, type Sessions } from "./accounts";
import type { SecurityServer } from "./server";

export type { ClassifiedAction };

/** Every action of app/routes.ts, from the classification (which throws on an unclassified route). */
export const actions = (): ClassifiedAction[] => classifiedActions();

/** React Router's single-fetch address of a route (what its own forms post to with JavaScript on). */
export const dataPath = (url: string) => (url === "/" ? "/_root.data" : `${url.replace(/\/$/, "")}.data`);

/** Who posts to an action: the visitor nobody signed in, and the role a real user of the form has. */
export type Poster = { who: string; role: Role; client: Client };

/**
 * The posters of an action: anonymous always; then the right role with its session, or, for the
 * second sign-in step, a visitor holding a real pending two-factor cookie (the admin's password accepted).
 */
export async function postersOf(
  action: ClassifiedAction,
  server: SecurityServer,
  sessions: Sessions,
  ip: string,
): Promise<Poster[]> {
  const posters: Poster[] = [{ who: "anonymous", role: "anonymous", client: { ip, jar: new Jar() } }];
  if (action.gate) {
    await sessions.enrolledAdmin();
    const pending = await pendingSecondStep(server);
    posters.push({ who: "pending second step", role: action.rightRole, client: { ip, jar: pending.jar } });
  } else if (action.rightRole !== "anonymous") {
    const session = await sessions.of(action.rightRole);
    posters.push({ who: action.rightRole, role: action.rightRole, client: { ip, jar: session.jar } });
  }
  return posters;
}

/** Whether an action ends the poster's session by design (sign-out), per the classification. */
export const endsSession = (action: ClassifiedAction) => (action.writes ?? []).includes("sessions");

/** Runs the tasks with at most `limit` at a time, in order of start. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const at = next++;
      results[at] = await tasks[at]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}
