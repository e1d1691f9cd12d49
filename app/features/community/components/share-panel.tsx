import { Check, Copy, ExternalLink, Share2 } from "lucide-react";
import { useEffect, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { buttonClass } from "~/ui/button";
import { copyText } from "~/ui/enhance/clipboard";
import * as facts from "../../../../content/facts.json";
import { COPIED_MS, copyAnnouncements, copyFailed, type CopyKey } from "../share-copy";

const early = `${facts.survivalEarlyPercent}% of people ${facts.survivalEarlyMeasures}`;

/** The fixed promotional captions (spec accounts §2.6); the figures are the home page's claims. */
export const captions = {
  tweet: `I've joined RID-CRC, Singapore's movement to outsmart colorectal cancer. About ${early}. Get screened, and join me:`,
  facebook: `Colorectal cancer is Singapore's most common cancer, yet about ${early}. I've joined RID-CRC, a clinician-led national movement to outsmart colorectal cancer. Screening is simple: a FIT kit from your Healthier SG clinic or a polyclinic, or a colonoscopy with a specialist. Join me, and help someone you love get screened. #RIDCRC #OutsmartCRC`,
  linkedin: `Colorectal cancer is Singapore's most common cancer, and ${facts.lateStageText} of cases are found late, yet about ${early}. I'm proud to support RID-CRC, a clinician-led national movement working with GPs, specialists and employers to make timely screening the norm. If you are ${facts.screeningStartAge.singapore} or older, or care about someone who is, please talk to a doctor about screening. #RIDCRC #ColorectalCancer #HealthScreening #Singapore`,
  instagram: `Early detection saves lives. Colorectal cancer is Singapore's most common cancer, but about ${early}. I'm a RID-CRC Champion: get screened, and remind the people you love to do the same. #RIDCRC #OutsmartCRC #GetScreened #Singapore`,
} as const;

type CaptionKey = Exclude<CopyKey, "link">;

/**
 * A copy button in one markup for both paths: its two labels are both in the HTML, one hidden. With
 * React (after hydration, or a client navigation) the panel's state says which; on a page without
 * React the server's HTML has the button hidden until the "share-panel" enhance script
 * (enhance/share-panel.ts) shows it and copies `data-copy`, saying `data-copied-said`.
 */
function CopyButton({
  what,
  text,
  copied,
  interactive,
  onCopy,
  className,
  children,
}: {
  what: CopyKey;
  text: string;
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
      data-copied-said={copyAnnouncements[what]}
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
        Copied!
      </span>
    </button>
  );
}

/**
 * Spec accounts §2.6 "Share the Movement": share links, Copy Caption and Copy Sharable Link. Used on
 * pages with React (refer-friend) and without (the dashboards, ADR 0024): without JavaScript the
 * captions are there to read in a <details> and the link to select.
 */
export function SharePanel({ url, className = "" }: { url: string; className?: string }) {
  const interactive = useHydrated();
  const [copied, setCopied] = useState<CopyKey | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(key: CopyKey, text: string) {
    const ok = await copyText(text);
    clearTimeout(timer.current);
    setCopied(ok ? key : null);
    setAnnouncement(ok ? copyAnnouncements[key] : copyFailed);
    timer.current = setTimeout(() => {
      setCopied(null);
      setAnnouncement("");
    }, COPIED_MS);
  }

  const enc = encodeURIComponent;
  const withLink = (caption: string) => `${caption}\n\n${url}`;
  const networks: { key: string; name: string; href: string; caption?: CaptionKey }[] = [
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
      className={`rounded-2xl border border-line bg-white p-6 ${className}`}
    >
      <h2 id="share-title" className="text-xl font-bold text-brand-900">
        Share the Movement
      </h2>
      <p className="mt-1 text-sm text-muted">
        One post can remind a friend to get screened. Share RID-CRC on your networks.
      </p>
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
              {n.key === "instagram" ? "Open Instagram" : `Share on ${n.name}`}
              <ExternalLink aria-hidden className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {n.caption && (
              <>
                <CopyButton
                  what={n.caption}
                  text={withLink(captions[n.caption])}
                  copied={copied === n.caption}
                  interactive={interactive}
                  onCopy={copy}
                  className={buttonClass("secondary", "md", "mt-3 w-full")}
                >
                  <Copy aria-hidden className="size-4" />
                  Copy Caption<span className="sr-only"> for {n.name}</span>
                </CopyButton>
                {interactive ? null : (
                  <details className="mt-3 text-sm" data-copy-fallback>
                    <summary className="cursor-pointer font-semibold text-ink">Caption for {n.name}</summary>
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
          Your link: <span className="break-all font-mono text-ink">{url}</span>
        </p>
        <CopyButton
          what="link"
          text={url}
          copied={copied === "link"}
          interactive={interactive}
          onCopy={copy}
          className={buttonClass("primary", "md")}
        >
          <Copy aria-hidden className="size-4" />
          Copy Sharable Link
        </CopyButton>
      </div>
      <p role="status" aria-live="polite" className="sr-only" data-copy-status>
        {announcement}
      </p>
    </section>
  );
}
