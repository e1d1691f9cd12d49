import { defaultLang, languageTags, type Lang } from "../i18n/languages";

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The HTML part of every e-mail, made from its plain text: paragraphs, and links made clickable.
 * Plain text stays the source of truth so every mail reads well in any client.
 */
export function renderHtml(text: string, lang?: Lang): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((p) =>
      escape(p)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}" style="color:#0b5cab">${url}</a>`)
        .replace(/\n/g, "<br>"),
    )
    .map((p) => `<p style="margin:0 0 16px">${p}</p>`)
    .join("");
  return (
    `<!doctype html><html lang="${lang && lang !== defaultLang ? languageTags[lang] : "en"}"><body style="margin:0;background:#f4f6f8;font-family:Arial,sans-serif;color:#1f2933">` +
    `<div style="max-width:560px;margin:0 auto;padding:24px;background:#fff">` +
    `<p style="margin:0 0 24px;font-weight:bold;color:#0b5cab">RID-CRC · Outsmart colorectal cancer</p>${paragraphs}` +
    `</div></body></html>`
  );
}
