import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { parseEnv, setEnv } from "../env.server";
import { decodeFlash, encodeFlash, settleFlash, takeFlash, withFlash } from "./flash.server";

const useSecret = (secret: string) =>
  setEnv(parseEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), "rid-flash-")), SESSION_SECRET: secret }));

/** The next request of a browser that stored the cookies of `headers`. */
function nextRequest(headers: Headers, extra = ""): Request {
  const cookie = [...headers.getSetCookie().map((c) => c.split(";")[0]), extra].filter(Boolean).join("; ");
  return new Request("http://localhost/login", { headers: { cookie } });
}

const cookieValue = (headers: Headers) => headers.getSetCookie()[0]!.split(";")[0]!.split("=").slice(1).join("=");

describe("flash", () => {
  beforeEach(() => useSecret("a".repeat(40)));

  it("carries one message, signed, to the next request, which clears it", () => {
    const headers = withFlash({ kind: "success", message: "Welcome back!" }, { headers: { "X-Other": "1" } });
    expect(headers.get("X-Other")).toBe("1");
    const [set] = headers.getSetCookie();
    expect(set).toMatch(/^rid_flash=[\w-]+\.[\w-]+; Path=\/; Max-Age=60; SameSite=Lax$/);
    const taken = takeFlash(nextRequest(headers));
    expect(taken.flash).toMatchObject({ kind: "success", message: "Welcome back!" });
    expect(taken.headers?.getSetCookie()).toEqual(["rid_flash=; Path=/; Max-Age=0; SameSite=Lax"]);
    // The browser no longer sends it: nothing the second time.
    expect(takeFlash(new Request("http://localhost/")).flash).toBeNull();
  });

  it("keeps other session cookies alongside (a redirect after sign-in)", () => {
    const auth = new Headers();
    auth.append("Set-Cookie", "better-auth.session_token=abc; Path=/; HttpOnly");
    const headers = withFlash({ kind: "success", message: "Signed in" }, { headers: auth });
    expect(headers.getSetCookie()).toHaveLength(2);
    expect(takeFlash(nextRequest(headers)).flash?.message).toBe("Signed in");
  });

  it("ignores a cookie whose message or signature was changed, or that another secret signed", () => {
    const value = cookieValue(withFlash({ kind: "info", message: "Original" }));
    const [payload, signature] = value.split(".") as [string, string];
    const forgedPayload = Buffer.from(JSON.stringify({ k: "error", m: "<b>Call 555</b>", i: "x" })).toString(
      "base64url",
    );
    for (const bad of [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA`,
      `${payload}.`,
      payload,
      "garbage",
      "",
    ]) {
      const request = new Request("http://localhost/", { headers: { cookie: `rid_flash=${bad}` } });
      const taken = takeFlash(request);
      expect(taken.flash, bad).toBeNull();
      // Still cleared, so a forged cookie does not stay around.
      expect(taken.headers?.getSetCookie()[0]).toContain("Max-Age=0");
    }
    useSecret("b".repeat(40));
    expect(decodeFlash(value)).toBeNull();
  });

  // Issue 22: a captured cookie was shown whenever it was sent back, its Max-Age being the browser's.
  it("refuses a cookie older than its 60 seconds, on the server", () => {
    vi.useFakeTimers();
    try {
      vi.setSystemTime(new Date("2026-11-26T02:00:00Z"));
      const headers = withFlash({ kind: "info", message: "Saved" });
      vi.setSystemTime(new Date("2026-11-26T02:00:59Z"));
      expect(takeFlash(nextRequest(headers)).flash?.message).toBe("Saved");
      vi.setSystemTime(new Date("2026-11-26T02:01:01Z"));
      const late = takeFlash(nextRequest(headers));
      expect(late.flash).toBeNull();
      expect(late.headers?.getSetCookie()[0]).toContain("Max-Age=0");
    } finally {
      vi.useRealTimers();
    }
  });

  it("rejects an unknown kind or an over-long message even when signed", () => {
    expect(decodeFlash(encodeFlash({ kind: "warning" as "info", message: "x", id: "1" }))).toBeNull();
    expect(decodeFlash(encodeFlash({ kind: "info", message: "x".repeat(501), id: "1" }))).toBeNull();
    // withFlash cuts a long message to what the reader accepts.
    const long = withFlash({ kind: "error", message: "y".repeat(2000) });
    expect(takeFlash(nextRequest(long)).flash?.message).toHaveLength(500);
  });

  it("keeps markup as text: the message comes back exactly as given", () => {
    const message = `<img src=x onerror="alert(1)"> & "quotes"`;
    expect(takeFlash(nextRequest(withFlash({ kind: "error", message }))).flash?.message).toBe(message);
  });

  it("shows an in-place answer's flash in the same request, and the document clears the cookie", () => {
    const context = {};
    const actionHeaders = withFlash({ kind: "error", message: "Sign in failed: nope" }, { context });
    // The root loader of the same (JavaScript-less) POST: the browser has not got the cookie yet.
    const taken = takeFlash(new Request("http://localhost/login", { method: "GET" }), context);
    expect(taken.flash?.message).toBe("Sign in failed: nope");
    // React Router merged the loader's clearing cookie before the action's setting one.
    const document = new Headers();
    document.append("Set-Cookie", taken.headers!.getSetCookie()[0]!);
    document.append("Set-Cookie", "other=1; Path=/");
    document.append("Set-Cookie", actionHeaders.getSetCookie()[0]!);
    settleFlash(document, context);
    expect(document.getSetCookie()).toEqual(["other=1; Path=/", "rid_flash=; Path=/; Max-Age=0; SameSite=Lax"]);
    // Taken once: a second loader run in that request finds nothing.
    expect(takeFlash(new Request("http://localhost/login"), context).flash).toBeNull();
  });

  it("leaves a document alone when its page showed no flash", () => {
    const document = new Headers({ "Set-Cookie": "rid_flash=abc.def; Path=/; Max-Age=60; SameSite=Lax" });
    settleFlash(document, {});
    expect(document.getSetCookie()).toHaveLength(1);
  });

  it("marks the cookie Secure on an https site", () => {
    setEnv(
      parseEnv({
        DATA_DIR: mkdtempSync(path.join(tmpdir(), "rid-flash-")),
        SESSION_SECRET: "c".repeat(40),
        APP_URL: "https://rid-crc.example",
      }),
    );
    expect(withFlash({ kind: "info", message: "x" }).getSetCookie()[0]).toMatch(/; Secure$/);
  });
});
