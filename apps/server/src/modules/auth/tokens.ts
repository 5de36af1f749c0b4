/**
 * Secrets that travel to the browser: e-mail link tokens and refresh tokens (random, stored only as a
 * SHA-256 hash), and the signed access token (HMAC-SHA256 with a key shared by every server process).
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { serverSecrets } from '../../db/schema/index.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** 32 random bytes, url-safe base64 (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table does not let anyone use the links or sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The access-token signing key: created once by whichever process starts first and then read by all, so
 * that several processes behind a load balancer accept each other's tokens without configuration.
 */
export async function loadSigningKey(db: Db, now: Date): Promise<Buffer> {
  const name = 'access_token_signing_key';
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url'), createdAt: now })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error('The signing key could not be stored');
  return Buffer.from(row.value, 'base64url');
}

export interface AccessClaims {
  /** The user's id. */
  sub: number;
  /** The refresh family the token was issued for; revoking the family ends the access token too. */
  fam: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** A compact signed token: base64url(JSON claims) "." base64url(HMAC-SHA256). */
export class AccessTokenSigner {
  constructor(private readonly key: Buffer) {}

  sign(claims: AccessClaims): string {
    const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
    return `${body}.${this.mac(body)}`;
  }

  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string, now: Date): AccessClaims | undefined {
    const [body, mac, extra] = token.split('.');
    if (!body || !mac || extra !== undefined || !sameSecret(mac, this.mac(body))) return undefined;
    try {
      const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AccessClaims>;
      if (
        typeof claims.sub !== 'number' ||
        typeof claims.fam !== 'string' ||
        typeof claims.exp !== 'number'
      ) {
        return undefined;
      }
      if (claims.exp * 1000 <= now.getTime()) return undefined;
      return { sub: claims.sub, fam: claims.fam, exp: claims.exp };
    } catch {
      return undefined;
    }
  }

  private mac(body: string): string {
    return createHmac('sha256', this.key).update(body).digest('base64url');
  }
}
