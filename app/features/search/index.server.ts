// Public server entry of the search feature: the index rebuild (start-up, partner approvals).
export { syncSearchIndex } from "./search.server";
export { homeSeo } from "./crawlers.server";
export { keyPages } from "./public-pages";
export { suggestionsIn } from "./localized.server";
