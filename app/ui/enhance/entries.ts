import type { EnhanceScript } from "../../lib/http/page-scripts";

/**
 * Where each enhance script is (ADR 0024): the one list of them. Those that need only the page's
 * HTML live here in app/ui/enhance/; those that use a feature's code live in that feature's
 * enhance/ folder (ui/ imports no feature). vite.enhance.config.ts builds each into its own file;
 * in development Vite serves the source. Relative imports: the build's config reads this file.
 */
export const enhanceSources: Record<EnhanceScript, string> = {
  site: "app/ui/enhance/site.ts",
  "chat-launcher": "app/features/chat/enhance/chat-launcher.ts",
  "search-suggestions": "app/features/search/enhance/search-suggestions.ts",
  "article-actions": "app/features/education/enhance/article-actions.ts",
  "talk-dialog": "app/features/site/enhance/talk-dialog.ts",
  "form-feedback": "app/ui/enhance/form-feedback.ts",
  "share-panel": "app/features/community/enhance/share-panel.ts",
  "pledge-preview": "app/features/corporate/enhance/pledge-preview.ts",
  "password-toggle": "app/ui/enhance/password-toggle.ts",
  "postal-region": "app/features/partners/enhance/postal-region.ts",
  "pledge-reach": "app/features/partners/enhance/pledge-reach.ts",
  "result-choices": "app/features/screening/enhance/result-choices.ts",
  "trusted-lookup": "app/features/directory/enhance/trusted-lookup.ts",
};
