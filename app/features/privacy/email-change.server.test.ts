import { describe, expect, it } from "vitest";
import { personalData } from "./declaration";
import { emailMovers } from "./email-change.server";

describe("moving a person's rows with their new address", () => {
  it("has a move (or a reason to keep) for every table the declaration finds by e-mail, and no other", () => {
    const byEmail = personalData.filter((t) => t.links.some((l) => l.by === "email")).map((t) => t.table);
    expect(Object.keys(emailMovers).sort()).toEqual([...byEmail].sort());
  });
});
