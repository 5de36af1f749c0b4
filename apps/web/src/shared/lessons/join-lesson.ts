/**
 * Joining a lesson (JOIN-01..04, NAV-11..13, L1), shared by the lesson card and the navbar control: which
 * lesson is joinable when, and the one call that asks the server for the room and goes there.
 */
import { JOIN_OPENS_MINUTES_BEFORE, joinMessages, type Booking } from '@app/contract';
import { call, type CallAnswer } from '../api/call.ts';
import { ApiError } from '../api/client.ts';

const MINUTE_MS = 60_000;
const JOINABLE_STATUSES: readonly Booking['status'][] = ['paid', 'free_trial', 'in_progress'];

type JoinFields = Pick<Booking, 'status' | 'date_time'>;

const ms = (iso: string | null | undefined) => (iso ? Date.parse(iso) : Number.NaN);

/** JOIN-02: [available_at (default 15 minutes before the start), end_lesson], or null without a date. */
export function joinWindow(booking: JoinFields): { opens: number; closes: number } | null {
  const start = ms(booking.date_time.start);
  if (Number.isNaN(start)) return null;
  const available = ms(booking.date_time.available_at);
  const closes = ms(booking.date_time.end_lesson);
  return {
    opens: Number.isNaN(available) ? start - JOIN_OPENS_MINUTES_BEFORE * MINUTE_MS : available,
    closes: Number.isNaN(closes) ? ms(booking.date_time.end) : closes,
  };
}

/** JOIN-01/02: a paid, free-trial or live lesson with a date, inside its join window at `now`. */
export function isJoinable(booking: JoinFields, now: number): boolean {
  if (!JOINABLE_STATUSES.includes(booking.status)) return false;
  const window = joinWindow(booking);
  return window !== null && now >= window.opens && now <= window.closes;
}

/** NAV-11: the first joinable lesson of a list (the server lists them soonest first). */
export function firstJoinable<B extends JoinFields>(bookings: readonly B[], now: number): B | null {
  return bookings.find((booking) => isJoinable(booking, now)) ?? null;
}

/** NAV-12: "Join now" once the lesson has started, else "Starting in N min" (whole minutes, rounded up). */
export function joinLabel(booking: JoinFields, now: number): string {
  const start = ms(booking.date_time.start);
  if (Number.isNaN(start) || now >= start) return 'Join now';
  return `Starting in ${Math.max(1, Math.ceil((start - now) / MINUTE_MS))} min`;
}

type VideoCall = Pick<CallAnswer<'lessonRoom.join'>, 'room_url' | 'token'>;

/**
 * Where the answer leads (L1). A token means the built-in lesson room, a page of this app: it opens inside
 * the app with the token as `t` (by path, since the server names it under its public URL, which may be
 * another host name for the same app). An empty token means the mentor's own call platform: that link
 * opens as it is, without `t`.
 */
export function joinTarget(
  answer: VideoCall,
  origin: string,
): { kind: 'app'; path: string } | { kind: 'external'; url: string } {
  const url = new URL(answer.room_url, origin);
  if (!answer.token) return { kind: 'external', url: url.href };
  url.searchParams.set('t', answer.token);
  return { kind: 'app', path: url.pathname + url.search + url.hash };
}

/** JOIN-03: POST video-call, then go to the room (client-side within the app). Throws the server's refusal. */
export async function joinLesson(bookingId: number, navigate: (path: string) => void): Promise<void> {
  const answer: Partial<VideoCall> | null = await call('lessonRoom.join', { params: { id: bookingId } });
  // NAV-13/JOIN-04: an answer with an error body and no room is a refusal, not a room at "/undefined".
  if (typeof answer?.room_url !== 'string' || !answer.room_url) {
    const body = answer && typeof answer === 'object' ? (answer as unknown as ApiError['body']) : null;
    throw new ApiError(200, body, 'No lesson room given');
  }
  const target = joinTarget({ room_url: answer.room_url, token: answer.token ?? '' }, window.location.origin);
  // An outside platform in this tab: a new window opened after an await is blocked as a pop-up.
  if (target.kind === 'external') window.location.assign(target.url);
  else navigate(target.path);
}

/** JOIN-04: the words of a failed join on the lesson card. */
export function joinErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.status === 403) return joinMessages.notAuthorized;
    if (error.status === 404) return joinMessages.notFound;
    const said = error.body?.error;
    if (typeof said === 'string' && said) return said;
  }
  return joinMessages.failed;
}
