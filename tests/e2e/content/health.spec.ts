import { expect, test } from "@playwright/test";
import { readMailbox } from "../fixtures/mailbox";

test("/healthz and /readyz answer JSON", async ({ request }) => {
  const health = await request.get("/healthz");
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: "ok" });
  const ready = await request.get("/readyz");
  expect(ready.status()).toBe(200);
  expect(await ready.json()).toEqual({ status: "ready", database: "ok" });
});

test("a cross-site form post is refused and writes nothing", async ({ request, baseURL }) => {
  // A demo account that no other journey sends mail to.
  const target = "specialist@demo.rid-crc.local";
  const mails = async () => (await readMailbox(request)).filter((m) => m.to === target).length;
  const before = await mails();
  // A foreign Origin; no Origin and a foreign Referer; neither (ADR 0012): all refused.
  const variants: Record<string, string>[] = [
    { origin: "https://evil.example" },
    { referer: "https://evil.example/page" },
    {},
  ];
  for (const headers of variants) {
    const forged = await request.post("/forgot-password", { headers, form: { email: target } });
    expect(forged.status(), JSON.stringify(headers)).toBe(403);
  }
  const ownReferer = await request.post("/forgot-password", {
    headers: { referer: `${baseURL}/forgot-password` },
    form: { email: "nobody-here@e2e.test" },
  });
  expect(ownReferer.status()).toBe(200);
  const crossSite = await request.post("/logout", { headers: { "sec-fetch-site": "cross-site" }, form: {} });
  expect(crossSite.status()).toBe(403);
  await new Promise((r) => setTimeout(r, 1000));
  expect(await mails()).toBe(before);
});
