import { describe, expect, it } from "vitest";
import { cacheHeadersFor, PRIVATE, SHARED, withoutNonce, type Answer } from "./cache-policy";

const content = { pattern: "/education/article/:slug", hydrates: false };

/** An anonymous visitor's GET of a content page, answered with the page: the one shared case. */
const anonymousPage = (change: Partial<Answer> = {}): Answer => ({
  method: "GET",
  path: "/education/article/understanding-colorectal-cancer",
  cookie: undefined,
  route: content,
  status: 200,
  contentType: "text/html; charset=utf-8",
  setsCookie: false,
  ...change,
});

const shared = { "Cache-Control": SHARED, Vary: "Cookie" };
const personal = { "Cache-Control": PRIVATE };

describe("the cache rule", () => {
  it("lets a shared cache keep an anonymous content page, varying on Cookie, fresh for 60 s", () => {
    expect(cacheHeadersFor(anonymousPage())).toEqual(shared);
    expect(SHARED).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
    expect(cacheHeadersFor(anonymousPage({ method: "HEAD" }))).toEqual(shared);
    // A cookie that is neither a sign-in nor a flash does not make the page someone's.
    expect(cacheHeadersFor(anonymousPage({ cookie: "theme=dark" }))).toEqual(shared);
  });

  it("keeps nothing of a personal route, whatever the answer", () => {
    const dashboard = { pattern: "/dashboard/champion", hydrates: false };
    expect(cacheHeadersFor(anonymousPage({ route: dashboard, path: "/dashboard/champion" }))).toEqual(personal);
    const csv = { route: { pattern: "/admin/users/export", hydrates: true }, contentType: "text/csv" };
    expect(cacheHeadersFor(anonymousPage(csv))).toEqual(personal);
  });

  it("keeps nothing asked with a session or a flash cookie", () => {
    for (const cookie of [
      "better-auth.session_token=abc.def",
      "theme=dark; __Secure-better-auth.session_token=abc",
      "better-auth.two_factor=xyz",
      "rid_flash=payload.sig",
    ])
      expect(cacheHeadersFor(anonymousPage({ cookie })), cookie).toEqual(personal);
  });

  it("keeps nothing that sets a cookie", () => {
    expect(cacheHeadersFor(anonymousPage({ setsCookie: true }))).toEqual(personal);
  });

  it("keeps no error page, no redirect and no form's answer", () => {
    for (const status of [404, 500, 503]) expect(cacheHeadersFor(anonymousPage({ status }))).toEqual(personal);
    expect(cacheHeadersFor(anonymousPage({ status: 302, contentType: null }))).toEqual(personal);
    expect(cacheHeadersFor(anonymousPage({ method: "POST" }))).toEqual(personal);
    // The not-found page matched no route.
    expect(cacheHeadersFor(anonymousPage({ route: null, status: 404 }))).toEqual(personal);
  });

  it("keeps no page that ships React (its document carries a per-request nonce)", () => {
    expect(cacheHeadersFor(anonymousPage({ route: { ...content, hydrates: true } }))).toEqual(personal);
  });

  it("keeps no single-fetch `.data` answer: the root's data names the user", () => {
    const data = { path: "/education/article/understanding-colorectal-cancer.data", contentType: "text/x-script" };
    expect(cacheHeadersFor(anonymousPage(data))).toEqual(personal);
  });

  it("leaves a public route's files (PDF, calendar) to the route", () => {
    const pdf = { route: { pattern: "/education/article/:slug/pdf", hydrates: true }, contentType: "application/pdf" };
    expect(cacheHeadersFor(anonymousPage(pdf))).toBeNull();
  });

  it("takes the nonce out of a policy, and nothing else", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-ab+c/9=';object-src 'none'";
    expect(withoutNonce(policy)).toBe("default-src 'self';script-src 'self';object-src 'none'");
  });
});
