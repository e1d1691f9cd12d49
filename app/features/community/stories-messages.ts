// Words the spec quotes for the stories list (spec content §2.4, §8), used as written.
export const storiesMessages = {
  title: "Real Stories. Real Impact.",
  empty: "No Stories Found",
} as const;
