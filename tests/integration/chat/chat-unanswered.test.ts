import { eq, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chatQuestions } from "../../../db/schema";
import * as questionsRoute from "../../../app/features/admin/routes/content-questions";
import {
  RETENTION_DAYS,
  listUnanswered,
  normaliseQuestion,
  purgeOldQuestions,
  recordUnanswered,
} from "../../../app/features/chat/unanswered.server";
import { useTestDatabase } from "../../support/db";
import { callRoute } from "../../support/route-call";
import { requestAs, roles, type Role } from "../../support/sessions";

// Questions the chatbot could not answer (issue 16): kept without the account and without personal
// data, grouped and counted, deleted after 90 days, listed in the console's Content section.

const db = useTestDatabase();

async function rowOf(question: string) {
  const [row] = await db()
    .select()
    .from(chatQuestions)
    .where(eq(chatQuestions.normalised, normaliseQuestion(question)));
  return row;
}

/** Moves a question's last (and first) ask this many days into the past. */
async function ageBy(question: string, days: number) {
  await db().execute(
    sql`UPDATE chat_questions SET last_asked_at = now() - make_interval(days => ${days}),
        first_asked_at = now() - make_interval(days => ${days})
        WHERE normalised = ${normaliseQuestion(question)}`,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe("recording a question the bot could not answer", () => {
  it("groups repeats whatever their case, spacing and punctuation, and counts them", async () => {
    await recordUnanswered("Does acupuncture help after bowel surgery?");
    await recordUnanswered("does ACUPUNCTURE help   after bowel surgery");
    await recordUnanswered("  Does acupuncture help after bowel surgery?!  ");
    const row = await rowOf("does acupuncture help after bowel surgery");
    expect(row).toMatchObject({
      question: "Does acupuncture help after bowel surgery?",
      normalised: "does acupuncture help after bowel surgery",
      timesAsked: 3,
    });
    expect(row!.lastAskedAt.getTime()).toBeGreaterThanOrEqual(row!.firstAskedAt.getTime());
    const listed = await listUnanswered();
    expect(listed.filter((q) => q.question.startsWith("Does acupuncture"))).toHaveLength(1);
  });

  it("never stores an NRIC, a phone number or an e-mail address, in either column", async () => {
    await recordUnanswered(
      "I am 52, NRIC S1234567D, call +65 9123 4567 or mail tan.ah.kow@gmail.com: is yoga good for piles?",
    );
    const [row] = await db()
      .select()
      .from(chatQuestions)
      .where(sql`${chatQuestions.question} LIKE '%yoga good for piles%'`);
    expect(row!.question).toBe(
      "I am 52, NRIC [NRIC removed], call [phone removed] or mail [email removed]: is yoga good for piles?",
    );
    const stored = `${row!.question} ${row!.normalised}`;
    for (const secret of ["S1234567D", "s1234567d", "1234567", "9123", "4567", "tan.ah.kow", "gmail", "@"])
      expect(stored).not.toContain(secret);
    // The age is not personal data and makes the question worth reading: it stays.
    expect(row!.normalised).toBe(
      "i am 52 nric nric removed call phone removed or mail email removed is yoga good for piles",
    );
  });

  it("keeps no account: the table has no column that could hold a user, a session or an address", async () => {
    const columns = await db().execute<{ column_name: string }>(
      sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'chat_questions' ORDER BY column_name`,
    );
    const names = (columns as unknown as { rows: { column_name: string }[] }).rows.map((c) => c.column_name);
    expect(names).toEqual([
      "candidates",
      "first_asked_at",
      "id",
      "last_asked_at",
      "normalised",
      "outcome",
      "question",
      "times_asked",
    ]);
  });

  it("collapses whitespace and keeps at most 500 characters", async () => {
    const long = `Why   is\n\nmy tummy\tso big ${"and bloated ".repeat(60)}`;
    await recordUnanswered(long);
    const [row] = await db()
      .select()
      .from(chatQuestions)
      .where(sql`${chatQuestions.question} LIKE 'Why is my tummy so big%'`);
    expect(row!.question.length).toBeLessThanOrEqual(500);
    expect(row!.question).not.toMatch(/\s{2}|[\n\t]/);
  });

  it("keeps nothing of a message with no words left", async () => {
    const before = (await listUnanswered({ limit: 1000 })).length;
    await recordUnanswered("   ?!? ... ");
    await recordUnanswered("");
    expect((await listUnanswered({ limit: 1000 })).length).toBe(before);
  });

  it("20 people asking the same question at once give one row asked 20 times", async () => {
    const question = "Can eating durian cause colon cancer?";
    await Promise.all(Array.from({ length: 20 }, () => recordUnanswered(question)));
    const rows = await db()
      .select()
      .from(chatQuestions)
      .where(eq(chatQuestions.normalised, normaliseQuestion(question)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.timesAsked).toBe(20);
  });
});

describe("90 days, then deleted", () => {
  it("purges the questions not asked for 90 days and keeps the newer ones", async () => {
    expect(RETENTION_DAYS).toBe(90);
    await recordUnanswered("Is bird's nest good after a colonoscopy?");
    await recordUnanswered("Can I drink kopi before the FIT test?");
    await ageBy("Is bird's nest good after a colonoscopy?", 91);
    await ageBy("Can I drink kopi before the FIT test?", 89);
    // Not shown even before the purge has run: the console never shows what the privacy page says is gone.
    const shown = (await listUnanswered({ limit: 1000 })).map((q) => q.question);
    expect(shown).not.toContain("Is bird's nest good after a colonoscopy?");
    expect(shown).toContain("Can I drink kopi before the FIT test?");

    expect(await purgeOldQuestions(db())).toBeGreaterThanOrEqual(1);
    expect(await rowOf("Is bird's nest good after a colonoscopy?")).toBeUndefined();
    expect(await rowOf("Can I drink kopi before the FIT test?")).toMatchObject({ timesAsked: 1 });
  });

  it("recording a question also purges, at most once a minute per process", async () => {
    await recordUnanswered("Is traditional Chinese medicine ok with chemo?");
    await ageBy("Is traditional Chinese medicine ok with chemo?", RETENTION_DAYS + 1);
    // A minute later in this process: the next record runs the purge in the same call.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 61_000 });
    await recordUnanswered("Does turmeric prevent polyps?");
    expect(await rowOf("Is traditional Chinese medicine ok with chemo?")).toBeUndefined();
    expect(await rowOf("Does turmeric prevent polyps?")).toBeDefined();
  });
});

describe("the console page /admin/content/questions", () => {
  type Data = Awaited<ReturnType<typeof questionsRoute.loader>>;

  /** What the loader gives a role: its data, or the status of the response it throws. */
  async function open(role: Role) {
    try {
      return await callRoute<Data>(questionsRoute.loader, await requestAs(db(), role, "/admin/content/questions"));
    } catch (thrown) {
      if (thrown instanceof Response) return { status: thrown.status, location: thrown.headers.get("location") };
      const init = (thrown as { init?: { status?: number } }).init;
      return { status: init?.status ?? 500 };
    }
  }

  it("lists the questions most asked first, with the day last asked in Singapore", async () => {
    for (let i = 0; i < 4; i++) await recordUnanswered("Is the colonoscopy covered by MediShield for my maid?");
    const page = await open("admin");
    expect(page.status).toBe(200);
    const { groups } = (page as { data: Data }).data;
    const rows = groups.flatMap((g) => g.questions);
    expect(rows.find((r) => r.question === "Can eating durian cause colon cancer?")?.timesAsked).toBe(20);
    expect(rows.find((r) => r.question.startsWith("Is the colonoscopy covered"))?.timesAsked).toBe(4);
    // Within its group (the intent the bank finds nearest), the most asked first.
    for (const g of groups) {
      const asked = g.questions.map((r) => r.timesAsked);
      expect(asked).toEqual([...asked].sort((a, b) => b - a));
    }
    const today = new Intl.DateTimeFormat("en-SG", {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "Asia/Singapore",
    }).format(new Date());
    expect(rows.find((r) => r.question.startsWith("Is the colonoscopy covered"))?.lastAsked).toBe(today);
  });

  it("opens for admins and super admins, and refuses every other role", async () => {
    for (const role of roles) {
      const outcome = await open(role);
      if (role === "admin" || role === "super_admin") expect(outcome.status, role).toBe(200);
      else if (role === "anonymous") {
        expect(outcome.status, role).toBe(302);
        expect((outcome as { location: string }).location).toMatch(/^\/login/);
      } else expect(outcome.status, role).toBe(403);
    }
  });

  it("sends an admin without two-step verification to enrol first", async () => {
    const request = await requestAs(db(), "admin", "/admin/content/questions", { twoFactor: false });
    const thrown = await Promise.resolve(questionsRoute.loader({ request, params: {}, context: {} } as never)).catch(
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("location")).toBe("/account/two-factor");
  });
});
