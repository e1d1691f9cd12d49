// Throughput and latency of one URL with autocannon, on this machine's loopback only.
import autocannon from "autocannon";

export async function load(url, { connections = 10, duration = 8 } = {}) {
  const result = await autocannon({ url, connections, duration });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
