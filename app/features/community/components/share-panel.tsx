import { Check, Copy, ExternalLink, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { buttonClass } from "~/ui/button";
import { copyText } from "~/ui/enhance/clipboard";
import * as facts from "../../../../content/facts.json";

const early = `${facts.survivalEarlyPercent}% of people ${facts.survivalEarlyMeasures}`;

/** Spec accounts §9: how long a button says "Copied!". */
const COPIED_MS = 2000;

/** The fixed promotional captions (spec accounts §2.6); the figures are the home page's claims. */
export const captions = {
  tweet: `I've joined RID-CRC, Singapore's movement to outsmart colorectal cancer. About ${early}. Get screened, and join me:`,
  facebook: `Colorectal cancer is Singapore's most common cancer, yet about ${early}. I've joined RID-CRC, a clinician-led national movement to outsmart colorectal cancer. Screening is simple: a FIT kit from your Healthier SG clinic or a polyclinic, or a colonoscopy with a specialist. Join me, and help someone you love get screened. #RIDCRC #OutsmartCRC`,
  linkedin: `Colorectal cancer is Singapore's most common cancer, and ${facts.lateStageText} of cases are found late, yet about ${early}. I'm proud to support RID-CRC, a clinician-led national movement working with GPs, specialists and employers to make timely screening the norm. If you are ${facts.screeningStartAge.singapore} or older, or care about someone who is, please talk to a doctor about screening. #RIDCRC #ColorectalCancer #HealthScreening #Singapore`,
  instagram: `Early detection saves lives. Colorectal cancer is Singapore's most common cancer, but about ${early}. I'm a RID-CRC Champion: get screened, and remind the people you love to do the same. #RIDCRC #OutsmartCRC #GetScreened #Singapore`,
} as const;

type CaptionKey = "facebook" | "linkedin" | "instagram";
type CopyKey = "link" | CaptionKey;

const announcements: Record<CopyKey, string> = {
  link: "Link copied to the clipboard.",
  facebook: "Facebook caption copied to the clipboard.",
  linkedin: "LinkedIn caption copied to the clipboard.",
  instagram: "Instagram caption copied to the clipboard.",
};

/** Spec accounts §2.6 "Share the Movement": share links, Copy Caption and Copy Sharable Link. */
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
    setAnnouncement(ok ? announcements[key] : "Could not copy. Please select the text and copy it yourself.");
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
    <section aria-labelledby="share-title" className={`rounded-2xl border border-line bg-white p-6 ${className}`}>
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
            {n.caption &&
              (interactive ? (
                <button
                  type="button"
                  data-testid={`copy-caption-${n.caption}`}
                  onClick={() => copy(n.caption!, withLink(captions[n.caption!]))}
                  className={buttonClass("secondary", "md", "mt-3 w-full")}
                >
                  {copied === n.caption ? (
                    <>
                      <Check aria-hidden className="size-4" />
                      Copied!
                    </>
                  ) : (
                    <>
                      <Copy aria-hidden className="size-4" />
                      Copy Caption<span className="sr-only"> for {n.name}</span>
                    </>
                  )}
                </button>
              ) : (
                <details className="mt-3 text-sm">
                  <summary className="cursor-pointer font-semibold text-ink">Caption for {n.name}</summary>
                  <p className="mt-2 whitespace-pre-line rounded-lg bg-surface p-3 text-ink">
                    {withLink(captions[n.caption])}
                  </p>
                </details>
              ))}
          </li>
        ))}
      </ul>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="min-w-0 flex-1 text-sm text-muted">
          Your link: <span className="break-all font-mono text-ink">{url}</span>
        </p>
        {interactive && (
          <button
            type="button"
            data-testid="copy-link"
            onClick={() => copy("link", url)}
            className={buttonClass("primary", "md")}
          >
            {copied === "link" ? (
              <>
                <Check aria-hidden className="size-4" />
                Copied!
              </>
            ) : (
              <>
                <Copy aria-hidden className="size-4" />
                Copy Sharable Link
              </>
            )}
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}
