import { randomBytes, randomUUID } from "node:crypto";
import { asc, count, eq, sql } from "drizzle-orm";
import { adminActivityLog, emailOutbox, sessions, users } from "../../db/schema";
import { auth } from "../../app/features/accounts/auth.server";
import type { SessionUser } from "../../app/features/accounts/index.server";
import { CLIENT_IP_HEADER } from "../../app/lib/http/client-ip";
import { db } from "../../app/lib/db.server";

// The console's Users tab (issue #14): accounts written straight into the database, requests as a
// browser sends them (with the client address the server establishes), and what the tests read back.

let n = 0;
/** A word no other account contains, to search for exactly the accounts of one test. */
export const tag = (label: string) => `${label}${++n}x${randomBytes(3).toString("hex")}`;
export const IP = "203.0.113.50";
const origin = "http://localhost:3000";

export type NewUser = Partial<typeof users.$inferInsert>;

/** Accounts without a password (nobody signs in as them), with the given fields. */
export async function makeUsers(rows: NewUser[]): Promise<{ id: string; email: string; name: string }[]> {
  const values = rows.map((row) => ({
    id: randomUUID(),
    email: `${tag("user")}@example.sg`,
    fullName: `Someone ${tag("name")}`,
    emailVerified: true,
    ...row,
  }));
  await db().insert(users).values(values);
  return values.map((v) => ({ id: v.id, email: v.email, name: v.fullName }));
}

export const makeUser = async (row: NewUser = {}) => (await makeUsers([row]))[0]!;

export const get = (path: string, cookie: string, ip = IP) =>
  new Request(`${origin}${path}`, { headers: { cookie, [CLIENT_IP_HEADER]: ip } });

export const post = (path: string, cookie: string, fields: Record<string, string>, ip = IP) =>
  new Request(`${origin}${path}`, {
    method: "POST",
    headers: { cookie, [CLIENT_IP_HEADER]: ip, "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
  });

/** A request as the server functions receive it (the tests that call them without a route). */
export const adminRequest = (ip = IP) =>
  new Request(`${origin}/admin/users/x`, { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });

type Handler = (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;

/**
 * Runs a loader or action as React Router does: its data and status, or the Response it answered
 * or threw (a redirect, a file), or the status of the data() it threw (404, 403).
 */
export async function run<T = unknown>(
  handler: unknown,
  request: Request,
  params: Record<string, string> = {},
): Promise<{ status: number; data: T; response?: Response }> {
  let answer: unknown;
  try {
    answer = await (handler as Handler)({ request, params, context: { nonce: "", requestId: "" } });
  } catch (thrown) {
    const isData = (thrown as { type?: string } | null)?.type === "DataWithResponseInit";
    if (!(thrown instanceof Response) && !isData) throw thrown;
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, data: undefined as T, response: answer };
  const d = answer as { type?: string; data?: unknown; init?: { status?: number } | null };
  if (d?.type === "DataWithResponseInit") return { status: d.init?.status ?? 200, data: d.data as T };
  return { status: 200, data: answer as T };
}

export async function auditCount(): Promise<number> {
  const [row] = await db().select({ n: count() }).from(adminActivityLog);
  return row!.n;
}

export const auditOf = (targetId: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(eq(adminActivityLog.targetId, targetId))
    .orderBy(asc(adminActivityLog.createdAt));

export const auditBy = (adminId: string, action: string) =>
  db()
    .select()
    .from(adminActivityLog)
    .where(sql`${adminActivityLog.adminId} = ${adminId} and ${adminActivityLog.action} = ${action}`);

export const sessionsOf = (userId: string) => db().select().from(sessions).where(eq(sessions.userId, userId));

export const mailsTo = (email: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(eq(sql`lower(${emailOutbox.to})`, email.toLowerCase()))
    .orderBy(asc(emailOutbox.createdAt));

export async function userRow(id: string) {
  const [row] = await db().select().from(users).where(eq(users.id, id));
  return row!;
}

/** Signs an account in through better-auth (a new session each time); its cookie header. */
export async function signInCookie(email: string, password: string): Promise<string> {
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** The signed-in admin as the guards give it to the server functions. */
export function actor(row: { id: string; email: string }, userType: "admin" | "super_admin"): SessionUser {
  return {
    id: row.id,
    email: row.email,
    name: "An admin",
    userType,
    status: "active",
    emailVerified: true,
    twoFactorEnabled: true,
  };
}

export { parseCsv } from "./csv";
