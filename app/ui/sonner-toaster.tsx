import { useEffect } from "react";
import { Toaster, toast } from "sonner";
import href from "sonner/dist/styles.css?url";
import type { Flash } from "~/lib/forms/flash";

/**
 * Sonner's styles as a stylesheet from our own origin: the site's Content-Security-Policy allows
 * no inline <style>, and vite.config.ts removes the copy Sonner would otherwise inject.
 */
export const stylesheet: Promise<void> = new Promise((resolve) => {
  if (typeof document === "undefined") return resolve();
  const existing = document.querySelector<HTMLLinkElement>("link[data-sonner-styles]");
  if (existing) return resolve();
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = href;
  link.dataset.sonnerStyles = "";
  link.onload = () => resolve();
  link.onerror = () => resolve();
  document.head.append(link);
});

const durations = { success: 6000, info: 6000, error: 10000 } as const;

export function SonnerToaster({ flash, label }: { flash: Flash | null; label: string }) {
  // Runs after <Toaster> (a child) has subscribed, so the first toast is not lost.
  useEffect(() => {
    if (!flash) return;
    toast[flash.kind](flash.message, { id: flash.id, duration: durations[flash.kind] });
  }, [flash]);
  return <Toaster position="top-center" closeButton containerAriaLabel={label} />;
}
