/**
 * A one-time message an action leaves for the next page the browser shows (a "flash"): shown as a
 * toast when JavaScript runs, and as a plain message region when it does not. The signing and the
 * cookie itself are in `flash.server.ts`; this file is what the browser side may know.
 */
export type FlashKind = "success" | "info" | "error";

/** What an action hands over: the kind decides the role (status for success and info, alert for errors). */
export type FlashInput = { kind: FlashKind; message: string };

/** What the next page receives; `id` tells two identical messages in a row apart. */
export type Flash = FlashInput & { id: string };

export const FLASH_COOKIE = "rid_flash";

/**
 * True in the browser while a flash waits to be read. The cookie is readable by scripts for this
 * only (its content is the message itself, signed): the root loader revalidates when it is there.
 */
export function flashWaiting(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").some((c) => c.startsWith(`${FLASH_COOKIE}=`));
}
