import { expect, test } from "@playwright/test";
import { readMailbox } from "./fixtures/mailbox";

test("/healthz and /readyz answer JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "ok" });
});

test("a cross-site form post is refused and writes nothing", async ({ request }) => {
  // A demo account that no other journey sends mail to.
  const target = "specialist@demo.rid-crc.local";
  const mails = async () => (await readMailbox(request)).filter((m) => m.to === target).length;
  const before = await mails();
  const forged = await request.post("/api/auth/request-password-reset", {
    headers: { origin: "https://evil.example", "content-type": "application/json" },
    data: { email: target, redirectTo: "/reset-password" },
  });
  expect(forged.status()).toBe(403);
  const crossSite = await request.post("/logout", { headers: { "sec-fetch-site": "cross-site" }, form: {} });
  expect(crossSite.status()).toBe(403);
  await new Promise((r) => setTimeout(r, 1000));
  expect(await mails()).toBe(before);
});
