import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p95Ms: number;
  p50Ms: number;
  errors: number;
  non2xx: number;
}

/** Drives one URL for a fixed time from this process (loopback only) and reports throughput and latency. */
export async function load(url: string, options: { seconds: number; connections: number; headers?: Record<string, string> }): Promise<LoadResult> {
  const result = await autocannon({ url, duration: options.seconds, connections: options.connections, headers: options.headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    // autocannon reports p97.5 and p99 but not p95; interpolate between p90 and p97.5.
    p95Ms: round(result.latency.p90 + ((result.latency.p97_5 - result.latency.p90) * (95 - 90)) / (97.5 - 90)),
    p50Ms: round(result.latency.p50),
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
