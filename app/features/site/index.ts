// Public entry of the site feature: the page shell other features and the root use.
export { Header } from "./components/header";
export { Footer } from "./components/footer";
export const loadStatusPages = () => import("./components/status-pages");
// Shown by other features' pages (the dashboards' banner, the developer previews).
export { ScreeningCtaBanner } from "./components/screening-cta-banner";
export { OptionCards, type Option } from "./components/option-cards";
export { TalkToUsDialog } from "./components/talk-to-us-dialog";
export { isTalkVariant, messages as siteMessages, talkVariants, type TalkVariant } from "./messages";
// The shell's words in the page's language, for links to the account pages the header also lists.
