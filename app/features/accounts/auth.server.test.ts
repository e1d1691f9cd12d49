import { describe, expect, it } from "vitest";
import { CLIENT_IP_HEADER } from "~/lib/http/client-ip";
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

  it("limits sign-in attempts per client address (the flood guard), whatever the account", async () => {
    setEnv(testEnv({ AUTH_IP_LIMIT_SCALE: "0.1" })); // 30 a minute becomes 3
    resetAuth();
    const attempt = (ip: string, n: number) =>
      auth().handler(
        new Request("http://localhost:3000/api/auth/sign-in/email", {
          method: "POST",
          headers: { "content-type": "application/json", origin: "http://localhost:3000", [CLIENT_IP_HEADER]: ip },
          body: JSON.stringify({ email: `nobody-${n}@test.example`, password: "whatever-123" }),
        }),
      );
    const statuses = [];
    for (let n = 0; n < 4; n++) statuses.push((await attempt("198.51.100.9", n)).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client is not affected.
    expect((await attempt("198.51.100.10", 9)).status).toBe(401);
    setEnv(testEnv());
    resetAuth();
  });

  it("hashes passwords with argon2id", async () => {
    const hash = await auth().options.emailAndPassword!.password!.hash!("Secret-123");
    expect(hash).toMatch(/^\$argon2id\$/);
  });
});
