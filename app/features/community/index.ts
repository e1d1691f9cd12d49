// Public entry of the community feature for components.
export { SharePanel } from "./components/share-panel";
export { MyStories } from "./components/my-stories";
// The story area loads on demand: exported here directly, its form code would ship with every page
// that imports this entry (the dashboards).
export const loadStoryArea = () => import("./components/story-area");
export type { ChampionAccess } from "./champion-access.server";
export { storyStateLabels, storyStates } from "./moderation/states";
