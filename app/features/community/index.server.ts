// Public server entry of the community feature.
export { shareLink } from "./share.server";
