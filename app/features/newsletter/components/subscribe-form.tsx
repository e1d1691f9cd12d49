import { buttonClass } from "~/ui/button";
import type { T } from "~/lib/i18n/translate";
import { useLocalPath } from "~/ui/link";

/**
 * "Subscribe to Updates" (spec, newsroom; footer): one address. A plain form posting to the
 * sign-up route, which answers by redirecting back with its message: it works without JavaScript,
 * in the footer's island before and after it loads, and on pages that ship no React. Its words are
 * the shell's (`t`, in the page's language, issue 27), and it posts to the page's language's address.
 */
export function SubscribeForm({ id, tone = "light", t }: { id: string; tone?: "light" | "dark"; t: T }) {
  const dark = tone === "dark";
  const local = useLocalPath();
  return (
    <form method="post" action={local("/newsletter/subscribe")} className="space-y-2" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={dark ? "text-sm font-semibold text-white" : "text-xl font-bold text-ink"}>
        {t("newsletter.heading")}
      </h2>
      <p className={dark ? "text-sm" : "text-ink"}>{t("newsletter.intro")}</p>
      <label htmlFor={`${id}-email`} className={dark ? "block text-sm text-white" : "block font-medium text-ink"}>
        {t("newsletter.label")}
      </label>
      <div className="flex flex-wrap items-end gap-2">
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          className="min-h-11 w-full max-w-xs min-w-0 flex-1 rounded-lg border border-line bg-white px-3 text-ink"
        />
        <button type="submit" className={buttonClass(dark ? "inverse" : "primary")}>
          {t("newsletter.submit")}
        </button>
      </div>
    </form>
  );
}
