// The bench's Lighthouse figures (issue 25): an audit that errored under load must not crash the
// bench and hide every other figure; it prints Lighthouse's message instead.
import { describe, expect, it } from "vitest";
import { figures } from "../../bench/lib/lighthouse.js";

const ok = (numericValue: number) => ({ numericValue });
const lhr = (audits: Record<string, unknown>) => ({
  categories: { performance: { score: 0.97 }, accessibility: { score: 1 } },
  audits,
});

describe("bench Lighthouse figures", () => {
  it("reads LCP, CLS, TBT, the scores and the LCP element", () => {
    const r = figures(
      lhr({
        "largest-contentful-paint": ok(1234.4),
        "cumulative-layout-shift": ok(0.01234),
        "total-blocking-time": ok(12.6),
        "largest-contentful-paint-element": {
          details: { items: [{ items: [{ node: { selector: "main > h1" } }] }] },
        },
      }),
    );
    expect(r).toEqual({
      performance: 97,
      accessibility: 100,
      lcpMs: 1234,
      cls: 0.012,
      tbtMs: 13,
      lcpElement: "main > h1",
      errors: [],
    });
  });

  it("keeps the other figures and says why when an audit errored", () => {
    const r = figures(
      lhr({
        "largest-contentful-paint": ok(900),
        "cumulative-layout-shift": { score: null, errorMessage: "Required TraceEngine gatherer did not run." },
        "total-blocking-time": ok(0),
      }),
    );
    expect(r.lcpMs).toBe(900);
    expect(r.tbtMs).toBe(0);
    expect(r.cls).toBeNull();
    expect(r.errors).toEqual(["cumulative-layout-shift: Required TraceEngine gatherer did not run."]);
  });
});
