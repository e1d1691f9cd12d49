import { and, asc, desc, eq, isNotNull, isNull, notExists, sql } from "drizzle-orm";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { z } from "zod";
import { newsletterDeliveries, newsletterIssues, newsletterSubscribers } from "#db/schema";
import { requireAdmin } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, type Db } from "~/lib/db.server";
import { enqueueEmails, startPeriodicJob } from "~/lib/email/outbox.server";
import { markdownToLines, renderMarkdown } from "~/lib/page/markdown.server";
import { withFlash } from "~/lib/forms/flash.server";
import { formatSgDateTime } from "~/lib/text/singapore-date";
import type { FormResult } from "~/ui/use-schema-form";
import { issueEmail } from "./emails";
import { newsletterMessages as m } from "./messages";
import { stopUrl } from "./subscribe.server";

export const issueSchema = z.object({
  subject: z.string({ error: m.subjectRequired }).trim().min(1, m.subjectRequired).max(200),
  body: z.string({ error: m.bodyRequired }).trim().min(1, m.bodyRequired).max(50_000),
});
type IssueInput = z.output<typeof issueSchema>;

/**
 * The e-mail's text: the Markdown's shape without its markup, and without raw HTML, which the
 * site's rendering (sanitised) drops too, so the preview and the e-mail say the same.
 */
const issueText = (body: string) =>
  markdownToLines(body.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "").replace(/<\/?[a-z!][^>]*>/gi, ""));

/** The preview: the body as the site renders Markdown (sanitised), and the e-mail's plain text. */
const previewIssue = (body: string) => ({ html: renderMarkdown(body), text: issueText(body) });

/** A new issue (not sent), audited in its transaction. */
export async function createIssue(request: Request, input: IssueInput): Promise<string> {
  const admin = await requireAdmin(request);
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(newsletterIssues)
      .values({ ...input, createdBy: admin.id })
      .returning({ id: newsletterIssues.id });
    await audit(tx, admin, request, {
      action: "newsletter.create",
      target: { type: "newsletter_issue", id: row!.id, label: input.subject },
      after: { subject: input.subject },
    });
    return row!.id;
  });
}

/** Send: marks the issue for the job, once (a second press changes nothing), audited. */
export async function requestSend(request: Request, issueId: string): Promise<{ ok: boolean; message: string }> {
  const admin = await requireAdmin(request);
  const started = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(newsletterIssues)
      .set({ sendRequestedAt: sql`now()` })
      .where(and(eq(newsletterIssues.id, issueId), isNull(newsletterIssues.sendRequestedAt)))
      .returning({ id: newsletterIssues.id, subject: newsletterIssues.subject });
    if (!row) return false;
    await audit(tx, admin, request, {
      action: "newsletter.send",
      target: { type: "newsletter_issue", id: row.id, label: row.subject },
    });
    return true;
  });
  if (started) wakeJob?.();
  return started ? { ok: true, message: m.sendStarted } : { ok: false, message: m.alreadySent };
}

/** Subscribers queued per transaction: the throttle of the queueing (the outbox paces delivery). */
export const SEND_BATCH = 500;

/**
 * Queues one batch of one issue being sent: in one transaction, the delivery rows of confirmed
 * subscribers who have none yet for the issue (the (issue, subscriber) key refuses a second) and
 * exactly their e-mails. A crash rolls back the batch whole; the next run takes up where the last
 * committed one ended. The issue's row is locked (SKIP LOCKED), so on several processes one queues
 * an issue at a time. Returns how many were queued (0: nothing to do).
 */
export async function queueNextBatch(batch = SEND_BATCH, database: Db = db()): Promise<number> {
  return database.transaction(async (tx) => {
    const [issue] = await tx
      .select({ id: newsletterIssues.id, subject: newsletterIssues.subject, body: newsletterIssues.body })
      .from(newsletterIssues)
      .where(and(isNotNull(newsletterIssues.sendRequestedAt), isNull(newsletterIssues.sentAt)))
      .orderBy(asc(newsletterIssues.sendRequestedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!issue) return 0;
    const due = await tx
      .select({
        id: newsletterSubscribers.id,
        email: newsletterSubscribers.email,
        lang: newsletterSubscribers.language,
      })
      .from(newsletterSubscribers)
      .where(
        and(
          isNotNull(newsletterSubscribers.confirmedAt),
          notExists(
            tx
              .select({ one: sql`1` })
              .from(newsletterDeliveries)
              .where(
                and(
                  eq(newsletterDeliveries.issueId, issue.id),
                  eq(newsletterDeliveries.subscriberId, newsletterSubscribers.id),
                ),
              ),
          ),
        ),
      )
      .orderBy(asc(newsletterSubscribers.id))
      .limit(batch);
    const fresh = due.length
      ? await tx
          .insert(newsletterDeliveries)
          .values(due.map((s) => ({ issueId: issue.id, subscriberId: s.id })))
          .onConflictDoNothing()
          .returning({ subscriberId: newsletterDeliveries.subscriberId })
      : [];
    const newly = new Set(fresh.map((f) => f.subscriberId));
    const content = { subject: issue.subject, text: issueText(issue.body) };
    const queued = await enqueueEmails(
      due.filter((s) => newly.has(s.id)).map((s) => issueEmail(s.email, content, stopUrl(s.id), s.lang)),
      tx,
    );
    await tx
      .update(newsletterIssues)
      .set({
        queuedCount: sql`${newsletterIssues.queuedCount} + ${queued}`,
        // Fewer than a batch left: this was the last.
        ...(due.length < batch ? { sentAt: sql`now()` } : {}),
      })
      .where(eq(newsletterIssues.id, issue.id));
    return Math.max(queued, due.length < batch ? 0 : 1);
  });
}

let wakeJob: (() => void) | undefined;

/** Runs in the server process: a batch per tick until nothing is left; a restart resumes from the table. */
export function startNewsletterJob(intervalMs = 2_000): () => Promise<void> {
  const job = startPeriodicJob(
    "newsletter",
    async () => {
      // A few batches per tick, then rest: the queueing never floods the outbox or the database.
      for (let i = 0; i < 4 && (await queueNextBatch()) > 0; i++);
    },
    intervalMs,
  );
  wakeJob = job.wake;
  return job.stop;
}

type IssueRow = {
  id: string;
  subject: string;
  created: string;
  status: "draft" | "sending" | "sent";
  queued: number;
};

/** The console's list: each issue with its state and how many e-mails it queued. */
async function listIssues(request: Request): Promise<IssueRow[]> {
  await requireAdmin(request);
  const rows = await db().select().from(newsletterIssues).orderBy(desc(newsletterIssues.createdAt)).limit(200);
  return rows.map((r) => ({
    id: r.id,
    subject: r.subject,
    created: formatSgDateTime(r.createdAt),
    status: r.sentAt ? "sent" : r.sendRequestedAt ? "sending" : "draft",
    queued: r.queuedCount,
  }));
}

/** How many confirmed subscribers an issue would go to now. */
async function confirmedCount(): Promise<number> {
  const [row] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(newsletterSubscribers)
    .where(isNotNull(newsletterSubscribers.confirmedAt));
  return row?.n ?? 0;
}

export type ConsoleActionData = { result: FormResult; preview?: { html: string; text: string } };

/**
 * POST /admin/content/newsletter: intent "preview" (writes nothing: the body as the site renders it
 * and the e-mail's text), "create" (a draft, audited) or "send" (an issue's id). Admins only,
 * checked before the form is read.
 */
export async function newsletterConsoleAction(request: Request) {
  await requireAdmin(request);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "send") {
    const outcome = await requestSend(request, String(form.get("id") ?? ""));
    return redirect(CONSOLE_PATH, {
      headers: withFlash({ kind: outcome.ok ? "success" : "error", message: outcome.message }),
    });
  }
  const submission = parseWithZod(form, { schema: issueSchema });
  if (submission.status !== "success") return data<ConsoleActionData>({ result: submission.reply() }, { status: 400 });
  // Only the form's own buttons act: an unknown intent writes nothing.
  if (intent !== "preview" && intent !== "create")
    return data<ConsoleActionData>({ result: submission.reply({ formErrors: [m.unknownIntent] }) }, { status: 400 });
  if (intent === "preview")
    return data<ConsoleActionData>({ result: submission.reply(), preview: previewIssue(submission.value.body) });
  await createIssue(request, submission.value);
  return redirect(CONSOLE_PATH, { headers: withFlash({ kind: "success", message: m.created }) });
}

export const CONSOLE_PATH = "/admin/content/newsletter";

/** GET: the issues with their counts, and how many confirmed subscribers a send would reach now. */
export async function newsletterConsolePage(request: Request) {
  const issues = await listIssues(request);
  return { issues, confirmed: await confirmedCount() };
}
