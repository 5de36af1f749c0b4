/**
 * The room's one message path (ADR 66): everything the room's features say to each other on the lesson's
 * private channel, typed by event. The shared board (which file at which page, the pointer), the metronome
 * and the recording notice send client events through the call's rate-limited outbox (the realtime service
 * allows 10 a second, signalling included), and hear the other participant's; the files, removals and chat
 * lines the server announces reach both pages the same way. Whatever arrives is read by the event's own
 * reader and dropped when malformed, so a listener only ever sees a well-formed message.
 *
 * The channel exists before the call (the call starts once the camera and the channel are ready) and outlives
 * the call objects of reconnections. What is sent while no call is up is lost, so each feature re-announces
 * its state when the other page (re)joins (`onPeerArrived`): the view, the metronome, a running recording.
 */
import { LESSON_ROOM_EVENTS, LESSON_TOOL_EVENTS } from '@app/contract';
import {
  readChat,
  readPointer,
  readRemovedFile,
  readRoomFile,
  readView,
  type PointerMessage,
  type ViewMessage,
} from '../model/board.ts';
import { readMetronome, type MetronomeState } from '../tools/metronome-beats.ts';
import { readRecordingState, type RecordingState } from '../tools/recording-notice.ts';

/** What each client event carries, as the sender writes it. */
export interface RoomSent {
  [LESSON_ROOM_EVENTS.view]: ViewMessage;
  [LESSON_ROOM_EVENTS.pointer]: PointerMessage;
  [LESSON_TOOL_EVENTS.metronome]: MetronomeState;
  [LESSON_TOOL_EVENTS.recording]: { state: RecordingState };
}

/** How each event's data is read on arrival; undefined means malformed (dropped). */
const READERS = {
  [LESSON_ROOM_EVENTS.view]: readView,
  [LESSON_ROOM_EVENTS.pointer]: readPointer,
  [LESSON_TOOL_EVENTS.metronome]: readMetronome,
  [LESSON_TOOL_EVENTS.recording]: readRecordingState,
  [LESSON_ROOM_EVENTS.fileShared]: readRoomFile,
  [LESSON_ROOM_EVENTS.fileRemoved]: readRemovedFile,
  [LESSON_ROOM_EVENTS.chat]: readChat,
} as const;

export type RoomEvent = keyof typeof READERS;
export type SentEvent = keyof RoomSent;
/** What a listener of the event hears: the reader's answer, never a malformed message. */
export type RoomHeard<E extends RoomEvent> = Exclude<ReturnType<(typeof READERS)[E]>, undefined>;

/** What the channel needs of the call (LessonCall has it). */
export interface RoomWire {
  /** A client event to the other page, paced with the signalling. */
  sendToOther(event: string, data: Record<string, unknown>): void;
  /** The channel's event: a server event as it is, a client event only from the other participant. */
  hear(event: string, callback: (data: unknown) => void): void;
}

type Listener = (data: never) => void;

export class RoomChannel {
  private wire: RoomWire | null = null;
  private readonly listeners = new Map<RoomEvent, Set<Listener>>();
  private readonly arrivals = new Set<() => void>();

  /** The call is up: messages go out through it, and the room's events come in. */
  attach(wire: RoomWire): void {
    this.wire = wire;
    for (const event of Object.keys(READERS) as RoomEvent[]) {
      wire.hear(event, (data) => this.deliver(event, data));
    }
  }

  /** The call is gone (left, replaced, closed): nothing is sent, and a late event of it is not heard. */
  detach(): void {
    this.wire = null;
  }

  send<E extends SentEvent>(event: E, data: RoomSent[E]): void {
    this.wire?.sendToOther(event, { ...data });
  }

  listen<E extends RoomEvent>(event: E, listener: (data: RoomHeard<E>) => void): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Runs when the other page arrives (first join, reload, reconnection): the moment to re-announce. */
  onPeerArrived(listener: () => void): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  peerArrived(): void {
    this.arrivals.forEach((listener) => listener());
  }

  /** The event's data, read by its reader, to each listener; a malformed message reaches none. */
  private deliver(event: RoomEvent, data: unknown): void {
    if (!this.wire) return;
    const read: unknown = READERS[event](data);
    if (read === undefined) return;
    this.listeners.get(event)?.forEach((listener) => (listener as (data: unknown) => void)(read));
  }
}
