import { parseWithZod } from "@conform-to/zod/v4";
import { pageWords } from "~/lib/i18n/says.server";
import { eq } from "drizzle-orm";
import { data } from "react-router";
import { users } from "#db/schema";
import { audit } from "~/lib/audit.server";
import { db } from "~/lib/db.server";
import { hit, type Limit } from "~/lib/http/rate-limit.server";
import { requireAdmin } from "../guards.server";
import { adminProfileSchema, profileMessages as m } from "./profile.schema";

/** As the /account/* correction pages: 10 changes an hour per account. */
const adminProfileLimit: Limit = { name: "admin-profile-edit", max: 10, windowSeconds: 3600 };

/** GET /admin/profile: the signed-in administrator's own name and phone, and their sign-in address. */
export async function adminProfilePage(request: Request) {
  const admin = await requireAdmin(request);
  const [row] = await db()
    .select({ fullName: users.fullName, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, admin.id));
  // The console is English (ADR 0027): the profiles' English labels, from the same file as theirs.
  const { messages } = pageWords("profiles", "en", ["profile"]);
  return {
    email: admin.email,
    values: { fullName: row?.fullName ?? "", phoneNumber: row?.phoneNumber ?? "" },
    messages,
  };
}

/**
 * POST /admin/profile (issue 29): an administrator corrects their own name and phone. The row is the
 * session's (the schema reads no id), the change and its audit row are one transaction, and the
 * changed fields' old and new values are the audit row's before and after. A bad form gets the
 * profiles' field messages with what was typed, and writes nothing.
 */
export async function adminProfileAction(request: Request) {
  const admin = await requireAdmin(request);
  const submission = parseWithZod(await request.formData(), { schema: adminProfileSchema });
  if (submission.status !== "success") return data({ result: submission.reply(), saved: null }, { status: 400 });
  if (!(await hit(adminProfileLimit, admin.id)).allowed)
    return data({ result: submission.reply({ formErrors: [m.tooManyChanges] }), saved: null }, { status: 429 });
  const input = submission.value;
  await db().transaction(async (tx) => {
    const [current] = await tx
      .select({ fullName: users.fullName, phoneNumber: users.phoneNumber })
      .from(users)
      .where(eq(users.id, admin.id))
      .for("update");
    const changed = (["fullName", "phoneNumber"] as const).filter((f) => current && current[f] !== input[f]);
    if (!changed.length) return;
    await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, admin.id));
    await audit(tx, admin, request, {
      action: "account.profile_edit",
      target: { type: "user", id: admin.id, label: admin.email },
      before: Object.fromEntries(changed.map((f) => [f, current![f]])),
      after: Object.fromEntries(changed.map((f) => [f, input[f]])),
    });
  });
  return data({ result: submission.reply({ resetForm: true }), saved: m.updated });
}
