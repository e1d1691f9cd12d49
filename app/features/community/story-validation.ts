import { parseWithZod } from "@conform-to/zod/v4";
import { storySchema } from "./story.schema";

/** The story form's checks in the browser; loaded on demand (see StoryForm). */
export const validateStory = (formData: FormData) => parseWithZod(formData, { schema: storySchema });
