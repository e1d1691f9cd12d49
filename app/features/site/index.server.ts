// Public server entry of the site feature.
export { rootData } from "./root.server";
// The screening banner's words in a language (the Champion's dashboard shows the banner too).
export { screeningBannerWords } from "./pages.server";
