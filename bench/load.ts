/**
 * A bounded load generator: `connections` workers, each with its own keep-alive socket (an http.Agent of
 * exactly that many sockets), sending GETs back to back for `seconds`. Bodies are read to the end and thrown
 * away (only the status is kept), so the generator's own memory stays flat.
 */
import http from 'node:http';

export interface LoadResult {
  requests: number;
  /** Answers other than 200, and failed requests. */
  errors: number;
  /** A few of the non-200 answers, for the report. */
  samples: string[];
  /** Latencies in ms, sorted. */
  latencies: Float64Array;
  seconds: number;
}

export interface LoadOptions {
  base: string;
  connections: number;
  seconds: number;
  /** The next request's path and headers (called once per request, by every worker). */
  next: () => { path: string; headers?: Record<string, string> };
  /** Called every second while the load runs (memory samples...). */
  tick?: () => void;
}

function get(agent: http.Agent, url: URL, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent, headers }, (res) => {
      res.on('data', () => undefined);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const base = new URL(options.base);
  let latencies = new Float64Array(65_536);
  let requests = 0;
  let errors = 0;
  const samples: string[] = [];
  const started = performance.now();
  const until = started + options.seconds * 1000;
  const ticker = options.tick ? setInterval(options.tick, 1000) : undefined;
  const worker = async () => {
    while (performance.now() < until) {
      const { path, headers = {} } = options.next();
      const began = performance.now();
      let status = 0;
      try {
        status = await get(agent, new URL(path, base), headers);
      } catch (err) {
        if (samples.length < 5) samples.push(`${path}: ${(err as Error).message}`);
      }
      if (requests === latencies.length) {
        const grown = new Float64Array(latencies.length * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[requests] = performance.now() - began;
      requests += 1;
      if (status !== 200) {
        errors += 1;
        if (status !== 0 && samples.length < 5) samples.push(`${path}: ${status}`);
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, worker));
  if (ticker) clearInterval(ticker);
  agent.destroy();
  return {
    requests,
    errors,
    samples,
    latencies: latencies.slice(0, requests).sort(),
    seconds: (performance.now() - started) / 1000,
  };
}
