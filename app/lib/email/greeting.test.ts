import { describe, expect, it } from "vitest";
import { greeting } from "./greeting";

describe("greeting (issue 23)", () => {
  it.each([
    ["Mdm Lee Bee Hoon", "Hello Mdm Lee Bee Hoon,"],
    ["  Tan   Ah Kow ", "Hello Tan Ah Kow,"],
    ["Dr. Siti Nurhaliza binte Ahmad", "Hello Dr. Siti Nurhaliza binte Ahmad,"],
    ["Muthu s/o Rajan", "Hello Muthu s/o Rajan,"],
    ["", "Hello,"],
    [null, "Hello,"],
  ])("%j → %j", (name, expected) => expect(greeting(name)).toBe(expected));
});
