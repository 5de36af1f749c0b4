/**
 * Session lengths and their breaks (ONBOARD-27, spec 002 §4 "Session lengths", §9): 30, 60, 90 and 120
 * minutes, each on or off, each with an unpaid break of 0-60 minutes in 5-minute steps (default 0).
 * DATA-23 stores {duration, break, enabled}; the API takes {session_time, timeout_time} for the enabled ones
 * (DATA-19) and answers {session_minutes, timeout_minutes} in settings (DATA-20).
 */
import { SESSION_BREAK_MAX_MINUTES, SESSION_BREAK_STEP_MINUTES } from '@app/contract';

/**
 * The contract's SESSION_TIMES sits in a module of zod schemas, which would pull zod into the browser
 * (ADR 2): the same four lengths, here.
 */
export const SESSION_TIMES = [30, 60, 90, 120] as const;
export type SessionMinutes = (typeof SESSION_TIMES)[number];

export interface SessionLength {
  duration: SessionMinutes;
  /** Minutes of unpaid break after the lesson, kept free of bookings. */
  break: number;
  enabled: boolean;
}

export const SESSION_BREAK_STEP = SESSION_BREAK_STEP_MINUTES;
export const SESSION_BREAK_MAX = SESSION_BREAK_MAX_MINUTES;
/** 0, 5, ... 60. */
export const BREAK_OPTIONS: readonly number[] = Array.from(
  { length: SESSION_BREAK_MAX / SESSION_BREAK_STEP + 1 },
  (_, i) => i * SESSION_BREAK_STEP,
);
/** B1: a free trial lasts 30 minutes. */
export const TRIAL_MINUTES = 30;

/** Onboarding: every length on, no breaks (ONBOARD-27). */
export function defaultSessionLengths(enabled = true): SessionLength[] {
  return SESSION_TIMES.map((duration) => ({ duration, break: 0, enabled }));
}

export function setSessionEnabled(
  lengths: readonly SessionLength[],
  duration: SessionMinutes,
  enabled: boolean,
): SessionLength[] {
  return lengths.map((l) => (l.duration === duration ? { ...l, enabled } : l));
}

export function setSessionBreak(
  lengths: readonly SessionLength[],
  duration: SessionMinutes,
  minutes: number,
): SessionLength[] {
  return lengths.map((l) => (l.duration === duration ? { ...l, break: clampBreak(minutes) } : l));
}

function clampBreak(minutes: number): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  const stepped = Math.round(minutes / SESSION_BREAK_STEP) * SESSION_BREAK_STEP;
  return Math.min(SESSION_BREAK_MAX, stepped);
}

export function hasEnabledSession(lengths: readonly SessionLength[]): boolean {
  return lengths.some((l) => l.enabled);
}

/** DATA-19 sessions: the enabled lengths only. */
export function toSessionPayload(lengths: readonly SessionLength[]) {
  return lengths
    .filter((l) => l.enabled)
    .map((l) => ({ session_time: l.duration, timeout_time: clampBreak(l.break) }));
}

/** From settings (DATA-20 session_settings): a length the server does not list is off, break 0. */
export function fromSessionSettings(
  settings: readonly { session_minutes: number; timeout_minutes: number }[],
): SessionLength[] {
  return SESSION_TIMES.map((duration) => {
    const found = settings.find((s) => s.session_minutes === duration);
    return { duration, break: found ? clampBreak(found.timeout_minutes) : 0, enabled: Boolean(found) };
  });
}

/** A stored list read back (DATA-23); unusable entries fall back to the defaults. */
export function parseStoredSessionLengths(value: unknown): SessionLength[] | null {
  if (!Array.isArray(value)) return null;
  const stored = value as { duration?: unknown; break?: unknown; enabled?: unknown }[];
  if (!stored.some((s) => SESSION_TIMES.includes(s?.duration as SessionMinutes))) return null;
  return SESSION_TIMES.map((duration) => {
    const found = stored.find((s) => s?.duration === duration);
    return {
      duration,
      break: clampBreak(typeof found?.break === 'number' ? found.break : 0),
      enabled: found ? found.enabled === true : false,
    };
  });
}

/** The label of a length, as the booking wizard names them ("60 minutes"). */
export function sessionLabel(minutes: number): string {
  return `${minutes} minutes`;
}
