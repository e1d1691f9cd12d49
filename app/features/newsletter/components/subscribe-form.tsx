import { buttonClass } from "~/ui/button";

/**
 * "Subscribe to Updates" (spec, newsroom; footer): one address. A plain form posting to the
 * sign-up route, which answers by redirecting back with its message: it works without JavaScript,
 * in the footer's island before and after it loads, and on pages that ship no React.
 */
export function SubscribeForm({ id, tone = "light" }: { id: string; tone?: "light" | "dark" }) {
  const dark = tone === "dark";
  return (
    <form method="post" action="/newsletter/subscribe" className="space-y-2" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={dark ? "text-sm font-semibold text-white" : "text-xl font-bold text-ink"}>
        Subscribe to Updates
      </h2>
      <p className={dark ? "text-sm" : "text-ink"}>
        News of the movement by e-mail. We first send a link to confirm; every e-mail has a link to stop.
      </p>
      <label htmlFor={`${id}-email`} className={dark ? "block text-sm text-white" : "block font-medium text-ink"}>
        E-mail for updates
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
          Subscribe
        </button>
      </div>
    </form>
  );
}
