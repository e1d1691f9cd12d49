import { expect, test } from "@playwright/test";

test("/healthz and /readyz answer JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "ok" });
});

test("a cross-site form post is refused and writes nothing", async ({ request, baseURL }) => {
  const before = await (await request.get("/dev/mailbox")).text();
  const forged = await request.post("/api/auth/request-password-reset", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { email: "admin@e2e.test", redirectTo: "/reset-password" },
  });
  expect(forged.status()).toBe(403);
  const crossSite = await request.post("/logout", { headers: { "sec-fetch-site": "cross-site" }, form: {} });
  expect(crossSite.status()).toBe(403);
  const after = await (await request.get("/dev/mailbox")).text();
  expect(after.match(/data-testid="email"/g)?.length ?? 0).toBe(before.match(/data-testid="email"/g)?.length ?? 0);
  expect(baseURL).toBeTruthy();
});
