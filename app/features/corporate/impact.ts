import { PLEDGE_STEP, estimateImpact, testsFunded, tiers, type Tier } from "./tiers";
import { pluralWord } from "~/lib/text/plural";

/** Share of screenings funded counted as early detections (spec content §9): 5%, rounded down. */
const EARLY_DETECTION_RATE = 0.05;

/**
 * The largest pledge the dashboard takes (S$100 million): far above any tier, low enough that a
 * slip of the keyboard (an extra few zeros) is caught and the amount fits the integer column.
 */
export const PLEDGE_MAX = 100_000_000;

/** Each test funded is one life potentially saved. */
const lives = (n: number) => pluralWord(n, { one: "life", other: "lives" });

/** Screenings funded, lives impacted (the same count, spec §9) and early detections of a pledge. */
export function impactFigures(pledge: number, unitCost: number) {
  const funded = testsFunded(pledge, unitCost);
  return {
    screeningsFunded: funded,
    livesImpacted: funded,
    earlyDetections: Math.floor(funded * EARLY_DETECTION_RATE),
  };
}

/** The dashboard's progress bar: tests funded toward the next tier, or the top tier's own text. */
export function tierProgress(pledge: number, unitCost: number): { value: number; max: number; text: string } {
  const funded = testsFunded(pledge, unitCost);
  const next = tiers.find((tier: Tier) => tier.minTests > funded);
  if (next)
    return {
      value: funded,
      max: next.minTests,
      text: `${funded}/${next.minTests} ${lives(next.minTests)} impacted toward ${next.name} tier`,
    };
  const top = tiers[tiers.length - 1]!;
  return { value: funded, max: funded, text: `${funded} ${lives(funded)} impacted: ${top.name}, our top tier` };
}

export const pledgeMessages = {
  tooSmall: `Enter a pledge of at least S$${PLEDGE_STEP}.`,
  tooLarge: `Enter a pledge of at most S$${PLEDGE_MAX.toLocaleString("en-SG")}. For a larger pledge, please contact us.`,
  pendingExists:
    "You already have a pledge waiting for our team's approval. You can raise another once we have decided on it.",
  tooMany: "Too many pledges in a short time. Please try again later.",
  raised: "Thank you! Your pledge is waiting for our team's approval; it counts once approved.",
  unexpected: "We could not save your pledge. Please try again.",
  notLinked: "Your account is not linked to a company.",
} as const;

/**
 * A pledge typed on the dashboard: the calculator's rules (whole dollars, steps of 500, tiers.ts),
 * at least one step (a pledge of nothing funds nothing) and at most PLEDGE_MAX.
 */
export function checkPledge(raw: string): { ok: true; pledge: number } | { ok: false; message: string } {
  // Digits past the column's range would fail as "not whole dollars": say what is wrong instead.
  if (/^\d{10,}$/.test(raw.replace(/[,\s]/g, ""))) return { ok: false, message: pledgeMessages.tooLarge };
  const estimate = estimateImpact(raw, 1);
  if (!estimate.ok) return { ok: false, message: estimate.message };
  if (estimate.pledge > PLEDGE_MAX) return { ok: false, message: pledgeMessages.tooLarge };
  if (estimate.pledge < PLEDGE_STEP) return { ok: false, message: pledgeMessages.tooSmall };
  return { ok: true, pledge: estimate.pledge };
}
