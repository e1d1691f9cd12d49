// Public entry of the community feature for components.
export { SharePanel } from "./components/share-panel";
