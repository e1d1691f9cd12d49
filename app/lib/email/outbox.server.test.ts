import { eq } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { useTestDatabase } from "../../../tests/support/db";
import { listUnsubscribeHeaders } from "./one-click";
import { deliverDueEmails, enqueueEmail, retryDelayMs, type Transport } from "./outbox.server";
import nodemailer from "nodemailer";

const db = useTestDatabase();

const mail = (to: string) => ({ to, subject: "Hello", text: "Open https://rid-crc.test/a?b=1 now." });

function smtpTransport(port: number): Transport {
  const t = nodemailer.createTransport({ host: "127.0.0.1", port, secure: false, ignoreTLS: true });
  return { send: async (m) => void (await t.sendMail({ ...m, html: m.html ?? undefined })) };
}

async function startSmtp(): Promise<{ port: number; received: string[]; close: () => Promise<void> }> {
  const received: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, session, callback) {
      let body = "";
      stream.on("data", (c: Buffer) => (body += c.toString()));
      stream.on("end", () => {
        received.push(`${session.envelope.rcptTo.map((r) => r.address).join(",")}\n${body}`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise((r) => server.close(() => r())) };
}

describe("e-mail outbox", () => {
  it("sends a mail's own headers over SMTP: the one-click stop of RFC 8058", async () => {
    const stop = "https://rid-crc.test/screening-reminders/abc.def";
    await enqueueEmail({ ...mail("headers@test.example"), headers: listUnsubscribeHeaders(stop) });
    const smtp = await startSmtp();
    try {
      expect(await deliverDueEmails(smtpTransport(smtp.port), 20, db())).toBe(1);
      const [message] = smtp.received.filter((m) => m.startsWith("headers@test.example"));
      expect(message).toContain(`List-Unsubscribe: <${stop}>`);
      expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    } finally {
      await smtp.close();
    }
  });

  it("writes nothing when the transaction that queued the mail fails", async () => {
    await expect(
      db().transaction(async (tx) => {
        await enqueueEmail(mail("rolled-back@test.example"), tx);
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    const rows = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "rolled-back@test.example"));
    expect(rows).toHaveLength(0);
  });

  it("keeps a mail pending with backoff while SMTP is down, then delivers it", async () => {
    await enqueueEmail(mail("patient@test.example"));
    const smtp = await startSmtp();
    const port = smtp.port;
    await smtp.close(); // nothing listens on this port now

    expect(await deliverDueEmails(smtpTransport(port), 20, db())).toBe(0);
    let [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "patient@test.example"));
    expect(row).toMatchObject({ status: "pending", attempts: 1 });
    expect(row!.lastError).toBeTruthy();
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Not due yet: a second run does not retry early.
    expect(await deliverDueEmails(smtpTransport(port), 20, db())).toBe(0);

    // SMTP is back and the retry is due.
    const back = await startSmtp();
    await db()
      .update(emailOutbox)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(emailOutbox.id, row!.id));
    expect(await deliverDueEmails(smtpTransport(back.port), 20, db())).toBe(1);
    [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.id, row!.id));
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });
    expect(back.received).toHaveLength(1);
    expect(back.received[0]).toContain("patient@test.example");
    expect(back.received[0]).toContain("https://rid-crc.test/a?b=1");
    await back.close();
  });

  it("without SMTP the outbox row itself is the delivery (development mailbox)", async () => {
    await enqueueEmail(mail("mailbox@test.example"));
    await deliverDueEmails(null, 20, db());
    const [row] = await db().select().from(emailOutbox).where(eq(emailOutbox.to, "mailbox@test.example"));
    expect(row?.status).toBe("sent");
    expect(row?.html).toContain('<a href="https://rid-crc.test/a?b=1"');
  });

  it("backs off exponentially up to an hour", () => {
    expect(retryDelayMs(1)).toBe(30_000);
    expect(retryDelayMs(2)).toBe(60_000);
    expect(retryDelayMs(3)).toBe(120_000);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });
});

describe("a translated e-mail (issue 27)", () => {
  const row = async (id: string) => (await db().select().from(emailOutbox).where(eq(emailOutbox.id, id)))[0]!;

  it("ends with the review state in its language until the email namespace is reviewed, and says its language", async () => {
    const zh = await row(await enqueueEmail({ ...mail("zh@example.test"), text: "您好。", lang: "zh" }));
    expect(zh.text).toBe("您好。\n\n— 已翻译；待审核");
    expect(zh.html).toContain('<html lang="zh-Hans-SG">');
    expect(zh.html).toContain("已翻译；待审核");
    const ta = await row(await enqueueEmail({ ...mail("ta@example.test"), lang: "ta" }));
    expect(ta.text.endsWith("— மொழிபெயர்க்கப்பட்டது; மதிப்பாய்வு நிலுவையில் உள்ளது")).toBe(true);
  });

  it("leaves English, and an e-mail of no stated language, as written", async () => {
    for (const lang of ["en", undefined] as const) {
      const sent = await row(await enqueueEmail({ ...mail("en@example.test"), lang }));
      expect(sent.text).toBe(mail("x").text);
      expect(sent.html).toContain('<html lang="en">');
    }
  });
});
