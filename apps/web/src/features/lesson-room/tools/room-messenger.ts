/**
 * How the room's tools (the shared metronome, the recording notice) talk to the other page: client events
 * on the lesson's private channel, sent through the call's rate-limited outbox (the realtime service allows
 * 10 a second), and a signal when the other page (re)joins so a tool can tell it what is going on. The
 * messenger exists before the call does (the call starts once the camera and the channel are ready);
 * until then nothing is sent, and a page that arrives later is told by the arrival signal.
 */
import { LESSON_TOOL_EVENTS } from '@app/contract';

export type ToolEvent = (typeof LESSON_TOOL_EVENTS)[keyof typeof LESSON_TOOL_EVENTS];
export type ToolMessage = Record<string, unknown>;
type Listener = (data: ToolMessage) => void;

/** What the messenger needs of the call (LessonCall has it). */
export interface ToolLink {
  sendToOther(event: string, data: ToolMessage): void;
  listen(event: string, callback: (data: ToolMessage) => void): void;
}

export class RoomMessenger {
  private link: ToolLink | null = null;
  private readonly listeners = new Map<string, Set<Listener>>();
  private readonly arrivals = new Set<() => void>();

  /** The call is up: messages go out through it, and the other page's messages come in. */
  attach(link: ToolLink): void {
    this.link = link;
    for (const event of Object.values(LESSON_TOOL_EVENTS)) {
      link.listen(event, (data) => this.listeners.get(event)?.forEach((listener) => listener(data)));
    }
  }

  detach(): void {
    this.link = null;
  }

  send(event: ToolEvent, data: ToolMessage): void {
    this.link?.sendToOther(event, data);
  }

  listen(event: ToolEvent, listener: Listener): () => void {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    this.listeners.set(event, set);
    set.add(listener);
    return () => set.delete(listener);
  }

  /** Runs when the other page arrives (first join, reload, reconnection). */
  onPeerArrived(listener: () => void): () => void {
    this.arrivals.add(listener);
    return () => this.arrivals.delete(listener);
  }

  peerArrived(): void {
    this.arrivals.forEach((listener) => listener());
  }
}
