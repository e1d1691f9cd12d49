import { randomUUID } from "node:crypto";
import { startNginx } from "../../deploy/cluster.mjs";
import { DEMO, signIn, type Client } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { header, send, text, type RawRequest, type RawResponse } from "./support/http";
import { freePort } from "./support/server";

/**
 * Issue 25 through a real shared cache: nginx from Debian's packages with deploy/nginx.conf.template
 * in front of the suite's server (its build, its database). Content pages that ship no React are
 * kept for everyone; nothing of a signed-in visitor's, and nothing an attacker adds to a request,
 * may reach anyone else. nginx missing is a failure, never a skip (.ci/run installs it).
 */
type Nginx = Awaited<ReturnType<typeof startNginx>>;

let nginx: Nginx;
let port: number;

test.beforeAll(async ({ server }) => {
  port = await freePort();
  nginx = await startNginx({ port, ports: [server.port], serverName: "localhost", workers: "1", output: "ignore" });
});

test.afterAll(async () => {
  await nginx?.stop();
});

/** One request through nginx, as a visitor's browser sends it to the site's address. */
const through = (request: Omit<RawRequest, "method"> & { method?: string }): Promise<RawResponse> =>
  send(port, `localhost:${port}`, { method: "GET", ...request });

/** An address of its own for each test: a page the cache has never seen. */
const fresh = (path: string) => `${path}?campaign=${randomUUID().slice(0, 8)}`;

const cacheStatus = (r: RawResponse) => header(r, "x-cache-status");
const SIGNED_IN = "Signed in as";

test("an anonymous content page is kept and served from the cache, with a policy without nonce", async () => {
  const path = fresh("/education/article/understanding-colorectal-cancer");
  const first = await through({ path });
  const second = await through({ path });
  expect(first.status).toBe(200);
  expect(cacheStatus(first)).toBe("MISS");
  expect(cacheStatus(second)).toBe("HIT");
  expect(header(second, "cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=30");
  expect(header(second, "vary")).toMatch(/Cookie/);
  expect(text(second)).toContain("Understanding Colorectal Cancer");
  expect(header(second, "content-security-policy")).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'(;|$)/);
  expect(header(second, "content-security-policy")).not.toContain("nonce-");
});

test("a page that ships React keeps its per-request nonce and is never kept", async () => {
  const a = await through({ path: "/login" });
  const b = await through({ path: "/login" });
  expect(a.status).toBe(200);
  expect(header(a, "cache-control")).toBe("private, no-store");
  expect(cacheStatus(b)).not.toBe("HIT");
  const nonce = (r: RawResponse) => header(r, "content-security-policy")?.match(/'nonce-([^']+)'/)?.[1];
  expect(nonce(a)).toBeTruthy();
  expect(nonce(b)).not.toBe(nonce(a));
});

test.describe("signed in and anonymous through one cache", () => {
  let champion: Client;
  test.beforeAll(async ({ server }) => {
    champion = await signIn(server, DEMO.champion.email, DEMO.champion.password);
  });

  test("a signed-in visitor never gets the anonymous copy, and nobody after them gets theirs", async () => {
    const path = fresh("/");
    // The anonymous copy first: the signed-in visitor must go past it.
    const anonymous = await through({ path });
    expect(cacheStatus(await through({ path }))).toBe("HIT");
    const signedIn = await through({ path, headers: { Cookie: champion.jar.header } });
    expect(signedIn.status).toBe(200);
    expect(cacheStatus(signedIn)).toBe("BYPASS");
    expect(header(signedIn, "cache-control")).toBe("private, no-store");
    expect(text(signedIn)).toContain(SIGNED_IN);
    expect(text(signedIn)).toContain(DEMO.champion.email);
    expect(text(anonymous)).not.toContain(SIGNED_IN);

    // The signed-in page first, on a page nobody has asked for yet: it is not kept.
    const other = fresh("/get-screened");
    const theirs = await through({ path: other, headers: { Cookie: champion.jar.header } });
    expect(text(theirs)).toContain(DEMO.champion.email);
    const next = await through({ path: other });
    expect(cacheStatus(next)).toBe("MISS");
    expect(text(next)).not.toContain(SIGNED_IN);
    expect(text(next)).not.toContain(DEMO.champion.email);
  });
});

test.describe("cache poisoning: what one request adds never reaches the copy others get", () => {
  const PAGE = "/get-screened";
  /** `own`: the answer is kept apart from others' (the page varies on it), or not kept at all. */
  const attempts: { name: string; request: Omit<RawRequest, "method">; own?: true }[] = [
    { name: "X-Forwarded-Host", request: { path: PAGE, headers: { "X-Forwarded-Host": "evil.example" } } },
    { name: "X-Original-URL", request: { path: PAGE, headers: { "X-Original-URL": "/admin" } } },
    { name: "X-Rewrite-URL", request: { path: PAGE, headers: { "X-Rewrite-URL": "/admin/users" } } },
    { name: "X-Forwarded-Proto", request: { path: PAGE, headers: { "X-Forwarded-Proto": "evil.example" } } },
    {
      name: "an odd Accept-Language",
      request: { path: PAGE, headers: { "Accept-Language": "evil.example;q=1, <script>x</script>" } },
    },
    {
      name: "an odd Accept-Encoding",
      request: { path: PAGE, headers: { "Accept-Encoding": "evil.example" } },
      own: true,
    },
    { name: "a query string", request: { path: `${PAGE}?next=https://evil.example/&x=<b>evil.example</b>` } },
    {
      name: "a Cookie",
      request: { path: PAGE, headers: { Cookie: "better-auth.session_token=evil.example" } },
      own: true,
    },
    { name: "an unknown cookie", request: { path: PAGE, headers: { Cookie: "evil=evil.example" } }, own: true },
  ];

  for (const attempt of attempts)
    test(`${attempt.name} does not change the page others get`, async () => {
      // The attacker asks first, on an address nobody has asked for: whatever is kept, is theirs.
      const path = fresh(PAGE);
      const target = attempt.request.path === PAGE ? path : attempt.request.path;
      const attack = await through({ ...attempt.request, path: target });
      expect(attack.status).toBeLessThan(500);
      const others = await through({ path });
      const again = await through({ path });
      for (const seen of [others, again]) {
        expect(seen.status).toBe(200);
        expect(text(seen)).not.toContain("evil.example");
        expect(text(seen)).toContain("<title>");
        expect(text(seen).match(/<title>[^<]*<\/title>/)?.[0]).toMatch(/Get Screened/i);
      }
      expect(cacheStatus(again)).toBe("HIT");
      if (attempt.own) {
        // The copy others get was made for them.
        expect(cacheStatus(others)).toBe("MISS");
        if (attempt.request.headers?.Cookie) expect(cacheStatus(attack)).toBe("BYPASS");
      } else if (target === path) {
        // The attacker's answer is the copy others got: it holds nothing of theirs.
        expect(cacheStatus(attack)).toBe("MISS");
        expect(cacheStatus(others)).toBe("HIT");
      }
    });

  test("an answer to a request with a Cookie is not stored", async () => {
    const path = fresh(PAGE);
    const withCookie = await through({ path, headers: { Cookie: "theme=dark" } });
    expect(withCookie.status).toBe(200);
    expect(cacheStatus(withCookie)).toBe("BYPASS");
    expect(cacheStatus(await through({ path }))).toBe("MISS");
  });

  test("a Host not ours gets nothing rendered, let alone kept", async () => {
    const r = await send(port, "evil.example", { method: "GET", path: PAGE });
    expect(r.status).toBe(421);
    expect(text(r)).not.toContain("Get Screened");
  });
});

// Issue 27: the language is in the address, so a page is the same for everyone whatever language
// they remembered; only the bare home page reads the cookie (or Accept-Language), never from the cache.
test.describe("the remembered language and the cache", () => {
  const htmlLang = (r: RawResponse) => text(r).match(/<html lang="([^"]+)"/)?.[1];

  test("a language cookie is not personal, and never changes the page others get", async () => {
    for (const [page, lang] of [
      ["/get-screened", "en-SG"],
      ["/zh/get-screened", "zh-Hans-SG"],
    ] as const) {
      const path = fresh(page);
      // The visitor with the cookie asks first. Their answer is kept (not BYPASS: the cookie is not
      // personal), as a copy of its own (the page varies on Cookie), and is the same page anyway.
      const chooser = await through({ path, headers: { Cookie: "rid_lang=ta" } });
      expect(chooser.status).toBe(200);
      expect(cacheStatus(chooser)).toBe("MISS");
      expect(cacheStatus(await through({ path, headers: { Cookie: "rid_lang=ta" } }))).toBe("HIT");
      const others = await through({ path });
      const again = await through({ path });
      expect(cacheStatus(again)).toBe("HIT");
      for (const seen of [chooser, others, again]) {
        expect(seen.status).toBe(200);
        expect(htmlLang(seen)).toBe(lang);
        expect(header(seen, "set-cookie")).toBeUndefined();
      }
    }
  });

  test("the language cookie with any other cookie is personal as before", async () => {
    const path = fresh("/get-screened");
    const r = await through({ path, headers: { Cookie: "rid_lang=zh; theme=dark" } });
    expect(cacheStatus(r)).toBe("BYPASS");
  });

  test("the bare home page sends a remembered language on, past the cache, and keeps the English copy", async () => {
    const path = fresh("/");
    const english = await through({ path });
    expect(cacheStatus(await through({ path }))).toBe("HIT");
    const remembered = await through({ path, headers: { Cookie: "rid_lang=zh" } });
    expect(remembered.status).toBe(302);
    expect(cacheStatus(remembered)).toBe("BYPASS");
    expect(header(remembered, "location")).toBe(`/zh${path.slice(1)}`);
    expect(header(remembered, "cache-control")).toBe("private, no-store");
    const browser = await through({ path, headers: { "Accept-Language": "ta-SG,ta;q=0.9,en;q=0.5" } });
    expect(browser.status).toBe(302);
    expect(header(browser, "location")).toBe(`/ta${path.slice(1)}`);
    // An unknown language in the cookie is English; English in the cookie stays on `/`.
    for (const cookie of ["rid_lang=xx", "rid_lang=en"]) {
      const r = await through({ path, headers: { Cookie: cookie } });
      expect(r.status).toBe(200);
      expect(htmlLang(r)).toBe("en-SG");
    }
    // Everyone else still gets the English home page from the cache.
    const after = await through({ path });
    expect(cacheStatus(after)).toBe("HIT");
    expect(after.status).toBe(200);
    expect(htmlLang(after)).toBe("en-SG");
    expect(htmlLang(english)).toBe("en-SG");
  });
});
