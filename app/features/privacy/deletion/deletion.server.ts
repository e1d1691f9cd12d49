import { and, count, desc, eq, gt, isNotNull, isNull, lte, ne, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { withFlash } from "~/lib/forms/flash.server";
import { adminActivityLog, deletionRequests, sessions, users } from "#db/schema";
import { confirmIdentity, requireUser, type SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Db, type Tx } from "~/lib/db.server";
import { enqueueEmail, startPeriodicJob } from "~/lib/email/outbox.server";
import { userLanguage } from "~/lib/email/words.server";
import { momentIn } from "~/lib/i18n/dates";
import { localPath, requestLang } from "~/lib/i18n/paths";
import { canonical } from "~/lib/page/seo.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import { privacySayIn, privacyWords } from "../localized.server";
import { deletionMessages as m } from "../messages";
import { deletionCancelledEmail, deletionDoneEmail, deletionRequestedEmail } from "./emails";
import { erasePerson, type DeletionCounts } from "./erase.server";

/** The grace period (issue 29): signing in before it ends cancels the deletion. */
const GRACE_DAYS = 14;
const noStore = { "Cache-Control": "private, no-store" };

const open = (userId: string) =>
  and(eq(deletionRequests.userId, userId), isNull(deletionRequests.cancelledAt), isNull(deletionRequests.completedAt));

/** An administrator account may not leave the console without a super admin. */
async function isLastSuperAdmin(tx: Db | Tx, user: Pick<SessionUser, "id" | "userType">): Promise<boolean> {
  if (user.userType !== "super_admin") return false;
  const [others] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.userType, "super_admin"), eq(users.status, "active"), ne(users.id, user.id)));
  // Another super admin already waiting for deletion does not count as staying.
  const [leaving] = await tx
    .select({ n: count() })
    .from(deletionRequests)
    .innerJoin(users, eq(users.id, deletionRequests.userId))
    .where(
      and(
        eq(users.userType, "super_admin"),
        ne(users.id, user.id),
        isNull(deletionRequests.cancelledAt),
        isNull(deletionRequests.completedAt),
      ),
    );
  return (others?.n ?? 0) - (leaving?.n ?? 0) < 1;
}

/** GET /account/delete: the signed-in person's own page, in the page's language; no id is read from anywhere. */
export async function deletionPage(request: Request) {
  const user = await requireUser(request);
  const { t, ...words } = privacyWords(requestLang(request), ["delete", "data"]);
  return data(
    {
      ...words,
      title: t("delete.title"),
      lastSuperAdmin: await isLastSuperAdmin(db(), user),
      twoFactor: user.twoFactorEnabled,
      // The refusal is the server's sentence (messages.ts), shown in the language.
      lastSuperAdminMessage: t("says.lastSuperAdmin"),
    },
    { headers: noStore },
  );
}

export type DeletionAnswer = { ok: false; field: "password" | "code" | "form"; message: string };

/**
 * POST /account/delete: the password (and the app's code when two-step is on) confirms it; then
 * the request, the end of every session of the account, the e-mail saying when and how to cancel,
 * and the audit row are one transaction. The person is the session's: an id in the form is ignored.
 */
export async function requestDeletion(request: Request) {
  const user = await requireUser(request);
  const lang = requestLang(request);
  const refuse = (field: DeletionAnswer["field"], message: string) =>
    data({ ok: false, field, message: privacySayIn(lang, message) } satisfies DeletionAnswer, { status: 400 });
  const form = await request.formData();
  const password = String(form.get("password") ?? "");
  const code = String(form.get("code") ?? "");
  const removeStories = form.get("removeStories") === "on";
  if (await isLastSuperAdmin(db(), user)) return refuse("form", m.lastSuperAdmin);
  if (!password) return refuse("password", m.passwordRequired);
  const confirmed = await confirmIdentity(request, user, password, code);
  if (!confirmed.ok) return refuse(confirmed.field, confirmed.message);
  const at = new Date();
  const due = await db().transaction((tx) => fileRequest(tx, user, at, { removeStories }, request, null));
  // Signed out everywhere, so the answer is on the sign-in page (a toast, without JavaScript too):
  // this page's own loader would find no session.
  const headers = withFlash({ kind: "success", message: privacySayIn(lang, m.requested(momentIn(lang, due))) });
  headers.append("Set-Cookie", clearedSessionCookie(request));
  return redirect(localPath(lang, "/login"), { status: 303, headers });
}

/** Expires the session cookie: the account's sessions are already gone from the database. */
function clearedSessionCookie(request: Request): string {
  const secure = new URL(request.url).protocol === "https:";
  const name = `${secure ? "__Secure-" : ""}better-auth.session_token`;
  return `${name}=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Files the request (or keeps the one already waiting) and signs the account out everywhere. */
async function fileRequest(
  tx: Tx,
  person: { id: string; email: string; name: string },
  at: Date,
  options: { removeStories: boolean },
  request: Request,
  filedBy: { actor: { id: string; email: string }; reason: string } | null,
): Promise<Date> {
  const dueAt = new Date(at.getTime() + GRACE_DAYS * 86_400_000);
  const [filed] = await tx
    .insert(deletionRequests)
    .values({
      userId: person.id,
      requestedAt: at,
      dueAt,
      removeStories: options.removeStories,
      filedBy: filedBy?.actor.id ?? null,
      reason: filedBy?.reason ?? null,
    })
    .onConflictDoNothing()
    .returning({ dueAt: deletionRequests.dueAt });
  const [waiting] = filed
    ? [filed]
    : await tx.select({ dueAt: deletionRequests.dueAt }).from(deletionRequests).where(open(person.id));
  await tx.delete(sessions).where(eq(sessions.userId, person.id));
  if (filed) {
    await enqueueEmail(
      deletionRequestedEmail({
        to: person.email,
        name: person.name,
        when: dueAt,
        url: canonical("/login"),
        lang: await userLanguage(person.id, tx),
      }),
      tx,
    );
    await audit(tx, filedBy?.actor ?? { id: person.id, email: person.email }, request, {
      action: filedBy ? "privacy.deletion_filed" : "privacy.deletion_request",
      target: { type: "user", id: person.id, label: person.email },
      after: { dueAt: dueAt.toISOString(), removeStories: options.removeStories, reason: filedBy?.reason },
    });
  }
  return waiting!.dueAt;
}

/**
 * A sign-in during the grace period cancels the deletion, and the e-mail says so (the sign-in
 * itself goes on as usual). Registered with the accounts feature's sign-in hook.
 */
export async function cancelOnSignIn(userId: string): Promise<void> {
  await db().transaction(async (tx) => {
    const [cancelled] = await tx
      .update(deletionRequests)
      .set({ cancelledAt: new Date() })
      .where(open(userId))
      .returning({ id: deletionRequests.id });
    if (!cancelled) return;
    const [user] = await tx
      .select({ email: users.email, name: users.fullName, lang: users.language })
      .from(users)
      .where(eq(users.id, userId));
    if (user) await enqueueEmail(deletionCancelledEmail({ to: user.email, name: user.name, lang: user.lang }), tx);
    await tx.insert(adminActivityLog).values({
      adminId: userId,
      actorEmail: user?.email ?? null,
      action: "privacy.deletion_cancel",
      targetType: "user",
      targetId: userId,
      targetLabel: user?.email ?? null,
    });
  });
}

/**
 * The deletion job: every request past its grace period, one person per transaction. The request's
 * row is claimed first (completed_at set where still null): a second process running at the same
 * time waits on the row and then finds it done, so a person is deleted once; a crash rolls back the
 * claim with the deletion, and the next tick does it again. The e-mail confirming the deletion is
 * queued in the same transaction, after the outbox's rows to that address are erased and before the
 * account (and so the address) is: it is the last message that address receives from us.
 */
export async function runDeletions(
  options: { at?: Date; database?: Db } = {},
): Promise<Array<{ userId: string; counts: DeletionCounts }>> {
  const database = options.database ?? db();
  const at = options.at ?? new Date();
  const due = await database
    .select({ id: deletionRequests.id })
    .from(deletionRequests)
    .where(
      and(lte(deletionRequests.dueAt, at), isNull(deletionRequests.cancelledAt), isNull(deletionRequests.completedAt)),
    )
    .orderBy(deletionRequests.dueAt);
  const done: Array<{ userId: string; counts: DeletionCounts }> = [];
  for (const { id } of due) {
    const result = await database.transaction(async (tx) => {
      const [claimed] = await tx
        .update(deletionRequests)
        .set({ completedAt: at })
        .where(
          and(eq(deletionRequests.id, id), isNull(deletionRequests.completedAt), isNull(deletionRequests.cancelledAt)),
        )
        .returning({ userId: deletionRequests.userId, removeStories: deletionRequests.removeStories });
      if (!claimed) return null;
      const [person] = await tx
        .select({ email: users.email, name: users.fullName, lang: users.language })
        .from(users)
        .where(eq(users.id, claimed.userId));
      if (!person) {
        await tx.update(deletionRequests).set({ counts: {}, reason: null }).where(eq(deletionRequests.id, id));
        return { userId: claimed.userId, counts: {} };
      }
      const counts = await erasePerson(tx, claimed.userId, { removeStories: claimed.removeStories });
      await enqueueEmail(deletionDoneEmail({ to: person.email, name: person.name, lang: person.lang }), tx);
      await tx.insert(adminActivityLog).values({
        adminId: null,
        actorEmail: null,
        action: "privacy.account_deleted",
        targetType: "user",
        targetId: claimed.userId,
        after: { tables: counts },
      });
      await tx.update(deletionRequests).set({ counts }).where(eq(deletionRequests.id, id));
      return { userId: claimed.userId, counts };
    });
    if (result) done.push(result);
  }
  return done;
}

/** An hourly look from the server process: a deletion happens within the hour its grace period ends. */
export function startDeletionJob(intervalMs = 60 * 60_000): () => Promise<void> {
  return startPeriodicJob("account-deletion", () => runDeletions(), intervalMs).stop;
}

/** The console's figures: requests waiting, deletions done, data downloads (no personal data after deletion). */
export async function deletionOverview() {
  const waiting = await db()
    .select({
      id: deletionRequests.id,
      userId: deletionRequests.userId,
      requestedAt: deletionRequests.requestedAt,
      dueAt: deletionRequests.dueAt,
      filed: isNotNull(deletionRequests.filedBy).mapWith(Boolean),
    })
    .from(deletionRequests)
    .where(and(isNull(deletionRequests.cancelledAt), isNull(deletionRequests.completedAt)))
    .orderBy(deletionRequests.dueAt);
  const completed = await db()
    .select({
      id: deletionRequests.id,
      requestedAt: deletionRequests.requestedAt,
      completedAt: deletionRequests.completedAt,
    })
    .from(deletionRequests)
    .where(isNotNull(deletionRequests.completedAt))
    .orderBy(desc(deletionRequests.completedAt))
    .limit(100);
  const [totals] = await db()
    .select({
      completed: sql<number>`count(*) filter (where ${deletionRequests.completedAt} is not null)::int`,
      cancelled: sql<number>`count(*) filter (where ${deletionRequests.cancelledAt} is not null)::int`,
    })
    .from(deletionRequests);
  const downloads = await db()
    .select({ id: adminActivityLog.id, at: adminActivityLog.createdAt, userId: adminActivityLog.adminId })
    .from(adminActivityLog)
    .where(and(eq(adminActivityLog.action, "privacy.download"), gt(adminActivityLog.createdAt, new Date(0))))
    .orderBy(desc(adminActivityLog.createdAt))
    .limit(100);
  return {
    waiting: waiting.map((w) => ({
      ...w,
      requestedAt: formatSgDateTime(w.requestedAt),
      dueAt: formatSgDateTime(w.dueAt),
    })),
    completed: completed.map((c) => ({
      id: c.id,
      requestedAt: formatSgDateTime(c.requestedAt),
      completedAt: formatSgDateTime(c.completedAt!),
    })),
    totals: { waiting: waiting.length, completed: totals?.completed ?? 0, cancelled: totals?.cancelled ?? 0 },
    downloads: downloads.map((d) => ({ id: d.id, at: formatSgDateTime(d.at), userId: d.userId })),
  };
}

/** A super admin files the deletion for a person who asked by post or e-mail: audited with the reason. */
export async function fileDeletionFor(
  request: Request,
  actor: { id: string; email: string },
  email: string,
  reason: string,
): Promise<{ ok: true; dueOn: string } | { ok: false; field: "email" | "reason"; message: string }> {
  if (!reason.trim()) return { ok: false, field: "reason", message: m.reasonRequired };
  const [person] = await db()
    .select({ id: users.id, email: users.email, name: users.fullName, userType: users.userType })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  if (!person) return { ok: false, field: "email", message: m.noSuchAccount };
  if (await isLastSuperAdmin(db(), person)) return { ok: false, field: "email", message: m.lastSuperAdmin };
  const due = await db().transaction((tx) =>
    fileRequest(tx, person, new Date(), { removeStories: false }, request, { actor, reason: reason.trim() }),
  );
  return { ok: true, dueOn: formatSgDateTime(due) };
}
