/**
 * The public read cache (ADR 43): whole 200 answers of the calls declared `publicCache`, as a visitor gets
 * them, kept in this process for a few seconds. Bounded in entries and bytes, least recently used first out.
 *
 * Freshness rests on invalidation, not on the time to live: every write that can change such an answer
 * notifies `public_cache` in its transaction (database triggers, migration 0020), and each process drops
 * everything when it hears it. The time to live is the safety net for what no write announces (time
 * passing: a slot inside the booking notice) and is measured on the app's clock, so moving the development
 * clock ages entries too.
 *
 * A read that began before an invalidation must not store what it read after it: `begin()` hands out the
 * current generation and `store()` refuses an answer begun under an older one.
 */

export interface CachedAnswer {
  /** The serialised JSON, uncompressed: @fastify/compress negotiates each request's encoding. */
  body: string;
  contentType: string;
}

interface Entry extends CachedAnswer {
  expiresAt: number;
  bytes: number;
}

export interface PublicCacheLimits {
  /** How long an answer may be served, in ms of the app's clock. */
  ttlMs: number;
  maxEntries: number;
  /** Body and key bytes of every entry together. */
  maxBytes: number;
  /** A larger answer is never stored (it would push out many small ones). */
  maxEntryBytes: number;
}

export const DEFAULT_LIMITS: PublicCacheLimits = {
  ttlMs: 10_000,
  maxEntries: 2_000,
  maxBytes: 16 * 1024 * 1024,
  maxEntryBytes: 256 * 1024,
};

export class PublicCache {
  /** Insertion order is recency order: a hit moves its entry to the end, eviction takes from the front. */
  private readonly entries = new Map<string, Entry>();
  private totalBytes = 0;
  private currentGeneration = 0;
  /** False while this process may be missing invalidations (its listener is reconnecting): no reads, no stores. */
  private trusted = true;
  private readonly waiters: (() => void)[] = [];
  readonly limits: PublicCacheLimits;

  constructor(
    readonly enabled: boolean,
    private readonly now: () => number,
    limits: Partial<PublicCacheLimits> = {},
  ) {
    this.limits = { ...DEFAULT_LIMITS, ...limits };
  }

  get size(): number {
    return this.entries.size;
  }

  get bytes(): number {
    return this.totalBytes;
  }

  /** Whether lookups and stores happen now (enabled, and not missing invalidations). */
  get active(): boolean {
    return this.enabled && this.trusted;
  }

  get(key: string): CachedAnswer | undefined {
    if (!this.active) return undefined;
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (this.now() >= entry.expiresAt) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** The generation a read starts under; pass it to store(). */
  begin(): number {
    return this.currentGeneration;
  }

  /** Keeps an answer read under `generation`, unless an invalidation came since; answers whether it did. */
  store(key: string, answer: CachedAnswer, generation: number): boolean {
    if (!this.active || generation !== this.currentGeneration) return false;
    const bytes = Buffer.byteLength(answer.body) + key.length;
    if (bytes > this.limits.maxEntryBytes) return false;
    const previous = this.entries.get(key);
    if (previous) this.remove(key, previous);
    this.entries.set(key, { ...answer, bytes, expiresAt: this.now() + this.limits.ttlMs });
    this.totalBytes += bytes;
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.totalBytes <= this.limits.maxBytes) break;
      this.remove(oldKey, oldEntry);
    }
    return true;
  }

  /** Drops every answer and every read in flight (a change was committed somewhere). */
  invalidate(): void {
    this.currentGeneration += 1;
    this.entries.clear();
    this.totalBytes = 0;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** While invalidations may be lost (false) nothing is served or kept; trusting again starts empty. */
  setTrusted(trusted: boolean): void {
    const regained = trusted && !this.trusted;
    this.trusted = trusted;
    if (regained) this.invalidate();
  }

  /** Resolves at the next invalidation (tests wait on it instead of sleeping). */
  nextInvalidation(): Promise<void> {
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}
