/**
 * The recording notice between the two pages (issue 19 item 8): the one who records says "announced" before
 * the recording starts (ANNOUNCE_MS ahead, so the other person is told first), "running" once it does (and
 * again to a page that (re)joins while it runs), and "stopped".
 */
export const ANNOUNCE_MS = 2000;

export type RecordingState = 'announced' | 'running' | 'stopped';

export function readRecordingState(data: unknown): RecordingState | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const state = (data as Record<string, unknown>).state;
  return state === 'announced' || state === 'running' || state === 'stopped' ? state : undefined;
}
