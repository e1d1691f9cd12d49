import { describe, expect, it } from "vitest";
import { historyHeadline } from "./review-states";

describe("an application's history headlines", () => {
  it.each([
    [
      { action: "verified", fromStatus: "pending_verification", toStatus: "pending_review" },
      "E-mail address confirmed → Waiting for review",
    ],
    [{ action: "approved", fromStatus: "pending_review", toStatus: "approved" }, "Approved"],
    [{ action: "rejected", fromStatus: "pending_review", toStatus: "rejected" }, "Not approved"],
    [{ action: "suspended", fromStatus: "approved", toStatus: "suspended" }, "Suspended"],
    [{ action: "reinstated", fromStatus: "suspended", toStatus: "approved" }, "Reinstated → Approved"],
    [
      { action: "info_requested", fromStatus: "pending_review", toStatus: "needs_info" },
      "The team asked for information → Information requested",
    ],
    [{ action: "changes_accepted", fromStatus: "approved", toStatus: "approved" }, "Changes accepted"],
    [{ action: "submitted", fromStatus: null, toStatus: null }, "Application submitted"],
  ] as const)("%o reads %s", (entry, headline) => {
    expect(historyHeadline(entry)).toBe(headline);
  });

  it("never says the same words on both sides of the arrow", () => {
    for (const action of ["approved", "rejected", "suspended"] as const)
      for (const toStatus of ["approved", "rejected", "suspended"] as const) {
        const [before, after] = historyHeadline({ action, fromStatus: "pending_review", toStatus }).split(" → ");
        expect(before).not.toBe(after);
      }
  });
});
