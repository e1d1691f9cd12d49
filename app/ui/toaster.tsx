import { useEffect, useState, type ComponentType } from "react";
import type { Flash } from "~/lib/forms/flash";
import type * as SonnerToasterModule from "./sonner-toaster";
import { useHydrated } from "./use-hydrated";

type SonnerModule = typeof SonnerToasterModule;

// The tones of Notice (field.tsx), repeated so that the page shell does not load the form fields.
const tones = {
  error: "border-red-700 bg-red-50 text-red-900",
  success: "border-green-700 bg-green-50 text-green-900",
  info: "border-brand-600 bg-brand-50 text-brand-900",
} as const;

/**
 * The one-time message of the page (see lib/forms/flash.ts). Without JavaScript it is a plain message
 * region at the top of the page; once React runs, that region goes and the same message becomes a
 * Sonner toast, so a screen reader hears it once. On a page without React (ADR 0024) the region
 * stays, and its close button, invisible in the server's HTML, is shown by app/ui/enhance/site.ts.
 * Sonner loads only when there is something to show, keeping it out of every page's first-load
 * JavaScript.
 */
export function FlashToaster({ flash, label = "Notifications" }: { flash: Flash | null; label?: string }) {
  const hydrated = useHydrated();
  const [sonner, setSonner] = useState<SonnerModule | null>(null);

  useEffect(() => {
    if (!flash || sonner) return;
    let live = true;
    import("./sonner-toaster")
      .then(async (m) => {
        await m.stylesheet;
        if (live) setSonner(m);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [flash, sonner]);

  if (!hydrated) {
    if (!flash) return null;
    return (
      <section aria-label={label} data-flash className="mx-auto w-full max-w-3xl px-4 pt-4">
        <div className={`flex items-start gap-3 rounded-lg border-l-4 px-4 py-3 text-sm ${tones[flash.kind]}`}>
          <div role={flash.kind === "error" ? "alert" : "status"} className="flex-1">
            {flash.message}
          </div>
          {/* Unseen and out of reach until site.ts wires it, its room kept: showing it moves nothing. */}
          <button
            type="button"
            data-flash-dismiss
            className="invisible -my-2 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-white/60"
          >
            <span aria-hidden>×</span>
            <span className="sr-only">Dismiss this message</span>
          </button>
        </div>
      </section>
    );
  }
  if (!sonner) return null;
  const Toaster: ComponentType<{ flash: Flash | null; label: string }> = sonner.SonnerToaster;
  return <Toaster flash={flash} label={label} />;
}
