import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and during hydration, true once React runs in the browser: for
 * controls that only work with JavaScript (they render disabled or hidden until then). The same as
 * setting a flag in an effect, without the second render pass an effect's setState costs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
