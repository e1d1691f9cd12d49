// Words the spec quotes for sponsors (spec content §2.5, §8), used as written.
export const messages = {
  partnershipJustStarting: "Our partnership program is just getting started.",
} as const;
