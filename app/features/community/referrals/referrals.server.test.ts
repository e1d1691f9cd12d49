import { randomBytes } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { emailOutbox, referrals, users } from "#db/schema";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
import type * as Outbox from "~/lib/email/outbox.server";
import { useTestDatabase } from "../../../../tests/support/db";
import { requestAs, signedInAs } from "../../../../tests/support/sessions";
import { shareLink } from "../share.server";
import { messages } from "../messages";
import { referWords } from "./localized.server";
import { referralSchema } from "./referral.schema";
import { friendsInvited, listReferrals, referrerName, sendInvitations } from "./referrals.server";

// Lets a test make the outbox fail after a number of e-mails, in the middle of a batch.
const outbox = vi.hoisted(() => ({ failAfter: Infinity, calls: 0 }));
vi.mock("~/lib/email/outbox.server", async (importOriginal) => {
  const real = await importOriginal<typeof Outbox>();
  return {
    ...real,
    enqueueEmail: async (...args: Parameters<typeof real.enqueueEmail>) => {
      if (++outbox.calls > outbox.failAfter) throw new Error("outbox unavailable");
      return real.enqueueEmail(...args);
    },
  };
});

const db = useTestDatabase();

beforeEach(() => {
  outbox.failAfter = Infinity;
  outbox.calls = 0;
});

/** A form submission from its own client address (the per-address limit is tested on its own). */
function request(ip = `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}`) {
  return new Request("http://localhost:3000/refer-friend", { method: "POST", headers: { [CLIENT_IP_HEADER]: ip } });
}

let n = 0;
const friend = (label = "friend") => `${label}-${++n}-${Date.now()}@example.sg`;

const mailsTo = (addresses: string[]) => db().select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
const rowsOf = (referrerId: string) => db().select().from(referrals).where(eq(referrals.referrerId, referrerId));

describe("sendInvitations (spec accounts §2.7, §7, §8)", () => {
  it("writes a pending referral, an invitation e-mail and the Friends Invited count together", async () => {
    const me = await signedInAs(db(), "champion");
    const [a, b] = [friend(), friend()];
    const outcome = await sendInvitations(me, { emails: [a, b], message: "Please get screened, lah!" }, request());
    expect(outcome).toEqual({ ok: true, sent: 2, failed: 0, notices: [], friendsInvited: 2 });
    const { t } = referWords("en");
    expect(t("refer.sent", { count: 2 })).toBe("Successfully sent 2 invitations!");
    expect(t("refer.sent", { count: 1 })).toBe("Successfully sent 1 invitation!");

    const rows = await rowsOf(me.id);
    expect(rows.map((r) => [r.referredEmail, r.status, r.message, r.userId]).sort()).toEqual(
      [
        [a, "pending", "Please get screened, lah!", null],
        [b, "pending", "Please get screened, lah!", null],
      ].sort(),
    );

    const mails = await mailsTo([a, b]);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail.subject).toBe("Test champion invited you to join RID-CRC");
      expect(mail.text).toContain("Please get screened, lah!");
      expect(mail.text).toContain(`http://localhost:3000/signup/champion?ref=${me.id}`);
      expect(mail.text).toContain("95%");
      expect(mail.html).toContain(`href="http://localhost:3000/signup/champion?ref=${me.id}"`);
    }
    expect(await friendsInvited(me.id)).toBe(2);
    expect((await listReferrals(me.id)).map((r) => r.status)).toEqual(["pending", "pending"]);
  });

  it("writes nothing at all when the outbox fails half-way through a batch", async () => {
    const me = await signedInAs(db(), "champion");
    const addresses = [friend(), friend(), friend()];
    outbox.failAfter = 1;
    const outcome = await sendInvitations(me, { emails: addresses }, request());
    expect(outcome).toEqual({ ok: false, message: messages.unexpected, status: 500 });
    expect(outbox.calls).toBe(2);
    expect(await rowsOf(me.id)).toEqual([]);
    expect(await mailsTo(addresses)).toEqual([]);
    expect(await friendsInvited(me.id)).toBe(0);
  });

  it("sends nothing for an account that no longer exists", async () => {
    const address = friend();
    const outcome = await sendInvitations({ id: "no-such-user" }, { emails: [address] }, request());
    expect(outcome).toEqual({ ok: false, message: "You must be logged in to refer a friend.", status: 401 });
    expect(await mailsTo([address])).toEqual([]);
  });

  it("invites the addresses of the form, once each, ignoring empty rows", async () => {
    const me = await signedInAs(db(), "champion");
    const good = friend();
    const form = referralSchema.parse({ emails: [` ${good.toUpperCase()} `, good, ""] });
    const outcome = await sendInvitations(me, form, request());
    expect(outcome).toMatchObject({ ok: true, sent: 1, failed: 0 });
    expect((await rowsOf(me.id)).map((r) => r.referredEmail)).toEqual([good]);
    expect(await mailsTo([good])).toHaveLength(1);

    expect(referralSchema.safeParse({ emails: ["nope", "x@"] }).error?.issues.map((i) => i.path.join("."))).toEqual([
      "emails.0",
      "emails.1",
    ]);
    expect(await sendInvitations(me, { emails: ["nope"] }, request())).toEqual({
      ok: false,
      message: "Please enter at least one valid email address.",
      status: 400,
    });
  });

  it("does not invite the referrer's own address", async () => {
    const me = await signedInAs(db(), "champion");
    const other = friend();
    const outcome = await sendInvitations(me, { emails: [me.email.toUpperCase(), other] }, request());
    expect(outcome).toEqual({
      ok: true,
      sent: 1,
      failed: 1,
      notices: [messages.ownAddress],
      friendsInvited: 1,
    });
    expect(referWords("en").t("refer.partlySent", { count: 1, failed: 1 })).toBe(
      "Successfully sent 1 invitation, but 1 failed.",
    );
    expect(await mailsTo([me.email])).toEqual([]);
    expect(await sendInvitations(me, { emails: [me.email] }, request())).toEqual({
      ok: false,
      message: messages.ownAddress,
      status: 409,
    });
  });

  it("invites an address once in 30 days: repeats are skipped and named, all-repeats send nothing", async () => {
    const me = await signedInAs(db(), "champion");
    const [a, c] = [friend(), friend()];
    await sendInvitations(me, { emails: [a] }, request());

    const partly = await sendInvitations(me, { emails: [a.toUpperCase(), c] }, request());
    expect(partly).toEqual({
      ok: true,
      sent: 1,
      failed: 1,
      notices: [`You already invited ${a} in the last 30 days, so we did not send another invitation.`],
      friendsInvited: 2,
    });

    const again = await sendInvitations(me, { emails: [a, c] }, request());
    expect(again).toEqual({ ok: false, message: messages.recentlyInvited([a, c]), status: 409 });
    expect(await mailsTo([a])).toHaveLength(1);
    expect(await mailsTo([c])).toHaveLength(1);
    expect(await friendsInvited(me.id)).toBe(2);

    // Another champion may still invite the same friend.
    const other = await signedInAs(db(), "champion");
    expect(await sendInvitations(other, { emails: [a] }, request())).toMatchObject({ ok: true, sent: 1 });

    // 31 days later the first champion may remind them.
    await db()
      .update(referrals)
      .set({ createdAt: sql`now() - interval '31 days'` })
      .where(and(eq(referrals.referrerId, me.id), eq(referrals.referredEmail, a)));
    expect(await sendInvitations(me, { emails: [a] }, request())).toMatchObject({ ok: true, sent: 1 });
    expect(await mailsTo([a])).toHaveLength(3);
  });

  it("refuses the 21st invitation in 24 hours and writes nothing for it", async () => {
    const me = await signedInAs(db(), "champion");
    for (let batch = 0; batch < 4; batch++) {
      const outcome = await sendInvitations(
        me,
        { emails: [friend(), friend(), friend(), friend(), friend()] },
        request(),
      );
      expect(outcome).toMatchObject({ ok: true, sent: 5 });
    }
    const extra = friend("twenty-first");
    const refused = await sendInvitations(me, { emails: [extra] }, request());
    expect(refused).toEqual({ ok: false, message: messages.dailyLimit(0), status: 429 });
    expect(messages.dailyLimit(0)).toContain("20 invitations a day");
    expect(await rowsOf(me.id)).toHaveLength(20);
    expect(await mailsTo([extra])).toEqual([]);
    expect(await friendsInvited(me.id)).toBe(20);

    // Yesterday's invitations no longer count.
    await db()
      .update(referrals)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(referrals.referrerId, me.id));
    expect(await sendInvitations(me, { emails: [extra] }, request())).toMatchObject({ ok: true, sent: 1 });
  });

  it("refuses a batch larger than what is left today, whole", async () => {
    const me = await signedInAs(db(), "champion");
    for (let batch = 0; batch < 3; batch++) {
      await sendInvitations(me, { emails: [friend(), friend(), friend(), friend(), friend()] }, request());
    }
    await sendInvitations(me, { emails: [friend(), friend(), friend()] }, request());
    const three = [friend(), friend(), friend()];
    const refused = await sendInvitations(me, { emails: three }, request());
    expect(refused).toEqual({ ok: false, message: messages.dailyLimit(2), status: 429 });
    expect(messages.dailyLimit(2)).toContain("have 2 left today");
    expect(await mailsTo(three)).toEqual([]);
    expect(await sendInvitations(me, { emails: three.slice(0, 2) }, request())).toMatchObject({ ok: true, sent: 2 });
  });

  it("limits submissions per user and per client address", async () => {
    const me = await signedInAs(db(), "champion");
    for (let i = 0; i < 10; i++) {
      expect(await sendInvitations(me, { emails: [friend()] }, request())).toMatchObject({ ok: true });
    }
    const blocked = friend();
    expect(await sendInvitations(me, { emails: [blocked] }, request())).toEqual({
      ok: false,
      message: messages.tooManyAttempts,
      status: 429,
    });
    expect(await mailsTo([blocked])).toEqual([]);

    const shared = "203.0.113.9";
    for (let i = 0; i < 60; i++)
      await sendInvitations({ id: `nobody-${i}` }, { emails: ["x@example.sg"] }, request(shared));
    const fresh = await signedInAs(db(), "champion");
    expect(await sendInvitations(fresh, { emails: [friend()] }, request(shared))).toMatchObject({
      ok: false,
      status: 429,
    });
  });
});

describe("the referrer's view", () => {
  it("lists invitations newest first and shows who joined", async () => {
    const me = await signedInAs(db(), "champion");
    const [first, second] = [friend(), friend()];
    await sendInvitations(me, { emails: [first] }, request());
    await db()
      .update(referrals)
      .set({ createdAt: sql`now() - interval '2 days'` })
      .where(eq(referrals.referredEmail, first));
    await sendInvitations(me, { emails: [second] }, request());

    // What markReferralJoined does when the friend signs up through the link (accounts feature).
    const joined = await signedInAs(db(), "champion");
    await db().update(referrals).set({ status: "joined", userId: joined.id }).where(eq(referrals.referredEmail, first));

    const list = await listReferrals(me.id);
    expect(list.map((r) => [r.email, r.status])).toEqual([
      [second, "pending"],
      [first, "joined"],
    ]);
    expect(new Date(list[1]!.invitedAt).getTime()).toBeLessThan(Date.now() - 86_400_000);
    expect(await listReferrals(joined.id)).toEqual([]);
  });

  it("names the referrer by full name, else e-mail prefix, else 'A friend'", () => {
    expect(referrerName({ fullName: "  Tan   Ah Kow ", email: "tak@example.sg" })).toBe("Tan Ah Kow");
    expect(referrerName({ fullName: "", email: "tak@example.sg" })).toBe("tak");
    expect(referrerName({ fullName: " ", email: "" })).toBe("A friend");
    expect(referrerName({ fullName: "Line\r\nBcc: victim@example.sg", email: "x@y.sg" })).toBe(
      "Line Bcc: victim@example.sg",
    );
  });

  it("shares the Champion's referral link, or the home page for anyone else", async () => {
    const champion = await signedInAs(db(), "champion");
    const asChampion = new Request("http://localhost:3000/dashboard/champion", {
      headers: { cookie: champion.cookie },
    });
    expect(await shareLink(asChampion)).toBe(`http://localhost:3000/signup/champion?ref=${champion.id}`);
    expect(await shareLink(new Request("http://localhost:3000/"))).toBe("http://localhost:3000/");
    expect(await shareLink(await requestAs(db(), "gpclinic"))).toBe("http://localhost:3000/");
  });
});

describe("users.friends_invited", () => {
  it("is read from the account row", async () => {
    const me = await signedInAs(db(), "champion");
    await db().update(users).set({ friendsInvited: 7 }).where(eq(users.id, me.id));
    expect(await friendsInvited(me.id)).toBe(7);
    expect(await friendsInvited("no-such-user")).toBe(0);
  });
});
