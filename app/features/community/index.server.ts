// Public server entry of the community feature.
export { shareLink, shareWords } from "./share.server";
export { championAccess } from "./champion-access.server";
export { storyAction } from "./stories/story-route.server";
export { storyFormWords } from "./stories/localized.server";
export { myStories, type MyStory } from "./stories/stories.server";
// The console's story moderation (/admin/content): community owns the stories table's writes.
export { storiesPage, storyDecisionAction, type StoryActionData } from "./moderation/pages.server";
export { pendingStoryCount } from "./moderation/moderation.server";
// "My consents" (issue 29, privacy): a story's author withdraws sharing or contact.
export { withdrawStoryConsent, type StoryConsent } from "./stories/consents.server";
