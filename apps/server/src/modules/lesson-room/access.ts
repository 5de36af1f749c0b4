/**
 * Who may be in a lesson's room, and when (rule L1, B4): the booking's student or mentor, for a lesson that
 * is paid, a free trial or live, from 15 minutes before its start until 10 minutes after its end. Pure, so
 * the join call, the room's enter call and the realtime channel check apply the same rule.
 */
import { JOIN_CLOSES_MINUTES_AFTER, JOIN_OPENS_MINUTES_BEFORE, lessonRoomMessages } from '@app/contract';
import type { SignedInUser } from '../auth/index.ts';
import { roleIn, type BookingRow } from '../bookings/index.ts';

const MINUTE_MS = 60_000;

/**
 * The lifecycle job marks a lesson completed at its end, yet the room stays open for 10 more minutes (B4):
 * a completed lesson may still be (re)joined inside that grace period, so a dropped call can come back.
 */
const JOINABLE: readonly BookingRow['status'][] = ['paid', 'free_trial', 'in_progress', 'completed'];

export type RoomRole = NonNullable<ReturnType<typeof roleIn>>;

export interface RoomWindow {
  opensAt: Date;
  closesAt: Date;
}

export function roomWindow(booking: Pick<BookingRow, 'startAt' | 'endAt'>): RoomWindow {
  return {
    opensAt: new Date(booking.startAt.getTime() - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS),
    closesAt: new Date(booking.endAt.getTime() + JOIN_CLOSES_MINUTES_AFTER * MINUTE_MS),
  };
}

export type RoomAccess = { role: RoomRole; window: RoomWindow } | { refused: string };

/** Whether the user may be in the booking's room now; the refusal is the sentence a 403 carries. */
export function roomAccess(
  booking: Pick<BookingRow, 'studentId' | 'mentorId' | 'status' | 'startAt' | 'endAt'>,
  user: Pick<SignedInUser, 'id' | 'mentorId'>,
  now: Date,
): RoomAccess {
  const role = roleIn(booking, user);
  if (!role) return { refused: lessonRoomMessages.notAuthorized };
  if (!JOINABLE.includes(booking.status)) return { refused: lessonRoomMessages.notJoinable };
  const window = roomWindow(booking);
  // Both edges belong to the window: start − 15 min and end + 10 min exactly are inside (B4).
  if (now.getTime() < window.opensAt.getTime()) return { refused: lessonRoomMessages.notOpenYet };
  if (now.getTime() > window.closesAt.getTime()) return { refused: lessonRoomMessages.closed };
  return { role, window };
}
