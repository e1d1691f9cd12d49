import { Check, Copy, ExternalLink, Share2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { buttonClass } from "~/ui/button";
import { copyText } from "~/ui/enhance/clipboard";
import { createT } from "~/lib/i18n/translate";
import { COPIED_MS, type CopyKey } from "../share-copy";
import type { ShareWords } from "../share.server";

/**
 * A copy button in one markup for both paths: its two labels are both in the HTML, one hidden. With
 * React (after hydration, or a client navigation) the panel's state says which; on a page without
 * React the server's HTML has the button hidden until the "share-panel" enhance script
 * (enhance/share-panel.ts) shows it and copies `data-copy`, saying `data-copied-said`.
 */
function CopyButton({
  what,
  text,
  said,
  doneLabel,
  copied,
  interactive,
  onCopy,
  className,
  children,
}: {
  what: CopyKey;
  text: string;
  said: string;
  doneLabel: string;
  copied: boolean;
  interactive: boolean;
  onCopy: (what: CopyKey, text: string) => void;
  className: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      data-copy={text}
      data-copied-said={said}
      data-testid={what === "link" ? "copy-link" : `copy-caption-${what}`}
      hidden={!interactive && what !== "link"}
      onClick={() => onCopy(what, text)}
      // Until a script wires it the link's button keeps its room, unseen and out of reach, so that
      // showing it moves nothing (the captions' buttons take the place of their <details> instead).
      className={`${className} ${interactive || what !== "link" ? "" : "invisible"}`}
    >
      <span className="contents" data-copy-idle hidden={copied}>
        {children}
      </span>
      <span className="contents" data-copy-done hidden={!copied}>
        <Check aria-hidden className="size-4" />
        {doneLabel}
      </span>
    </button>
  );
}

/**
 * Spec accounts §2.6 "Share the Movement": share links, Copy Caption and Copy Sharable Link. Used on
 * pages with React (refer-friend) and without (the dashboards, ADR 0024): without JavaScript the
 * captions are there to read in a <details> and the link to select. `words`: the page's language's
 * (community.json `share`, the captions written by the server: share.server.ts `shareWords`).
 */
export function SharePanel({ url, words, className = "" }: { url: string; words: ShareWords; className?: string }) {
  const t = createT(words.lang, words.messages);
  const { captions } = words;
  const said = (key: CopyKey) => t(`share.announce.${key}`);
  const interactive = useHydrated();
  const [copied, setCopied] = useState<CopyKey | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(key: CopyKey, text: string) {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setCopied(ok ? key : null);
    setAnnouncement(ok ? said(key) : t("share.copyFailed"));
    timer.current = setTimeout(() => {
      setCopied(null);
      setAnnouncement("");
    }, COPIED_MS);
  }

  const enc = encodeURIComponent;
  const withLink = (caption: string) => `${caption}\n\n${url}`;
  const networks: { key: string; name: string; href: string; caption?: Exclude<CopyKey, "link"> }[] = [
    {
      key: "x",
      name: "X (Twitter)",
      href: `https://twitter.com/intent/tweet?text=${enc(captions.tweet)}&url=${enc(url)}`,
    },
    {
      key: "facebook",
      name: "Facebook",
      href: `https://www.facebook.com/sharer/sharer.php?u=${enc(url)}`,
      caption: "facebook",
    },
    {
      key: "whatsapp",
      name: "WhatsApp",
      href: `https://wa.me/?text=${enc(`${captions.tweet} ${url}`)}`,
    },
    {
      key: "linkedin",
      name: "LinkedIn",
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${enc(url)}`,
      caption: "linkedin",
    },
    {
      // Instagram has no web share address: open it, and paste the copied caption there.
      key: "instagram",
      name: "Instagram",
      href: "https://www.instagram.com/",
      caption: "instagram",
    },
  ];

  return (
    <section
      aria-labelledby="share-title"
      data-share-panel
      data-copy-failed={t("share.copyFailed")}
      className={`rounded-2xl border border-line bg-white p-6 ${className}`}
    >
      <h2 id="share-title" className="text-xl font-bold text-brand-900">
        {t("share.title")}
      </h2>
      <p className="mt-1 text-sm text-muted">{t("share.intro")}</p>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {networks.map((n) => (
          <li key={n.key} className="rounded-xl border border-line p-4">
            <a
              href={n.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline"
            >
              <Share2 aria-hidden className="size-5" />
              {n.key === "instagram" ? t("share.openInstagram") : t("share.shareOn", { network: n.name })}
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">{t("share.newTab")}</span>
            </a>
            {n.caption && (
              <>
                <CopyButton
                  what={n.caption}
                  text={withLink(captions[n.caption])}
                  said={said(n.caption)}
                  doneLabel={t("share.copied")}
                  copied={copied === n.caption}
                  interactive={interactive}
                  onCopy={copy}
                  className={buttonClass("secondary", "md", "mt-3 w-full")}
                >
                  <Copy aria-hidden className="size-4" />
                  {t("share.copyCaption")}
                  <span className="sr-only"> {t("share.forNetwork", { network: n.name })}</span>
                </CopyButton>
                {interactive ? null : (
                  <details className="mt-3 text-sm" data-copy-fallback>
                    <summary className="cursor-pointer font-semibold text-ink">
                      {t("share.captionFor", { network: n.name })}
                    </summary>
                    <p className="mt-2 whitespace-pre-line rounded-lg bg-surface p-3 text-ink">
                      {withLink(captions[n.caption])}
                    </p>
                  </details>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-muted">
          {t("share.yourLink")} <span className="break-all font-mono text-ink">{url}</span>
        </p>
        <CopyButton
          what="link"
          text={url}
          said={said("link")}
          doneLabel={t("share.copied")}
          copied={copied === "link"}
          interactive={interactive}
          onCopy={copy}
          className={buttonClass("primary", "md")}
        >
          <Copy aria-hidden className="size-4" />
          {t("share.copyLink")}
        </CopyButton>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-copy-status>
        {announcement}
      </p>
    </section>
  );
}
