import { createAccount } from "../../db/seed";
import { auth } from "../../app/features/accounts/auth.server";
import type { Db } from "../../app/lib/db.server";
import type { UserType } from "../../app/features/accounts/user-types";

export const roles = [
  "anonymous",
  "champion",
  "gpclinic",
  "specialist",
  "corporate_contact",
  "admin",
  "super_admin",
] as const;
export type Role = (typeof roles)[number];

let counter = 0;

/** Creates a verified account of the given type and signs it in; returns its cookie header. */
export async function signedInAs(db: Db, userType: UserType): Promise<{ cookie: string; email: string; id: string }> {
  const email = `${userType}-${++counter}-${Date.now()}@test.example`;
  const password = "Correct-Horse-9";
  const id = await createAccount(db, { email, password, name: `Test ${userType}`, userType });
  const response = await auth().api.signInEmail({ body: { email, password }, asResponse: true });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error(`sign-in failed for ${email}: ${response.status}`);
  return { cookie, email, id };
}

export async function requestAs(db: Db, role: Role, path = "/somewhere?x=1"): Promise<Request> {
  const headers = new Headers();
  if (role !== "anonymous") headers.set("cookie", (await signedInAs(db, role)).cookie);
  return new Request(`http://localhost:3000${path}`, { headers });
}
