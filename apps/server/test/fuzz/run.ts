/**
 * The fuzzer's loop: fast-check draws requests from the OpenAPI document with a fixed seed, the caller's
 * `send` delivers each one (inject in the test, HTTP in bench/fuzz.ts), and every answer must be a client
 * error at worst: no 5xx, and every error in the R1 shape (a JSON body with a `detail` sentence).
 */
import fc from 'fast-check';
import { describeRequest, fuzzRequests, type FuzzRequest } from './requests.ts';
import type { OpenApiDocument } from './schema-values.ts';

export interface FuzzAnswer {
  status: number;
  body: string;
}

export type SendFuzzRequest = (request: FuzzRequest) => Promise<FuzzAnswer>;

export class FuzzStats {
  requests = 0;
  serverErrors = 0;
  readonly byStatus = new Map<number, number>();
  readonly byOperation = new Map<string, number>();

  constructor(readonly seed: number) {}

  record(request: FuzzRequest, answer: FuzzAnswer): void {
    this.requests += 1;
    if (answer.status >= 500) this.serverErrors += 1;
    this.byStatus.set(answer.status, (this.byStatus.get(answer.status) ?? 0) + 1);
    this.byOperation.set(request.operation, (this.byOperation.get(request.operation) ?? 0) + 1);
  }

  /** The line CI logs and bench:fuzz prints. */
  summary(): string {
    return `fuzzer requests: ${this.requests}, 5xx answers: ${this.serverErrors}, seed ${this.seed}`;
  }

  statuses(): string {
    return [...this.byStatus]
      .sort(([a], [b]) => a - b)
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
  }
}

/** Why an answer is wrong, or undefined when it is fine. */
function problemWith(answer: FuzzAnswer): string | undefined {
  if (answer.status >= 500) return `answered ${answer.status}`;
  if (answer.status < 400) return undefined;
  try {
    const body = JSON.parse(answer.body) as unknown;
    const detail =
      body !== null && typeof body === 'object' ? (body as { detail?: unknown }).detail : undefined;
    return typeof detail === 'string' ? undefined : `answered ${answer.status} without a "detail" (rule R1)`;
  } catch {
    return `answered ${answer.status} with a body that is not JSON (rule R1)`;
  }
}

/**
 * Sends numRuns requests (plus the shrinking runs after a failure). Throws fast-check's report on the
 * first wrong answer: the seed, the path to replay it, and the smallest failing request found.
 */
export async function runFuzzer(
  doc: OpenApiDocument,
  send: SendFuzzRequest,
  options: { seed: number; numRuns: number },
  stats: FuzzStats,
): Promise<void> {
  const requests = fuzzRequests(doc).map((request) =>
    // fast-check prints the counterexample with this, instead of a megabyte of payload.
    Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) }),
  );
  await fc.assert(
    fc.asyncProperty(requests, async (request) => {
      const answer = await send(request);
      stats.record(request, answer);
      const problem = problemWith(answer);
      if (problem) {
        throw new Error(`${problem}: ${answer.body.slice(0, 500)}\n  request: ${describeRequest(request)}`);
      }
    }),
    { seed: options.seed, numRuns: options.numRuns },
  );
}
