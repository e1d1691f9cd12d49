import { describe, expect, it, vi } from "vitest";
import { createIslandGate } from "./lazy-island";

describe("createIslandGate", () => {
  it("does not load until started", async () => {
    const load = vi.fn(() => Promise.resolve("code"));
    const gate = createIslandGate(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    expect(gate.started).toBe(false);
  });

  it("loads once however often it is started, and settles with the code", async () => {
    const load = vi.fn(() => Promise.resolve("code"));
    const gate = createIslandGate(load);
    gate.start();
    gate.start();
    expect(gate.started).toBe(true);
    await expect(gate.promise).resolves.toBe("code");
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("passes a failed load on", async () => {
    const gate = createIslandGate(() => Promise.reject(new Error("offline")));
    gate.start();
    await expect(gate.promise).rejects.toThrow("offline");
  });
});
