/**
 * Secrets that travel to the browser: e-mail link tokens and refresh tokens (random, stored only as a
 * SHA-256 hash), and the signed access token (HMAC-SHA256 with a key shared by every server process).
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { ClaimsSigner, loadServerSecret } from '../../platform/secrets.ts';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/** 32 random bytes, url-safe base64 (43 characters). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: a leaked table does not let anyone use the links or sessions. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The access-token signing key: shared by every server process, so that several processes behind a load
 * balancer accept each other's tokens without configuration.
 */
export async function loadSigningKey(db: Db, now: Date): Promise<Buffer> {
  return Buffer.from(await loadServerSecret(db, 'access_token_signing_key', now), 'base64url');
}

export interface AccessClaims {
  /** The user's id. */
  sub: number;
  /** The refresh family the token was issued for; revoking the family ends the access token too. */
  fam: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

/** The access token: claims signed with the shared key (platform/secrets.ts ClaimsSigner). */
export class AccessTokenSigner {
  private readonly signer: ClaimsSigner;

  constructor(key: Buffer) {
    this.signer = new ClaimsSigner(key);
  }

  sign(claims: AccessClaims): string {
    return this.signer.sign(claims);
  }

  /** The claims of a genuine, unexpired token; undefined for anything else. */
  verify(token: string, now: Date): AccessClaims | undefined {
    const claims = this.signer.read(token);
    if (
      !claims ||
      typeof claims.sub !== 'number' ||
      typeof claims.fam !== 'string' ||
      typeof claims.exp !== 'number'
    ) {
      return undefined;
    }
    if (claims.exp * 1000 <= now.getTime()) return undefined;
    return { sub: claims.sub, fam: claims.fam, exp: claims.exp };
  }
}
