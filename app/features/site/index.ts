// Public entry of the site feature: the page shell other features and the root use.
export { Header } from "./components/header";
export { Footer } from "./components/footer";
export const loadStatusPages = () => import("./components/status-pages");
