// Throughput and latency of one URL with autocannon, on this machine's loopback only.
import autocannon from "autocannon";

const percentile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * `serverTiming`: the name of a Server-Timing entry the page sends (e.g. "search"); its durations
 * are collected from every response and returned as `server` percentiles. `headers`: sent with
 * every request (e.g. a browser's Accept-Encoding).
 */
export async function load(url, { connections = 10, duration = 8, serverTiming, headers } = {}) {
  const timings = [];
  const pattern = serverTiming && new RegExp(`(?:^|,)\\s*${serverTiming};dur=([\\d.]+)`);
  const setupClient = (client) => {
    if (!pattern) return;
    client.on("headers", ({ headers }) => {
      // A flat [name, value, name, value…] list.
      for (let i = 0; i < headers.length; i += 2) {
        if (String(headers[i]).toLowerCase() !== "server-timing") continue;
        const found = String(headers[i + 1]).match(pattern);
        if (found) timings.push(Number(found[1]));
      }
    });
  };
  const result = await autocannon({ url, connections, duration, setupClient, ...(headers && { headers }) });
  timings.sort((a, b) => a - b);
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    // Bytes of one answer as sent (headers and body), on average.
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    ...(timings.length > 0 && {
      server: {
        p50: percentile(timings, 0.5).toFixed(1),
        p99: percentile(timings, 0.99).toFixed(1),
        n: timings.length,
      },
    }),
  };
}
