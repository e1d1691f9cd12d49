// The child process of bench/newsletter.js (run with tsx): seed, send or check, on the embedded
// database in the data directory it is given. "send" queues the issue in the job's own batches
// (queueNextBatch, the code the server's newsletter job runs) and prints its progress, so the parent
// can SIGKILL it mid-send; run again, it takes up where the last committed batch ended.
import { sql } from "drizzle-orm";
import { newsletterIssues } from "#db/schema";
import { openEmbedded, setDatabase } from "~/lib/db.server";
import { queueNextBatch, SEND_BATCH } from "~/features/newsletter/issues.server";

const [mode, dataDir, countArg] = process.argv.slice(2);
const database = await openEmbedded(dataDir!);
setDatabase(database);
const { db } = database;
const say = (o: object) => process.stdout.write(`${JSON.stringify(o)}\n`);

if (mode === "seed") {
  const n = Number(countArg);
  await db.execute(
    sql`insert into newsletter_subscribers (email, confirmed_at) select 'reader' || g || '@bench.test', now() from generate_series(1, ${n}) g`,
  );
  await db.insert(newsletterIssues).values({
    subject: "Bench issue",
    body: "# The movement this month\n\nWe **screened** many people. [Read more](https://example.test).",
    sendRequestedAt: new Date(),
  });
  say({ seeded: n });
} else if (mode === "send") {
  const started = performance.now();
  let total = 0;
  for (let queued = await queueNextBatch(SEND_BATCH); queued > 0; queued = await queueNextBatch(SEND_BATCH)) {
    total += queued;
    say({ queued: total });
  }
  say({ done: true, ms: Math.round(performance.now() - started), maxRssKb: process.resourceUsage().maxRSS });
} else if (mode === "check") {
  const rows = (await db.execute(sql`
    select
      (select count(*)::int from newsletter_subscribers where confirmed_at is not null) as subscribers,
      (select count(*)::int from email_outbox where subject = 'Bench issue') as emails,
      (select count(distinct "to")::int from email_outbox where subject = 'Bench issue') as addresses,
      (select count(*)::int from (select "to" from email_outbox where subject = 'Bench issue'
         group by "to" having count(*) > 1) d) as twice,
      (select count(*)::int from newsletter_deliveries) as deliveries,
      (select count(*)::int from email_outbox where subject = 'Bench issue'
         and headers->>'List-Unsubscribe-Post' = 'List-Unsubscribe=One-Click') as one_click,
      (select queued_count from newsletter_issues where subject = 'Bench issue') as queued_count,
      (select sent_at is not null from newsletter_issues where subject = 'Bench issue') as finished
  `)) as unknown as { rows: object[] };
  say(rows.rows[0]!);
}
await database.close();
