/**
 * The lesson-room token (rule L1): a short-lived signed pass for one user to one booking's built-in room,
 * handed out by POST /api/lessons/bookings/{id}/video-call/ and carried in the room URL as `t`. It expires
 * when the join window closes, so a copied link stops working after the lesson.
 */
import type { Db } from '../../db/client.ts';
import { ClaimsSigner, loadServerSecret } from '../../platform/secrets.ts';

export interface RoomPass {
  bookingId: number;
  userId: number;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export class RoomTokens {
  private constructor(private readonly signer: ClaimsSigner) {}

  static async load(db: Db, now: Date): Promise<RoomTokens> {
    const key = await loadServerSecret(db, 'lesson_room_token_key', now);
    return new RoomTokens(new ClaimsSigner(Buffer.from(key, 'base64url')));
  }

  issue(pass: RoomPass): string {
    return this.signer.sign({ bid: pass.bookingId, uid: pass.userId, exp: pass.exp });
  }

  /** The pass of a genuine, unexpired token for this booking; undefined for anything else. */
  verify(token: string, bookingId: number, now: Date): RoomPass | undefined {
    const claims = this.signer.read(token);
    if (!claims) return undefined;
    const { bid, uid, exp } = claims;
    if (typeof bid !== 'number' || typeof uid !== 'number' || typeof exp !== 'number') return undefined;
    if (bid !== bookingId || exp * 1000 <= now.getTime()) return undefined;
    return { bookingId: bid, userId: uid, exp };
  }
}
