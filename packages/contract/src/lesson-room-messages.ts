/**
 * The lesson room's texts and constants (rule L1, JOIN-04, issue 5 item 8), without zod: the room page and
 * the join controls import them without pulling the schemas into their chunks.
 */

/** The room page's address; the token travels as `t` (JOIN-03). */
export const lessonRoomPath = (bookingId: number) => `/lesson/${bookingId}`;

/** Client events on the lesson's private channel (they reach only the other subscriber). */
export const LESSON_SIGNAL_EVENTS = {
  /** "I have (re)joined with a fresh connection": the other side starts over with us and answers `reply`. */
  hello: 'client-hello',
  /** A session description, ICE candidates, or one part of a message too big for one event. */
  signal: 'client-signal',
  /** "I have left": the other side waits for us again. */
  bye: 'client-bye',
} as const;

export const lessonRoomMessages = {
  /** JOIN-04: the lesson list's texts for a refused join. */
  notAuthorized: 'You are not authorized to join this lesson.',
  lessonNotFound: 'Lesson not found.',
  joinFailed: 'Failed to join lesson. Please try again.',
  // The server's refusals (L1), each a complete sentence the room page can show as it is.
  notJoinable: 'This lesson cannot be joined: it is not paid yet or it has been cancelled.',
  notOpenYet: 'The lesson room opens 15 minutes before the lesson starts.',
  closed: 'The lesson room has closed: it closes 10 minutes after the lesson ends.',
  invalidLink: 'This room link is not valid or has expired. Please join again from My Lessons.',
  otherAccount:
    'This room link was made for another account. Please sign in as yourself and join from My Lessons.',
  // The room page.
  noLink: 'This room link is incomplete. Please join again from My Lessons.',
  enterFailed: 'The lesson room could not be opened. Please try again.',
  cameraBlocked:
    "Your camera or microphone is blocked. Allow them in your browser's site settings, then press Try again.",
  noDevices: 'No camera or microphone was found. The other person can still talk to you and show you things.',
  channelRefused:
    "The lesson room refused the connection: it is open only to the lesson's student and mentor, during the lesson.",
  realtimeFailed:
    'The lesson room could not connect. Please check your internet connection and reload the page.',
  waitingFor: (name: string) => `Waiting for ${name} to join`,
  connecting: 'Connecting...',
  connected: 'Connected',
  reconnecting: 'Reconnecting...',
  otherWindow: 'You opened this lesson in another window or device, so the call continues there.',
  soundBlocked: 'Your browser blocked the sound of the call.',
  screenShareFailed: 'Screen sharing did not start.',
  deviceSwitchFailed: 'That device could not be used. The previous one is still on.',
} as const;
