/**
 * Server secrets created once by whichever process starts first and then read by all (the server_secrets
 * table), so several processes behind a load balancer agree on them without configuration.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';

/** The stored secret called `name`; `create` makes one when none exists yet (32 random bytes by default). */
export async function loadServerSecret(
  db: Db,
  name: string,
  now: Date,
  create: () => string = () => randomBytes(32).toString('base64url'),
): Promise<string> {
  await db.insert(serverSecrets).values({ name, value: create(), createdAt: now }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`The server secret ${name} could not be stored`);
  return row.value;
}

/** Constant-time comparison of two strings (different lengths are simply unequal). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * A compact signed token: base64url(JSON claims) "." base64url(HMAC-SHA256). Used for access tokens and
 * lesson-room tokens; each reader checks the shape and expiry of its own claims.
 */
export class ClaimsSigner {
  constructor(private readonly key: Buffer) {}

  sign(claims: object): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The parsed claims of a token this key signed; undefined for anything else. */
  read(token: string): Record<string, unknown> | undefined {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || !sameSecret(mac, this.mac(body))) return undefined;
    try {
      const claims: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined;
    } catch {
      return undefined;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
