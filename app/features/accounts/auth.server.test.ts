import { describe, expect, it } from "vitest";
import { setEnv } from "~/lib/env.server";
import { testEnv, useTestDatabase } from "../../../tests/support/db";
import { auth, resetAuth } from "./auth.server";

useTestDatabase();

describe("better-auth configuration", () => {
  it("uses Secure cookies when the site is served over https, HttpOnly and SameSite=Lax always", () => {
    setEnv(testEnv({ APP_URL: "https://www.rid-crc.sg" }));
    resetAuth();
    const secure = auth().options.advanced;
    expect(secure?.useSecureCookies).toBe(true);
    expect(secure?.defaultCookieAttributes).toMatchObject({ httpOnly: true, sameSite: "lax" });
    setEnv(testEnv());
    resetAuth();
    expect(auth().options.advanced?.useSecureCookies).toBe(false);
  });

  it("stores verification identifiers hashed and keeps rate limits in the database", () => {
    const options = auth().options;
    expect(options.verification?.storeIdentifier).toBe("hashed");
    expect(options.rateLimit).toMatchObject({ enabled: true, storage: "database" });
    expect(options.emailAndPassword).toMatchObject({
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
    });
  });

  it("hashes passwords with argon2id", async () => {
    const hash = await auth().options.emailAndPassword!.password!.hash!("Secret-123");
    expect(hash).toMatch(/^\$argon2id\$/);
  });
});
