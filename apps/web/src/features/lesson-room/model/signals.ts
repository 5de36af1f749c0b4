/**
 * The signalling messages two room pages exchange as client events on the lesson's private channel, and
 * how they travel: a message too big for one event (a long SDP) goes in parts, and a sender never exceeds
 * the realtime service's client-event rate (Pusher allows 10 a second), merging ICE candidates that queue
 * up into one event. Every message names its sender's page (`from`, one id per page load) and role, so a
 * page can tell a reload of the other person from a stale message.
 */
import { REALTIME_EVENT_MAX_BYTES, SOUND_MODES, type SoundMode } from '@app/contract';

export type RoomRole = 'student' | 'mentor';

export interface Hello {
  from: string;
  role: RoomRole;
  /** An answer to the other side's hello (answers are not answered). */
  reply: boolean;
}

export interface Bye {
  from: string;
  role: RoomRole;
}

/** The mentor's sound mode for the room (issue 19 item 1). */
export interface SoundSignal {
  from: string;
  role: RoomRole;
  mode: SoundMode;
}

export interface SignalBody {
  description?: RTCSessionDescriptionInit;
  candidates?: RTCIceCandidateInit[];
}

export interface Signal extends SignalBody {
  from: string;
  role: RoomRole;
  /** The page it is meant for; null while the sender has not met anyone yet. */
  to: string | null;
}

interface SignalPart {
  from: string;
  role: RoomRole;
  to: string | null;
  part: { id: string; index: number; count: number; text: string };
}

export type SignalEvent = Signal | SignalPart;

/** Room for the envelope around a part's text (and JSON escaping of the SDP's line breaks). */
export const PART_CHARS = REALTIME_EVENT_MAX_BYTES - 2048;
/** At most this many candidates are merged into one event. */
export const MAX_MERGED_CANDIDATES = 20;

let partCounter = 0;

/** The events that carry one signal: itself, or its JSON in numbered parts. */
export function encodeSignal(signal: Signal, partChars = PART_CHARS): SignalEvent[] {
  const text = JSON.stringify(signal);
  if (text.length <= partChars) return [signal];
  partCounter += 1;
  const id = `${signal.from}-${partCounter}`;
  const count = Math.ceil(text.length / partChars);
  return Array.from({ length: count }, (_, index) => ({
    from: signal.from,
    role: signal.role,
    to: signal.to,
    part: { id, index, count, text: text.slice(index * partChars, (index + 1) * partChars) },
  }));
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isRole = (value: unknown): value is RoomRole => value === 'student' || value === 'mentor';

export function readHello(data: unknown): Hello | undefined {
  if (!isObject(data) || typeof data.from !== 'string' || !isRole(data.role)) return undefined;
  return { from: data.from, role: data.role, reply: data.reply === true };
}

export function readBye(data: unknown): Bye | undefined {
  if (!isObject(data) || typeof data.from !== 'string' || !isRole(data.role)) return undefined;
  return { from: data.from, role: data.role };
}

export function readSound(data: unknown): SoundSignal | undefined {
  if (!isObject(data) || typeof data.from !== 'string' || !isRole(data.role)) return undefined;
  const mode = SOUND_MODES.find((m) => m === data.mode);
  return mode ? { from: data.from, role: data.role, mode } : undefined;
}

function readCandidate(value: unknown): RTCIceCandidateInit[] {
  if (!isObject(value) || typeof value.candidate !== 'string') return [];
  const candidate: RTCIceCandidateInit = { candidate: value.candidate };
  if (typeof value.sdpMid === 'string') candidate.sdpMid = value.sdpMid;
  if (typeof value.sdpMLineIndex === 'number') candidate.sdpMLineIndex = value.sdpMLineIndex;
  if (typeof value.usernameFragment === 'string') candidate.usernameFragment = value.usernameFragment;
  return [candidate];
}

function readSignal(data: unknown): Signal | undefined {
  if (!isObject(data) || typeof data.from !== 'string' || !isRole(data.role)) return undefined;
  if (data.to !== null && typeof data.to !== 'string') return undefined;
  const signal: Signal = { from: data.from, role: data.role, to: data.to };
  const description = data.description;
  if (isObject(description)) {
    if (
      (description.type !== 'offer' && description.type !== 'answer') ||
      typeof description.sdp !== 'string'
    ) {
      return undefined;
    }
    signal.description = { type: description.type, sdp: description.sdp };
  }
  if (Array.isArray(data.candidates)) signal.candidates = data.candidates.flatMap(readCandidate);
  return signal.description || signal.candidates ? signal : undefined;
}

/** Puts parts back together; whole signals pass straight through. Anything malformed is dropped. */
export class SignalAssembler {
  private readonly partial = new Map<string, string[]>();

  accept(data: unknown): Signal | undefined {
    if (!isObject(data) || !isObject(data.part)) return readSignal(data);
    const { id, index, count, text } = data.part;
    if (typeof id !== 'string' || typeof text !== 'string') return undefined;
    if (typeof count !== 'number' || typeof index !== 'number' || count < 1 || count > 16) return undefined;
    if (!Number.isInteger(index) || index < 0 || index >= count) return undefined;
    const parts = this.partial.get(id) ?? new Array<string>(count).fill('');
    if (parts.length !== count) return undefined;
    parts[index] = text;
    this.partial.set(id, parts);
    // A message whose other parts never come must not be kept forever.
    if (this.partial.size > 4) this.partial.delete(this.partial.keys().next().value!);
    if (parts.some((p) => p === '')) return undefined;
    this.partial.delete(id);
    try {
      return readSignal(JSON.parse(parts.join('')));
    } catch {
      return undefined;
    }
  }
}

export type Send = (event: string, data: unknown) => void;

interface Queued {
  event: string;
  data: unknown;
}

/**
 * Sends client events in order, at most one every `intervalMs`; ICE candidates waiting in the queue for
 * the same page are merged into one event.
 */
export class SignalOutbox {
  private readonly queue: Queued[] = [];
  private timer: ReturnType<typeof setTimeout> | undefined;
  private lastSent = -Infinity;

  constructor(
    private readonly send: Send,
    private readonly intervalMs = 110,
    private readonly now: () => number = () => Date.now(),
  ) {}

  push(event: string, data: unknown): void {
    const last = this.queue.at(-1);
    if (last && canMerge(last, event, data)) {
      const merged = last.data as Signal;
      merged.candidates = [...(merged.candidates ?? []), ...((data as Signal).candidates ?? [])];
    } else this.queue.push({ event, data });
    this.schedule();
  }

  /** Forgets what has not been sent yet (the page is leaving or starting over). */
  clear(): void {
    this.queue.length = 0;
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private schedule(): void {
    if (this.timer !== undefined || this.queue.length === 0) return;
    const wait = Math.max(0, this.lastSent + this.intervalMs - this.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      const next = this.queue.shift();
      if (next) {
        this.lastSent = this.now();
        this.send(next.event, next.data);
      }
      this.schedule();
    }, wait);
  }
}

function canMerge(last: Queued, event: string, data: unknown): boolean {
  if (last.event !== event) return false;
  const a = last.data as Partial<Signal & SignalPart>;
  const b = data as Partial<Signal & SignalPart>;
  const candidatesOnly = (s: Partial<Signal & SignalPart>) =>
    Array.isArray(s.candidates) && s.description === undefined && s.part === undefined;
  return (
    candidatesOnly(a) &&
    candidatesOnly(b) &&
    a.from === b.from &&
    a.to === b.to &&
    (a.candidates?.length ?? 0) + (b.candidates?.length ?? 0) <= MAX_MERGED_CANDIDATES
  );
}
