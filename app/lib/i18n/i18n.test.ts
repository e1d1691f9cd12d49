import { afterEach, describe, expect, it, vi } from "vitest";
import { isLang } from "./languages";
import { isLocalizable, localPath, pathInEveryLanguage, requestLang, splitLang } from "./paths";
import { createT, placeholders } from "./translate";
import { figurePhrase } from "./figures";
import { acceptedLang, cookieLang, switchTarget } from "./remembered.server";

afterEach(() => vi.restoreAllMocks());

describe("the language of an address", () => {
  it("knows only its four languages, as the address spells them", () => {
    for (const ok of ["en", "zh", "ms", "ta"]) expect(isLang(ok)).toBe(true);
    for (const bad of ["xx", "zh-TW", "ZH", "", "en-SG", undefined, 1]) expect(isLang(bad)).toBe(false);
  });

  it("splits the prefix off, English without one", () => {
    expect(splitLang("/zh/education")).toEqual({ lang: "zh", path: "/education" });
    expect(splitLang("/ta")).toEqual({ lang: "ta", path: "/" });
    expect(splitLang("/education")).toEqual({ lang: "en", path: "/education" });
    // Not a language of ours: the address as it is (the route answers 404).
    expect(splitLang("/xx/education")).toEqual({ lang: "en", path: "/xx/education" });
    expect(splitLang("/zh-TW/")).toEqual({ lang: "en", path: "/zh-TW/" });
    expect(splitLang("/en/education")).toEqual({ lang: "en", path: "/en/education" });
  });

  it("reads a request's or a route's language", () => {
    expect(requestLang(new Request("http://x.test/ms/get-screened"))).toBe("ms");
    expect(requestLang({ lang: "ta" })).toBe("ta");
    expect(requestLang({ lang: "xx" })).toBe("en");
    expect(requestLang({})).toBe("en");
  });
});

describe("links keep the language", () => {
  it("prefixes internal paths, query and fragment kept", () => {
    expect(localPath("zh", "/education")).toBe("/zh/education");
    expect(localPath("ms", "/search?q=fit#top")).toBe("/ms/search?q=fit#top");
    expect(localPath("ta", "/")).toBe("/ta");
    expect(localPath("ta", "/?x=1")).toBe("/ta?x=1");
    // An article's PDF is in the page's language (issue 27), unlike the other files.
    expect(localPath("ta", "/education/article/fit/pdf")).toBe("/ta/education/article/fit/pdf");
    // So is the corporate certificate, in the dashboard's language.
    expect(localPath("zh", "/dashboard/corporate/certificate.pdf")).toBe("/zh/dashboard/corporate/certificate.pdf");
    expect(localPath("en", "/education")).toBe("/education");
    expect(localPath(new Request("http://x.test/zh/login"), "/login")).toBe("/zh/login");
  });

  it("leaves external, relative, already prefixed and English-only addresses alone", () => {
    for (const path of ["https://moh.gov.sg/", "//evil.example/", "#main", "mailto:a@b.sg", "details", "/zh/education"])
      expect(localPath("ms", path)).toBe(path);
    for (const path of [
      "/admin/users",
      "/super-admin/dashboard",
      "/media/advisors/a.webp",
      "/chat/api",
      "/sitemap.xml",
      "/dashboard/screening/next.ics",
      "/education/resources/guide.pdf",
      "/pillars/rid-crc-csr/pitch-deck.pdf",
      "/language?lang=zh",
      "/favicon.svg",
    ]) {
      expect(isLocalizable(path)).toBe(false);
      expect(localPath("zh", path)).toBe(path);
    }
  });

  it("gives a page's address in every language", () => {
    expect(pathInEveryLanguage("/zh/education")).toEqual({
      en: "/education",
      zh: "/zh/education",
      ms: "/ms/education",
      ta: "/ta/education",
    });
  });
});

describe("the remembered language", () => {
  const withCookie = (cookie: string) => new Request("http://x.test/", { headers: { cookie } });

  it("reads the cookie; an unknown language in it is English", () => {
    expect(cookieLang(withCookie("a=1; rid_lang=ta"))).toBe("ta");
    expect(cookieLang(withCookie("rid_lang=xx"))).toBe("en");
    expect(cookieLang(withCookie("other=1"))).toBeNull();
  });

  it("follows Accept-Language by preference, English when it names none of ours", () => {
    expect(acceptedLang("zh-SG,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(acceptedLang("en-GB,en;q=0.9,ms;q=0.8")).toBe("en");
    expect(acceptedLang("fr, ta;q=0.5")).toBe("ta");
    expect(acceptedLang("zh-TW")).toBe("zh");
    expect(acceptedLang("xx, yy")).toBe("en");
    expect(acceptedLang("ta;q=0")).toBe("en");
    expect(acceptedLang("evil.example;q=1, <script>x</script>")).toBe("en");
    expect(acceptedLang(null)).toBe("en");
  });

  it("leads the switcher only to a path of this site, in the chosen language", () => {
    expect(switchTarget("zh", "/education?q=1")).toBe("/zh/education?q=1");
    expect(switchTarget("en", "/ms/get-screened")).toBe("/get-screened");
    expect(switchTarget("ta", "/zh")).toBe("/ta");
    for (const evil of ["//evil.example/", "https://evil.example/", "/\\evil.example", "javascript:alert(1)", null, ""])
      expect(switchTarget("ms", evil)).toBe("/ms");
  });
});

describe("translate", () => {
  const messages = {
    hello: "你好，{{name}}",
    years_one: "{{count}} year",
    years_other: "{{count}} years",
    share: "{{value}}% of cases",
  };

  it("interpolates, formats numbers in the language and picks plural forms", () => {
    const t = createT("en", messages);
    expect(t("hello", { name: "Mei" })).toBe("你好，Mei");
    expect(t("years", { count: 1 })).toBe("1 year");
    expect(t("years", { count: 20 })).toBe("20 years");
    expect(t("share", { value: 12345.5 })).toBe("12,345.5% of cases");
    // Chinese has one plural category, "other".
    expect(createT("zh", messages)("years", { count: 1 })).toBe("1 years");
  });

  it("shows nothing and warns, never the raw key nor a crash, for a key the files lack", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const t = createT("ta", {});
    expect(t("nav.menu")).toBe("");
    expect(createT("ta", undefined)("nav.menu")).toBe("");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("nav.menu"));
  });

  it("lists placeholders for the cross-language check", () => {
    expect(placeholders("{{b}} and {{ a }}")).toEqual(["a", "b"]);
  });

  it("puts figures written in words into the language, numbers from the English", () => {
    const t = createT("zh", { "figures.over": "超过 {{value}}", "figures.ratio": "每 {{whole}} 人中有 {{part}} 人" });
    expect(figurePhrase("over 60%", t)).toBe("超过 60%");
    expect(figurePhrase("1 in 13", t)).toBe("每 13 人中有 1 人");
    expect(figurePhrase("95%", t)).toBe("95%");
  });
});

describe("a message file missing a key at runtime", () => {
  it("shows the English string for it, and names the key for the log", async () => {
    const { completeWithEnglish, messagesFor } = await import("./messages.server");
    const { table, missing } = completeWithEnglish({ a: "Search", b: "Menu {{n}}" }, { a: "搜索", b: "  " });
    expect(table).toEqual({ a: "搜索", b: "Menu {{n}}" });
    expect(missing).toEqual(["b"]);
    // The real files: every language's shell has the skip link, in its own words.
    expect(messagesFor("ta", "shell").skipLink).toBe("முதன்மை உள்ளடக்கத்திற்குச் செல்லவும்");
    expect(messagesFor("en", "shell").skipLink).toBe("Skip to main content");
  });
});
