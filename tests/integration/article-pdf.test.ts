import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { loadArticle } from "../../app/features/education/articles/translations.server";
import type * as Translations from "../../app/features/education/articles/translations.server";
import { loader } from "../../app/features/education/routes/article-pdf";
import { type Lang } from "../../app/lib/i18n/languages";
import { messagesFor } from "../../app/lib/i18n/messages.server";
import { env, setEnv } from "../../app/lib/env.server";
import { logger } from "../../app/lib/logger.server";
import { pdfText } from "../support/pdf";
import { useTestDatabase } from "../support/db";

/**
 * Issue 27: an article's PDF in the page's language, read back by pdf.js as a viewer would: the
 * translation's title and words, the chrome from app/locales/<lang>/pdf.json, Chinese and Tamil in
 * fonts that carry them (text that comes back is text that was drawn with real glyphs).
 */
useTestDatabase();

// An out-of-date translation made on demand: the loaded article as it is, with outOfDate set.
const stale = vi.hoisted(() => ({ on: false }));
vi.mock("../../app/features/education/articles/translations.server", async (original) => {
  const real = await original<typeof Translations>();
  return {
    ...real,
    loadArticle: (...args: Parameters<typeof real.loadArticle>) => {
      const loaded = real.loadArticle(...args);
      return stale.on && loaded?.translation
        ? { ...loaded, translation: { ...loaded.translation, outOfDate: true } }
        : loaded;
    },
  };
});

const slug = "colonoscopy-gold-standard";
const context = { nonce: "", requestId: "" };
async function download(lang: Lang | "xx" | undefined, article = slug) {
  const params = lang === undefined ? { slug: article } : { lang, slug: article };
  const answer = (await loader({ params, request: new Request("http://localhost/"), context } as never)) as Response;
  return { answer, bytes: new Uint8Array(await answer.arrayBuffer()) };
}

const typed = (lang: Lang, text: string) => (lang === "zh" ? text.replace(/\s+/g, "") : text.replace(/\s+/g, " "));

/**
 * The PDF's text as a reader would copy it, for comparing with the source (`typed`): pdf.js puts a
 * space between its pieces (lines, font runs), and Chinese has none between words, so spaces are
 * dropped there and collapsed elsewhere. In Tamil a vowel sign drawn before its consonant (ெ ே ை:
 * the shaping moved it there) comes back in drawing order: put back after the consonant, as typed
 * (then NFC joins ே + ா into ோ). Unshaped text would come back garbled by this, and fail.
 */
function readable(lang: Lang, text: string): string {
  const spaced = typed(lang, text);
  return lang === "ta" ? spaced.replace(/([\u0BC6-\u0BC8])([\u0B95-\u0BB9])/g, "$2$1").normalize("NFC") : spaced;
}

const sentences: Record<Lang, string> = {
  en: "Colonoscopy holds a special place among them.",
  zh: "在这些方法中，大肠镜检查有着特殊的地位。",
  ms: "Kolonoskopi mempunyai tempat yang istimewa antaranya.",
  ta: "புற்றுநோய்க்கு முந்தைய பாலிப்களை அகற்றுவது புற்றுநோயைத் தடுக்கிறது.",
};

async function pdfTitle(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: bytes.slice(), isEvalSupported: false }).promise;
  try {
    return ((await document.getMetadata()).info as { Title: string }).Title;
  } finally {
    await document.destroy();
  }
}

afterEach(() => {
  stale.on = false;
  vi.restoreAllMocks();
});

describe("an article's PDF in the page's language", () => {
  it.each(["en", "zh", "ms", "ta"] as const)(
    "%s: the translation's title and words, the chrome in the language",
    async (lang) => {
      const { answer, bytes } = await download(lang === "en" ? undefined : lang);
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toBe(
        `attachment; filename="${lang === "en" ? slug : `${slug}.${lang}`}.pdf"`,
      );
      const title = loadArticle(slug, lang)!.article.title;
      expect(await pdfTitle(bytes)).toBe(title);

      const text = readable(lang, (await pdfText(bytes)).text);
      const words = messagesFor(lang, "pdf");
      const want = (s: string) => expect(text).toContain(typed(lang, s));
      want(title);
      want(sentences[lang]);
      want(words["references"]!);
      want(words["disclaimer"]!);
      want(words["brand"]!);
      if (lang !== "en") want(messagesFor(lang, "article")["language.reviewPending"]!);
      // No raw key, no placeholder left unfilled, no English chrome in another language.
      expect(text).not.toMatch(/article\.(byline|reviewedBy)|\{\{/);
      if (lang !== "en") expect(text).not.toMatch(/References|Medical disclaimer|Published/);
      // pdfkit embeds only the glyphs used: a CJK font is ~20 MB, its subset here a few hundred KB.
      expect(bytes.length).toBeLessThan(600_000);
      // Subsetting a CJK font takes seconds on a busy 2-core machine.
    },
    60_000,
  );

  it("an article not translated: the English, under the language's 'English only' note", async () => {
    const english = loadArticle("kaiser-crc-study", "en")!.article;
    expect(loadArticle("kaiser-crc-study", "ta")!.englishOnly).toBe(true);
    const { answer, bytes } = await download("ta", "kaiser-crc-study");
    expect(answer.headers.get("content-disposition")).toBe('attachment; filename="kaiser-crc-study.pdf"');
    const text = readable("ta", (await pdfText(bytes)).text);
    expect(text).toContain(typed("ta", messagesFor("ta", "article")["language.englishOnly"]!));
    expect(text).toContain(english.title);
    expect(text).toContain(typed("ta", messagesFor("ta", "pdf")["references"]!));
  });

  it.each(["zh", "ta"] as const)(
    "%s: an out-of-date translation says so, as the page does, and where the English is",
    async (lang) => {
      const current = readable(lang, (await pdfText((await download(lang)).bytes)).text);
      const words = messagesFor(lang, "article");
      expect(current).not.toContain(typed(lang, words["language.outOfDate"]!));
      stale.on = true;
      const text = readable(lang, (await pdfText((await download(lang)).bytes)).text);
      expect(text).toContain(typed(lang, words["language.outOfDate"]!));
      expect(text).toContain(`/education/article/${slug}`);
      expect(text).not.toMatch(/\{\{/);
    },
    60_000,
  );

  it("without the language's font: a clear log line and the English PDF, not boxes", async () => {
    const before = env();
    setEnv({ ...before, PDF_FONT_DIR: mkdtempSync(path.join(tmpdir(), "no-fonts-")) });
    onTestFinished(() => setEnv(before));
    const logged = vi.spyOn(logger, "error");
    const { answer, bytes } = await download("zh");
    expect(answer.status).toBe(200);
    expect(await pdfTitle(bytes)).toBe(loadArticle(slug, "en")!.article.title);
    expect((await pdfText(bytes)).text).toContain("References");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ slug, lang: "zh" }),
      "article PDF: font missing, English PDF served",
    );
    expect(String((logged.mock.calls[0]![0] as { err: Error }).err.message)).toMatch(/NotoSansCJK.*fonts-noto-cjk/);
  });

  it("an unknown language or article is not found", async () => {
    expect((await download("xx")).answer.status).toBe(404);
    expect((await download("zh", "no-such-article")).answer.status).toBe(404);
  });
});
