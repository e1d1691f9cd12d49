import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimitBuckets } from "#db/schema";
import { useTestDatabase } from "../../../tests/support/db";
import { hit, peek, reset } from "./rate-limit.server";

const db = useTestDatabase();
const limit = { name: "test", max: 3, windowSeconds: 60 };

describe("database rate limiter", () => {
  it("allows max hits per window, then refuses with a retry time", async () => {
    for (let i = 0; i < 3; i++) expect((await hit(limit, "a@b.sg")).allowed).toBe(true);
    const fourth = await hit(limit, "a@b.sg");
    expect(fourth.allowed).toBe(false);
    expect(fourth.retryAfterSeconds).toBeGreaterThan(0);
    expect(fourth.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Other keys are counted apart; keys ignore case.
    expect((await hit(limit, "other@b.sg")).allowed).toBe(true);
    expect((await peek(limit, "A@B.SG")).allowed).toBe(false);
  });

  it("starts a new window once the old one has passed", async () => {
    for (let i = 0; i < 4; i++) await hit(limit, "window@b.sg");
    await db()
      .update(rateLimitBuckets)
      .set({ windowStart: sql`now() - interval '2 minutes'` });
    expect((await hit(limit, "window@b.sg")).allowed).toBe(true);
  });

  it("peek does not count; reset forgets", async () => {
    for (let i = 0; i < 3; i++) await peek(limit, "peek@b.sg");
    expect((await hit(limit, "peek@b.sg")).allowed).toBe(true);
    await hit(limit, "peek@b.sg");
    await hit(limit, "peek@b.sg");
    expect((await peek(limit, "peek@b.sg")).allowed).toBe(false);
    await reset(limit, "peek@b.sg");
    expect((await peek(limit, "peek@b.sg")).allowed).toBe(true);
  });

  it("stores no address in the clear", async () => {
    await hit(limit, "private@b.sg", "10.0.0.1");
    const keys = (await db().select({ key: rateLimitBuckets.key }).from(rateLimitBuckets)).map((r) => r.key).join(" ");
    expect(keys).not.toContain("private");
    expect(keys).not.toContain("10.0.0.1");
  });

  it("counts concurrent hits exactly", async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => hit(limit, "burst@b.sg")));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });
});
