import { Download, ExternalLink, Printer, Share2 } from "lucide-react";
import { useState } from "react";
import { useHydrated } from "~/ui/use-hydrated";
import { useLocalPath } from "~/ui/link";
import { buttonClass } from "~/ui/button";
import type { T } from "~/lib/i18n/translate";

/**
 * Share (the device's share sheet, else copy the link), Print and Download PDF. Share and Print
 * need JavaScript and appear once it runs: React's here after a client navigation, else the page's
 * enhance script (features/education/enhance/article-actions.ts) on the server's hidden buttons. The PDF and
 * external links work everywhere.
 */
export function ArticleActions({
  slug,
  title,
  excerpt,
  externalUrl,
  t,
}: {
  slug: string;
  title: string;
  excerpt: string;
  externalUrl?: string;
  /** The article page's words in its language (app/locales/<lang>/article.json). */
  t: T;
}) {
  const interactive = useHydrated();
  // The PDF in the page's language (issue 27): /zh/education/article/x/pdf on a 中文 page.
  const localPath = useLocalPath();
  const [status, setStatus] = useState("");

  async function share() {
    const url = window.location.href;
    try {
      if (navigator.share) {
        await navigator.share({ title, text: excerpt, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus(t("actions.copied"));
      setTimeout(() => setStatus(""), 3000);
    } catch (error) {
      // A cancelled share sheet or a refused clipboard is not an error for the reader.
      console.info("share not completed", error);
    }
  }

  const style = buttonClass("secondary", "md");
  // Until a script wires them the two buttons keep their room, unseen and out of reach (visibility:
  // hidden), so that showing them moves nothing on the page (no layout shift).
  const needsScript = buttonClass("secondary", "md", interactive ? "" : "invisible");
  return (
    <div className="no-print flex flex-wrap items-center gap-2">
      <button type="button" className={needsScript} data-share-title={title} data-share-text={excerpt} onClick={share}>
        <Share2 aria-hidden className="size-4" /> {t("actions.share")}
      </button>
      <button type="button" className={needsScript} data-print onClick={() => window.print()}>
        <Printer aria-hidden className="size-4" /> {t("actions.print")}
      </button>
      <a className={style} href={localPath(`/education/article/${slug}/pdf`)} download={`${slug}.pdf`}>
        <Download aria-hidden className="size-4" /> {t("actions.pdf")}
      </a>
      {externalUrl && (
        <a className={style} href={externalUrl} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden className="size-4" /> {t("actions.external")}
          <span className="sr-only"> {t("actions.newTab")}</span>
        </a>
      )}
      <p role="status" data-copied={t("actions.copied")} className="w-full text-sm font-semibold text-green-800">
        {status}
      </p>
    </div>
  );
}
