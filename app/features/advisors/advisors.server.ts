import { and, asc, count, eq, sql } from "drizzle-orm";
import { advisors, articleReviews } from "#db/schema";
import type { SessionUser } from "~/features/accounts/index.server";
import { audit } from "~/lib/audit.server";
import { db, isDatabaseUnavailable, throwIfDatabaseUnavailable, type Tx } from "~/lib/db.server";
import { logger } from "~/lib/logger.server";
import type { AdvisorForm } from "./advisor.schema";
import { advisorMessages as m } from "./messages";
import { deletePhoto, type StoredPhoto } from "./photos.server";

/**
 * The advisors' rows and the articles' reviewers (issue 26). Every change is one transaction with
 * its audit row; a photo file is written before it and removed again if the change is refused, and
 * a replaced photo is removed only once the change is committed.
 */

type AdvisorOutcome =
  { ok: true; id: string; message: string } | { ok: false; status: number; message: string; field?: string };

class Refused extends Error {
  constructor(readonly outcome: Extract<AdvisorOutcome, { ok: false }>) {
    super(outcome.message);
  }
}
const refuse = (status: number, message: string, field?: string): never => {
  throw new Refused({ ok: false, status, message, field });
};

async function run(what: string, work: (tx: Tx) => Promise<AdvisorOutcome>): Promise<AdvisorOutcome> {
  try {
    return await db().transaction(work);
  } catch (error) {
    throwIfDatabaseUnavailable(error);
    if (error instanceof Refused) return error.outcome;
    logger.error({ err: error }, `advisor ${what} failed`);
    throw error;
  }
}

const shown = { id: advisors.id, name: advisors.name, credentials: advisors.credentials, role: advisors.role };

/** The board as the public page lists it: published advisors, in the team's order. */
export function publishedAdvisors() {
  return db()
    .select({ ...shown, bio: advisors.bio, photoFile: advisors.photoFile })
    .from(advisors)
    .where(eq(advisors.published, true))
    .orderBy(asc(advisors.sortOrder), asc(advisors.name));
}

/** The reviewers an article may name: published advisors, as "Name, credentials". */
export async function reviewerOptions() {
  const rows = await publishedAdvisors();
  return rows.map((r) => ({ id: r.id, label: `${r.name}, ${r.credentials}` }));
}

/** Every advisor, for the console, with how many articles name each as their reviewer. */
export async function consoleAdvisors() {
  const reviews = db()
    .select({ advisorId: articleReviews.advisorId, n: count().as("n") })
    .from(articleReviews)
    .groupBy(articleReviews.advisorId)
    .as("reviews");
  return db()
    .select({
      ...shown,
      photoFile: advisors.photoFile,
      published: advisors.published,
      sortOrder: advisors.sortOrder,
      reviews: sql<number>`coalesce(${reviews.n}, 0)::int`,
    })
    .from(advisors)
    .leftJoin(reviews, eq(reviews.advisorId, advisors.id))
    .orderBy(asc(advisors.sortOrder), asc(advisors.name));
}

export async function advisorById(id: string) {
  const [row] = await db().select().from(advisors).where(eq(advisors.id, id));
  return row;
}

const columnsOf = (input: AdvisorForm) => ({
  name: input.name,
  credentials: input.credentials,
  role: input.role,
  bio: input.bio,
  sortOrder: input.sortOrder ?? 0,
});

/** A new advisor starts unpublished: the team checks the profile before the public sees it. */
export async function createAdvisor(
  request: Request,
  admin: SessionUser,
  input: AdvisorForm,
  photo: StoredPhoto | null,
): Promise<AdvisorOutcome> {
  try {
    return await run("create", async (tx) => {
      const values = {
        ...columnsOf(input),
        photoFile: photo?.file ?? null,
        photoWidth: photo?.width ?? null,
        photoHeight: photo?.height ?? null,
      };
      const [row] = await tx.insert(advisors).values(values).returning({ id: advisors.id });
      await audit(tx, admin, request, {
        action: "advisor.create",
        target: { type: "advisor", id: row!.id, label: input.name },
        after: { ...columnsOf(input), photo: photo ? "uploaded" : "none" },
      });
      return { ok: true, id: row!.id, message: m.created };
    });
  } catch (error) {
    await deletePhoto(photo?.file);
    throw error;
  }
}

/** Saves the edit form; a new photo replaces the old one, `removePhoto` clears it. */
export async function updateAdvisor(
  request: Request,
  admin: SessionUser,
  id: string,
  input: AdvisorForm,
  photo: StoredPhoto | null,
): Promise<AdvisorOutcome> {
  let replaced: string | null = null;
  let outcome: AdvisorOutcome;
  try {
    outcome = await run("update", async (tx) => {
      const [before] = await tx.select().from(advisors).where(eq(advisors.id, id)).for("update");
      if (!before) return refuse(404, m.notFound);
      const next = columnsOf(input);
      const photoChange = photo
        ? { photoFile: photo.file, photoWidth: photo.width, photoHeight: photo.height }
        : input.removePhoto
          ? { photoFile: null, photoWidth: null, photoHeight: null }
          : {};
      await tx
        .update(advisors)
        .set({ ...next, ...photoChange, updatedAt: new Date() })
        .where(eq(advisors.id, id));
      const keys = (Object.keys(next) as (keyof typeof next)[]).filter((k) => before[k] !== next[k]);
      const photoWord = photo ? "replaced" : input.removePhoto && before.photoFile ? "removed" : null;
      await audit(tx, admin, request, {
        action: "advisor.update",
        target: { type: "advisor", id, label: input.name },
        before: { ...Object.fromEntries(keys.map((k) => [k, before[k]])), ...(photoWord ? { photo: "previous" } : {}) },
        after: { ...Object.fromEntries(keys.map((k) => [k, next[k]])), ...(photoWord ? { photo: photoWord } : {}) },
      });
      if ("photoFile" in photoChange) replaced = before.photoFile;
      return { ok: true, id, message: m.saved };
    });
  } catch (error) {
    await deletePhoto(photo?.file);
    throw error;
  }
  if (!outcome.ok) await deletePhoto(photo?.file);
  else await deletePhoto(replaced);
  return outcome;
}

/** Publish, unpublish or delete (an advisor named as an article's reviewer is kept: unpublish them). */
export async function setAdvisorStatus(
  request: Request,
  admin: SessionUser,
  input: { id: string; intent: "publish" | "unpublish" | "delete" },
): Promise<AdvisorOutcome> {
  let removed: string | null = null;
  const outcome = await run(input.intent, async (tx) => {
    const [before] = await tx.select().from(advisors).where(eq(advisors.id, input.id)).for("update");
    if (!before) return refuse(404, m.notFound);
    const target = { type: "advisor", id: input.id, label: before.name };
    if (input.intent === "delete") {
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(articleReviews)
        .where(eq(articleReviews.advisorId, input.id))) as [{ n: number }];
      if (n > 0) return refuse(409, m.hasReviews(n));
      await tx.delete(advisors).where(eq(advisors.id, input.id));
      await audit(tx, admin, request, { action: "advisor.delete", target, before: { name: before.name } });
      removed = before.photoFile;
      return { ok: true, id: input.id, message: m.deleted };
    }
    const published = input.intent === "publish";
    await tx.update(advisors).set({ published, updatedAt: new Date() }).where(eq(advisors.id, input.id));
    await audit(tx, admin, request, {
      action: `advisor.${input.intent}`,
      target,
      before: { published: before.published },
      after: { published },
    });
    return { ok: true, id: input.id, message: published ? m.published : m.unpublished };
  });
  await deletePhoto(removed);
  return outcome;
}

/** Every article's reviewer as the console sets them, by slug (published or not). */
export async function articleReviewRows() {
  const rows = await db()
    .select({
      slug: articleReviews.articleSlug,
      reviewedOn: articleReviews.reviewedOn,
      advisorId: advisors.id,
      name: advisors.name,
      credentials: advisors.credentials,
      published: advisors.published,
    })
    .from(articleReviews)
    .innerJoin(advisors, eq(advisors.id, articleReviews.advisorId));
  return new Map(rows.map((r) => [r.slug, r]));
}

export type ArticleReviewer = { name: string; credentials: string; reviewedOn: string };

/**
 * The article page's reviewer: a published advisor the console named, or null (the page then shows
 * its front matter). An article is content: during a database outage it still opens, with the
 * front matter's text, rather than answering 503.
 */
export async function articleReviewer(slug: string): Promise<ArticleReviewer | null> {
  try {
    const [row] = await db()
      .select({ name: advisors.name, credentials: advisors.credentials, reviewedOn: articleReviews.reviewedOn })
      .from(articleReviews)
      .innerJoin(advisors, and(eq(advisors.id, articleReviews.advisorId), eq(advisors.published, true)))
      .where(eq(articleReviews.articleSlug, slug));
    return row ?? null;
  } catch (error) {
    if (isDatabaseUnavailable(error)) return null;
    throw error;
  }
}

/** Names a published advisor as the reviewer of an article (known to the caller) on a date. */
export async function setArticleReview(
  request: Request,
  admin: SessionUser,
  input: { slug: string; title: string; advisorId: string; reviewedOn: string },
): Promise<AdvisorOutcome> {
  return run("review", async (tx) => {
    const [advisor] = await tx
      .select({ name: advisors.name })
      .from(advisors)
      .where(and(eq(advisors.id, input.advisorId), eq(advisors.published, true)))
      .for("share");
    if (!advisor) return refuse(400, m.reviewerUnknown, "advisorId");
    const [before] = await tx.select().from(articleReviews).where(eq(articleReviews.articleSlug, input.slug));
    const values = { advisorId: input.advisorId, reviewedOn: input.reviewedOn, updatedAt: new Date() };
    await tx
      .insert(articleReviews)
      .values({ articleSlug: input.slug, ...values })
      .onConflictDoUpdate({ target: articleReviews.articleSlug, set: values });
    await audit(tx, admin, request, {
      action: "article.reviewer",
      target: { type: "article", id: input.slug, label: input.title },
      before: before ? { advisorId: before.advisorId, reviewedOn: before.reviewedOn } : undefined,
      after: { advisorId: input.advisorId, reviewer: advisor.name, reviewedOn: input.reviewedOn },
    });
    return { ok: true, id: input.slug, message: m.reviewSaved(input.title) };
  });
}
