/**
 * Who may start a conversation (rule K1). Inside an existing room anyone of the two may always answer, so
 * this is asked only when the pair has no room yet:
 *  - anyone signed in may write to an approved mentor (listed: is_verified);
 *  - a mentor may write to a student who booked them: any booking, in any status, cancelled and expired
 *    checkouts included. The student chose this mentor, and following up a cancelled or unpaid booking is
 *    exactly what a mentor wants to do; it lets nobody reach strangers.
 * "A student who messaged them" needs no rule of its own: that conversation is the existing room.
 */
import type { Db, Tx } from '../../db/client.ts';
import { isApprovedMentorOrStudentOf } from '../bookings/index.ts';

export async function mayStartConversation(db: Db | Tx, senderId: number, recipientId: number) {
  return isApprovedMentorOrStudentOf(db, senderId, recipientId);
}
