import { beforeEach, describe, expect, it } from "vitest";
import { lastHour, recordResponse, resetRequestStats } from "./request-stats.server";

// A fixed moment well after this process started, so "since" is an hour back, not the start.
const T = Date.UTC(2030, 0, 1, 10, 0, 0);
const MINUTE = 60_000;
const counts = (now: number) => {
  const { requests, serverErrors, rateLimited } = lastHour(now);
  return { requests, serverErrors, rateLimited };
};

beforeEach(() => resetRequestStats());

describe("request stats: the last hour by minute", () => {
  it("counts every response, server errors (5xx) and rate-limit refusals (429)", () => {
    for (const status of [200, 302, 404, 429, 429, 500, 503, 599, 400]) recordResponse(status, T + 5_000);
    expect(counts(T + 10_000)).toEqual({ requests: 9, serverErrors: 3, rateLimited: 2 });
  });

  it("rolls over to a new minute and adds the minutes up", () => {
    recordResponse(200, T);
    recordResponse(500, T + 59_999);
    recordResponse(429, T + MINUTE);
    recordResponse(200, T + 2 * MINUTE + 30_000);
    expect(counts(T + 3 * MINUTE)).toEqual({ requests: 4, serverErrors: 1, rateLimited: 1 });
  });

  it("keeps a minute for an hour, then drops it", () => {
    recordResponse(500, T);
    recordResponse(429, T + 30 * MINUTE);
    // 59 minutes on, the first minute still counts; 60 minutes on it has left the window.
    expect(counts(T + 59 * MINUTE)).toEqual({ requests: 2, serverErrors: 1, rateLimited: 1 });
    expect(counts(T + 60 * MINUTE)).toEqual({ requests: 1, serverErrors: 0, rateLimited: 1 });
    expect(counts(T + 90 * MINUTE)).toEqual({ requests: 0, serverErrors: 0, rateLimited: 0 });
  });

  it("forgets old minutes as new ones arrive (the memory stays one hour's worth)", () => {
    recordResponse(500, T);
    recordResponse(200, T + 61 * MINUTE);
    expect(counts(T + 61 * MINUTE)).toEqual({ requests: 1, serverErrors: 0, rateLimited: 0 });
  });

  it("says since when: an hour back, or the server's start when it started less than an hour ago", () => {
    expect(lastHour(T).since).toEqual(new Date(T - 60 * MINUTE));
    const now = Date.now();
    const since = lastHour(now).since.getTime();
    // This test process started moments ago: the figures cover only since then.
    expect(since).toBeGreaterThan(now - 60 * MINUTE);
    expect(since).toBeLessThanOrEqual(now);
  });
});
