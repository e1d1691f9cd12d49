import { useRouteLoaderData } from "react-router";

/**
 * The shell's plain strings (no placeholders, no plurals) for the parts every page with React loads
 * at once (the header, the switcher, the skip link): a lookup in the strings the root loader sent,
 * so those pages load no translator (the 120 KB budget). The table is complete: the server filled
 * any missing key with its English and logged it (messages.server.ts). Strings with placeholders
 * use `useShellT` (app/ui/shell-text.ts) in the parts loaded later (footer, error pages).
 */
export function useShellWords(): (key: string) => string {
  const shell = useRouteLoaderData<{ shell?: Readonly<Record<string, string>> }>("root")?.shell;
  return (key) => shell?.[key] ?? "";
}
