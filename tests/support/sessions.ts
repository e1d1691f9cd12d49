import { eq } from "drizzle-orm";
import { users } from "../../db/schema";
import { createAccount } from "../../server/seed";
import { auth } from "../../app/features/accounts/auth.server";
import type { Db } from "../../app/lib/db.server";
import type { UserType } from "../../app/features/accounts/user-types";
import type { Role } from "./roles";

export { roles, type Role } from "./roles";

let counter = 0;

/** Creates a verified account of the given type and signs it in; returns its cookie header. */
export async function signedInAs(
  db: Db,
  userType: UserType,
  { twoFactor = userType === "admin" || userType === "super_admin" } = {},
): Promise<{ cookie: string; email: string; id: string }> {
  const email = `${userType}-${++counter}-${Date.now()}@test.example`;
  const password = "Correct-Horse-9";
  const id = await createAccount(db, { email, password, name: `Test ${userType}`, userType });
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  // Admins are enrolled in two-step verification, as the admin area requires (set after sign-in,
  // which would otherwise stop at the second-factor step).
  if (twoFactor) await db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, id));
  return { cookie, email, id };
}

export async function requestAs(
  db: Db,
  role: Role,
  path = "/somewhere?x=1",
  options: { twoFactor?: boolean } = {},
): Promise<Request> {
  const headers = new Headers();
  if (role !== "anonymous") headers.set("cookie", (await signedInAs(db, role, options)).cookie);
  return new Request(`http://localhost:3000${path}`, { headers });
}
