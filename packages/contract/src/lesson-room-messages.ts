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
  /** The mentor's sound mode for the room (issue 19 item 1): the student's page follows it at once. */
  sound: 'client-sound',
} as const;

/**
 * The room's sound mode (issue 19 item 1), chosen by the mentor for both sides: Music sends the instrument
 * as it is (no voice filters, stereo Opus at a music bitrate), Speech cleans a voice up and sends it mono.
 */
export const SOUND_MODES = ['music', 'speech'] as const;
export type SoundMode = (typeof SOUND_MODES)[number];

/** Lessons about talking more than playing; every other skill (an instrument, the voice) defaults to Music. */
const SPEECH_SKILLS =
  /\b(theory|production|producing|composition|composing|songwriting|mixing|mastering|business)\b/i;

/** The sound mode of a lesson whose mentor has not chosen one yet: Music for instrument and voice lessons. */
export function defaultSoundMode(skill: string): SoundMode {
  return SPEECH_SKILLS.test(skill) ? 'speech' : 'music';
}

export const soundModeMessages = {
  label: 'Sound',
  music: 'Music',
  speech: 'Speech',
  musicHint: 'Original sound in stereo: no echo cancellation, noise suppression or volume levelling.',
  speechHint: 'Clear speech: the browser cleans up the voice, in mono.',
  /** What the student reads while Music is on: without headphones the mentor hears themself back. */
  headphones: 'Your mentor chose Music sound: please use headphones, so your mentor does not hear an echo.',
  deviceCheckTitle: 'Check your camera and sound',
  deviceCheckIntro:
    'See and hear yourself before you join. Your choices are remembered for your next lessons.',
  microphoneLevel: 'Microphone level',
  levelHint: 'Speak or play: the bar moves when your microphone hears you.',
  testSound: 'Play a test sound',
  testSoundHint: 'You should hear a short tone from your speakers or headphones.',
  join: 'Join the lesson',
  setByMentor: (mode: SoundMode) => `Sound: ${mode === 'music' ? 'Music' : 'Speech'} (set by your mentor)`,
  onlyMentor: "Only the lesson's mentor can choose the room's sound.",
  switchFailed: 'The sound mode could not be changed. Please try again.',
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

/**
 * Files and the short chat of a lesson's room (ADR 64): shared during the lesson, kept with it afterwards.
 * Sheet music only: PDF or image, judged by the bytes like a practice attachment (ADR 60), at most 20 MB.
 */
export const ROOM_FILES_PER_LESSON = 20;
export const ROOM_FILE_MAX_BYTES = 20 * 1024 * 1024;
export const ROOM_FILE_ACCEPT = '.pdf,.png,.jpg,.jpeg,.webp,application/pdf,image/png,image/jpeg,image/webp';
export const ROOM_FILE_LIMITS = `A PDF, or a PNG, JPEG or WebP image; up to ${ROOM_FILE_MAX_BYTES / 1024 / 1024} MB.`;
/** ADR 66: the server draws at most this many pages of a shared PDF (migration 0033 checks it too). */
export const ROOM_PDF_MAX_PAGES = 60;
export const ROOM_CHAT_MAX_CHARS = 1000;
export const ROOM_CHAT_MAX_MESSAGES = 300;

/**
 * Server events on the lesson's channel (both participants hear them, the sender included), and the
 * client events of the shared viewer (they reach only the other participant).
 */
export const LESSON_ROOM_EVENTS = {
  /** A file was shared: its RoomFile. */
  fileShared: 'room-file',
  /** A file was removed by whoever shared it (ADR 66): {id}. */
  fileRemoved: 'room-file-removed',
  /** A chat message was sent: its RoomChatMessage. */
  chat: 'room-chat',
  /** The sharer shows a file at a page: {from, file_id, page}; file_id null when they stop showing it. */
  view: 'client-view',
  /** The sharer's pointer over the page: {from, file_id, page, x, y} in 0..1 of the page, or null x/y. */
  pointer: 'client-pointer',
} as const;

export const roomFileMessages = {
  invalidType: 'This file is not a PDF or a PNG, JPEG or WebP image.',
  tooMany: `A lesson keeps at most ${ROOM_FILES_PER_LESSON} shared files.`,
  notFound: 'File not found.',
  shared: 'File shared.',
  failed: 'The file could not be shared. Please try again.',
  chatEmpty: 'Please write a message.',
  chatTooLong: `A message has at most ${ROOM_CHAT_MAX_CHARS} characters.`,
  chatFull: `This lesson's chat is full (${ROOM_CHAT_MAX_MESSAGES} messages).`,
  chatFailed: 'The message was not sent. Please try again.',
  renderFailed: 'This PDF could not be shown. You can still download it.',
  pdfUnreadable: 'This PDF could not be read. Please share a PDF that opens in a PDF reader.',
  pdfLocked: 'This PDF is protected by a password. Please share it without one.',
  pdfTooManyPages: `A PDF shared in the room has at most ${ROOM_PDF_MAX_PAGES} pages.`,
  pdfTooSlow: 'This PDF took too long to prepare. Please share fewer or simpler pages.',
  removed: 'File removed.',
  onlySharer: 'Only the person who shared this file can remove it.',
  removeFailed: 'The file could not be removed. Please try again.',
  keptFailed: "The lesson's files and chat could not be loaded.",
} as const;

/** Screen sharing with its sound (ADR 64). */
export const screenShareMessages = {
  description:
    'Shows your screen, a window or a tab, such as sheet music or your music software, instead of your camera, with its sound where your browser allows it.',
  withSound: 'Your screen is shared with its sound.',
  withoutSound: 'Your screen is shared without sound: your browser offered none for it.',
} as const;
