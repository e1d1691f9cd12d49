import { describe, expect, it } from "vitest";
import { auth, resetAuth } from "../../../app/features/accounts/auth.server";
import * as changePassword from "../../../app/features/accounts/routes/change-password";
import * as settings from "../../../app/features/accounts/routes/two-factor-settings";
import { setEnv } from "../../../app/lib/env.server";
import { Browser } from "../../support/browser";
import { testEnv, useTestDatabase } from "../../support/db";
import { signedInAs } from "../../support/sessions";
import { totp } from "../../e2e/fixtures/totp";

const db = useTestDatabase();
const PASSWORD = "Correct-Horse-9"; // tests/support/sessions.ts

type Scan = { step: "scan"; enrolment: { secret: string; qrDataUrl: string }; result?: { error?: object } };
type Settings = { enabled: boolean; backupCodes: string[] | null };

async function champion() {
  return new Browser((await signedInAs(db(), "champion")).cookie);
}

describe("/account/two-factor takes nothing it shows from the form", () => {
  it("answers a posted totpURI that is not a URL with a field message, before and during enrolment", async () => {
    const browser = await champion();
    const hostile = { intent: "confirm", totpURI: "not a url", code: "1" };

    const early = await browser.post(settings.action, "/account/two-factor", hostile);
    expect(early.status).toBe(400);
    expect(early.data).toMatchObject({
      step: "password",
      result: { error: { "": ["Your set-up has expired. Confirm your password to start again."] } },
    });

    const started = await browser.post(settings.action, "/account/two-factor", { password: PASSWORD });
    const { enrolment } = started.data as Scan;
    const during = await browser.post(settings.action, "/account/two-factor", hostile);
    expect(during.status).toBe(400);
    expect(during.data).toMatchObject({
      step: "scan",
      result: { error: { code: ["Enter the 6-digit code from your app"] } },
    });
    // The key and QR code shown again are the ones better-auth stored, whatever the form said.
    expect((during.data as Scan).enrolment).toEqual(enrolment);
    const forged = await browser.post(settings.action, "/account/two-factor", {
      intent: "confirm",
      totpURI: "otpauth://totp/RID-CRC:x?secret=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA&issuer=RID-CRC",
      code: "000000",
    });
    expect((forged.data as Scan).enrolment).toEqual(enrolment);
  });
});

describe("setting up two-step verification from one office's address", () => {
  const start = async (office: string) =>
    new Browser((await signedInAs(db(), "champion")).cookie, office).post(settings.action, "/account/two-factor", {
      password: PASSWORD,
    });

  it("gives each of four colleagues a key within ten seconds (better-auth alone allows three)", async () => {
    for (let n = 0; n < 4; n++) expect((await start("203.0.113.40")).data).toMatchObject({ step: "scan" });
  });

  it("answers a flood with the wait-a-minute message, not an unexpected error", async () => {
    setEnv(testEnv({ AUTH_IP_LIMIT_SCALE: "0.1" })); // 30 a minute becomes 3
    resetAuth();
    try {
      for (let n = 0; n < 3; n++) expect((await start("203.0.113.41")).data).toMatchObject({ step: "scan" });
      const refused = await start("203.0.113.41");
      expect(refused.status).toBe(400);
      expect(refused.data).toMatchObject({
        step: "password",
        result: { error: { "": ["Too many attempts. Please wait a minute and try again."] } },
      });
    } finally {
      setEnv(testEnv());
      resetAuth();
    }
  });
});

describe("forms that replace the session answer with a redirect that carries the new one", () => {
  it("turning on two-step verification shows the backup codes once, on the page the redirect leads to", async () => {
    const browser = await champion();
    const oldCookie = browser.cookie;
    const started = await browser.post(settings.action, "/account/two-factor", { password: PASSWORD });
    const secret = (started.data as Scan).enrolment.secret.replace(/\s+/g, "");

    const confirmed = await browser.post(settings.action, "/account/two-factor", {
      intent: "confirm",
      code: totp(secret),
    });
    expect(confirmed).toMatchObject({ status: 302, location: "/account/two-factor" });
    expect(confirmed.setCookies.some((c) => c.includes("session_token="))).toBe(true);
    expect(browser.cookie).not.toBe(oldCookie);

    const page = await browser.load(settings.loader, "/account/two-factor");
    const shown = page.data as Settings;
    expect(shown.enabled).toBe(true);
    expect(shown.backupCodes?.length).toBeGreaterThanOrEqual(8);

    // Shown once: a reload, or the old session, never shows them again.
    expect(((await browser.load(settings.loader, "/account/two-factor")).data as Settings).backupCodes).toBeNull();
    const stale = await new Browser(oldCookie).load(settings.loader, "/account/two-factor");
    expect(stale.location).toBe("/login?redirectTo=%2Faccount%2Ftwo-factor");
  });

  it("another device of the same account cannot take the backup codes first", async () => {
    const { cookie, email } = await signedInAs(db(), "champion");
    const browser = new Browser(cookie);
    // A second session of the same account, as a second device has.
    const response = await auth().api.signInEmail({ body: { email, password: PASSWORD }, asResponse: true });
    const device = new Browser(
      response.headers
        .getSetCookie()
        .map((c) => c.split(";")[0])
        .join("; "),
    );
    const started = await browser.post(settings.action, "/account/two-factor", { password: PASSWORD });
    const secret = (started.data as Scan).enrolment.secret.replace(/\s+/g, "");
    await browser.post(settings.action, "/account/two-factor", { intent: "confirm", code: totp(secret) });

    expect(((await device.load(settings.loader, "/account/two-factor")).data as Settings).backupCodes).toBeNull();
    expect(((await browser.load(settings.loader, "/account/two-factor")).data as Settings).backupCodes).not.toBeNull();
  });

  it("changing the password keeps the visitor signed in and says once that it worked", async () => {
    const browser = await champion();
    const oldCookie = browser.cookie;
    const wrong = await browser.post(changePassword.action, "/account/password", {
      currentPassword: "not-my-password",
      password: "New-Strong-Pass1",
      confirmPassword: "New-Strong-Pass1",
    });
    expect(wrong.status).toBe(400);
    expect(wrong.data).toMatchObject({ result: { error: { "": ["Your current password is not correct."] } } });

    const changed = await browser.post(changePassword.action, "/account/password", {
      currentPassword: PASSWORD,
      password: "New-Strong-Pass1",
      confirmPassword: "New-Strong-Pass1",
    });
    expect(changed).toMatchObject({ status: 302, location: "/account/password" });

    expect((await browser.load(changePassword.loader, "/account/password")).data).toMatchObject({ updated: true });
    expect((await browser.load(changePassword.loader, "/account/password")).data).toMatchObject({ updated: false });
    const stale = await new Browser(oldCookie).load(changePassword.loader, "/account/password");
    expect(stale.location).toBe("/login?redirectTo=%2Faccount%2Fpassword");
  });
});
