// Loading a server's route as the run benchmarks do: autocannon at a number of connections after
// warm-up requests, and one request after another timed finer than autocannon's whole milliseconds.
import autocannon from 'autocannon';
import { median } from './report.ts';

export interface Load {
  requestsPerSecond: number;
  /** Mean latency: autocannon's percentiles are whole milliseconds, too coarse for a baseline. */
  mean: number;
  p99: number;
  /** Requests answered, warm-up included. */
  requests: number;
}

export interface LoadOptions {
  body: string;
  connections: number;
  warmUpRequests: number;
}

export async function load(url: string, headers: Record<string, string>, seconds: number, { body, connections, warmUpRequests }: LoadOptions): Promise<Load> {
  for (let i = 0; i < warmUpRequests; i++) {
    const response = await fetch(url, { method: 'POST', headers, body });
    if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    await response.arrayBuffer();
  }
  const result = await autocannon({ url, method: 'POST', headers, body, connections, duration: seconds });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  return { requestsPerSecond: result.requests.average, mean: result.latency.average, p99: result.latency.p99, requests: result.requests.total + warmUpRequests };
}

/** `amount` requests at `connections` connections, as fast as the route answers them (nothing timed). */
export async function drive(url: string, headers: Record<string, string>, amount: number, { body, connections }: Omit<LoadOptions, 'warmUpRequests'>): Promise<void> {
  const result = await autocannon({ url, method: 'POST', headers, body, connections, amount });
  if (result.errors > 0 || result.non2xx > 0) throw new Error(`${url}: ${result.errors} errors, ${result.non2xx} answers other than 2xx`);
  await untilAccepted(url, headers, body);
}

/**
 * Waits until the route takes a request: runs of a load that just ended (autocannon drops its
 * connections, the server finishes their runs) may still hold the owner's running places, which
 * answers 429 until they end.
 */
async function untilAccepted(url: string, headers: Record<string, string>, body: string): Promise<void> {
  const giveUpAt = performance.now() + 60_000;
  for (;;) {
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (response.ok) return;
    if (response.status !== 429 || performance.now() > giveUpAt) throw new Error(`${url} answered ${response.status}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** One request after another for `seconds` (once the route takes requests again): the median latency. */
export async function sequential(url: string, headers: Record<string, string>, seconds: number, body: string): Promise<number> {
  await untilAccepted(url, headers, body);
  const samples: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { method: 'POST', headers, body });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    samples.push(performance.now() - started);
  }
  return median(samples);
}
