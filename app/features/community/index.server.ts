// Public server entry of the community feature.
export { shareLink } from "./share.server";
export { championAccess } from "./champion.server";
export { storyAction } from "./story-route.server";
