// Public server entry of the site feature.
export { rootData } from "./root.server";
