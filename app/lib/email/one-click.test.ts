import { describe, expect, it } from "vitest";
import { isOneClickUnsubscribe, listUnsubscribeHeaders } from "./one-click";

const provider = {
  path: "/screening-reminders/0b9f.Zx_-1",
  contentType: "application/x-www-form-urlencoded",
  origin: undefined,
  referer: undefined,
  cookie: undefined,
  fetchSite: undefined,
};

describe("one-click unsubscribe (RFC 8058)", () => {
  it("lets a mail provider's post through: a stop address, a form body, nothing of a browser", () => {
    expect(isOneClickUnsubscribe(provider)).toBe(true);
  });

  it("refuses anything a browser could be made to send, and every other address", () => {
    for (const change of [
      { origin: "http://evil.example" },
      { origin: "null" },
      { referer: "http://evil.example/x" },
      { cookie: "better-auth.session_token=x" },
      { fetchSite: "cross-site" },
      { contentType: "multipart/form-data; boundary=x" },
      { contentType: undefined },
      { path: "/dashboard/screening" },
      { path: "/screening-reminders/a/b" },
      { path: "/screening-reminders/" },
      { path: "/account/password" },
    ])
      expect(isOneClickUnsubscribe({ ...provider, ...change }), JSON.stringify(change)).toBe(false);
  });

  it("writes the two headers mail programs look for", () => {
    expect(listUnsubscribeHeaders("https://x.test/s/t")).toEqual({
      "List-Unsubscribe": "<https://x.test/s/t>",
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
  });
});
