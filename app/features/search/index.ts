// Public entry of the search feature: the home page's search bar and the site's publisher data.
export { HomeSearch } from "./components/home-search";
export type { Suggestion } from "./suggestions";
