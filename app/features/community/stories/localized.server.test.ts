import { describe, expect, it } from "vitest";
import { communityWords, experienceIn, storyFilterLabels, storyShownIn } from "./localized.server";
import { experienceTypes, storyLocations, storyTypes } from "./story-options";

describe("stories in the page's language (issue 27)", () => {
  it("in English, every label is the stored value itself", () => {
    const { t } = communityWords("en");
    const { roles, locations } = storyFilterLabels(t);
    expect(Object.keys(roles)).toEqual([...storyTypes]);
    for (const value of storyTypes) expect(roles[value]).toBe(value);
    for (const value of storyLocations) expect(locations[value]).toBe(value);
    for (const value of experienceTypes) expect(experienceIn(t, value)).toBe(value);
    const story = { anonymous: true, storyType: "Caregiver", location: "India" };
    expect(storyShownIn(t, story)).toMatchObject({ byline: "Anonymous", place: "India" });
  });

  it("in Tamil, the byline, place and experience by key; an unknown value as stored", () => {
    const { t } = communityWords("ta");
    const story = { anonymous: false, storyType: "Caregiver", location: "Malaysia" };
    expect(storyShownIn(t, story)).toMatchObject({ byline: "பராமரிப்பாளர்", place: "மலேசியா" });
    expect(storyShownIn(t, { ...story, anonymous: true }).byline).toBe("பெயர் குறிப்பிடாதவர்");
    expect(experienceIn(t, "Undergoing a colonoscopy")).toBe("கொலோனோஸ்கோபி செய்துகொள்வது");
    expect(experienceIn(t, "Something older")).toBe("Something older");
  });
});
