/**
 * The lesson room's calls (rule L1): the join call hands a participant the way in (the mentor's own call
 * platform, or the built-in room with a signed token that expires when the room closes); the room page's
 * enter call turns a valid token back into what the page needs; the realtime layer asks whether someone may
 * listen on a lesson's channel. An unknown booking is 404; anything else refused is 403 (L1).
 */
import {
  defaultSoundMode,
  lessonChannel,
  lessonRoomMessages,
  lessonRoomPath,
  soundModeMessages,
  LESSON_CHANNEL_PREFIX,
  type RoomEnterResponse,
  type SoundMode,
  type VideoCallResponse,
  isoUtc,
} from '@app/contract';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { DELETED_USER, bookingPeople, findBooking, type BookingRow, type Person } from '../bookings/index.ts';
import { mentorCallPlatform } from '../mentors/index.ts';
import { roomAccess, type RoomRole, type RoomWindow } from './access.ts';
import { mentorSoundMode, rememberSoundMode } from './sound-mode-repository.ts';
import type { RoomTokens } from './token.ts';

export interface LessonRoomDeps {
  db: Db;
  config: Config;
  /** The token signer, created on first use (its key lives in server_secrets). */
  tokens: () => Promise<RoomTokens>;
}

async function existingBooking(db: Db, id: number): Promise<BookingRow> {
  const booking = await findBooking(db, id);
  if (!booking) throw notFound(lessonRoomMessages.lessonNotFound);
  return booking;
}

function admit(booking: BookingRow, user: SignedInUser, now: Date): { role: RoomRole; window: RoomWindow } {
  const access = roomAccess(booking, user, now);
  if ('refused' in access) throw forbidden(access.refused);
  return access;
}

/** The mentor's own meeting link, when they teach elsewhere; only http(s) links are handed to a browser. */
async function otherPlatformLink(db: Db, mentorId: number | null): Promise<string | undefined> {
  if (mentorId === null) return undefined;
  const mentor = await mentorCallPlatform(db, mentorId);
  if (!mentor?.uses || !mentor.url) return undefined;
  try {
    const url = new URL(mentor.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** POST /api/lessons/bookings/{id}/video-call/ (API-29, API-63). */
export async function joinLesson(
  deps: LessonRoomDeps,
  user: SignedInUser,
  id: number,
  now: Date,
): Promise<VideoCallResponse> {
  const booking = await existingBooking(deps.db, id);
  const { window } = admit(booking, user, now);
  const elsewhere = await otherPlatformLink(deps.db, booking.mentorId);
  if (elsewhere) return { room_url: elsewhere, token: '' };
  const tokens = await deps.tokens();
  return {
    room_url: `${deps.config.publicUrl}${lessonRoomPath(booking.id)}`,
    token: tokens.issue({
      bookingId: booking.id,
      userId: user.id,
      exp: Math.floor(window.closesAt.getTime() / 1000),
    }),
  };
}

const fullName = (p: Person | null) => (p ? `${p.firstName} ${p.lastName}`.trim() : DELETED_USER);

/** POST /api/lessons/rooms/{id}/enter/: the room page's first call. */
export async function enterRoom(
  deps: LessonRoomDeps,
  user: SignedInUser,
  id: number,
  token: string,
  now: Date,
): Promise<RoomEnterResponse> {
  const booking = await existingBooking(deps.db, id);
  const pass = (await deps.tokens()).verify(token, id, now);
  if (!pass) throw forbidden(lessonRoomMessages.invalidLink);
  // A link passed on to someone else does not let them in, even when they could join on their own.
  if (pass.userId !== user.id) throw forbidden(lessonRoomMessages.otherAccount);
  const { role, window } = admit(booking, user, now);
  const people = await bookingPeople(deps.db, booking);
  const me = role === 'student' ? people.student : people.mentor;
  const other = role === 'student' ? people.mentor : people.student;
  return {
    booking_id: booking.id,
    start_utc: isoUtc(booking.startAt.getTime()),
    end_utc: isoUtc(booking.endAt.getTime()),
    closes_at: isoUtc(window.closesAt.getTime()),
    skill: booking.skillName,
    role,
    you: { id: user.id, name: me ? fullName(me) : `${user.firstName} ${user.lastName}`.trim() },
    other: { id: other?.userId ?? null, name: fullName(other), picture: other?.profilePicture ?? null },
    channel: lessonChannel(booking.id),
    ice_servers: deps.config.LESSON_ICE_SERVERS,
    sound_mode: await roomSoundMode(deps.db, booking),
    music_bitrate: deps.config.LESSON_MUSIC_BITRATE,
  };
}

/** The room's sound mode: the mentor's last choice, else Music for instrument and voice lessons. */
async function roomSoundMode(db: Db, booking: BookingRow): Promise<SoundMode> {
  const chosen = booking.mentorId === null ? undefined : await mentorSoundMode(db, booking.mentorId);
  return chosen ?? defaultSoundMode(booking.skillName);
}

/**
 * PUT /api/lessons/rooms/{id}/sound-mode/: the booking's mentor, inside the window, sets the room's sound
 * mode; it is remembered for their next lessons. The student's page hears of it over the lesson's channel.
 */
export async function setSoundMode(
  db: Db,
  user: SignedInUser,
  id: number,
  mode: SoundMode,
  now: Date,
): Promise<{ sound_mode: SoundMode }> {
  const booking = await existingBooking(db, id);
  const { role } = admit(booking, user, now);
  if (role !== 'mentor' || booking.mentorId === null) throw forbidden(soundModeMessages.onlyMentor);
  await rememberSoundMode(db, booking.mentorId, mode);
  return { sound_mode: mode };
}

const LESSON_CHANNEL = new RegExp(`^${LESSON_CHANNEL_PREFIX}([1-9]\\d{0,9})$`);

/** The realtime layer's check for private-lesson-{id}: the two participants, inside the window only. */
export async function mayUseLessonChannel(
  db: Db,
  user: SignedInUser,
  channelName: string,
  now: Date,
): Promise<boolean> {
  const match = LESSON_CHANNEL.exec(channelName);
  const id = match ? Number(match[1]) : NaN;
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return false;
  const booking = await findBooking(db, id);
  return booking !== undefined && !('refused' in roomAccess(booking, user, now));
}
