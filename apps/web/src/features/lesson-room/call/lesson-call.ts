/**
 * The call between the two room pages: who the other page is, the peer connection to it, and the
 * signalling protocol over the lesson's private channel (client events reach only the other subscriber):
 *
 * - `client-hello` {from, role, reply}: "I (re)joined with a fresh connection". The receiver starts a fresh
 *   peer connection for that page and answers with reply: true (answers are not answered).
 * - `client-signal` {from, role, to, description | candidates | part}: perfect negotiation's messages.
 * - `client-bye` {from, role}: "I left"; the receiver waits for them again.
 * - the room tools' events (LESSON_TOOL_EVENTS: metronome, recording notice) {from, role, ...}: sent through
 *   the same outbox, taken only from the other participant.
 * - `client-sound` {from, role, mode}: the mentor's sound mode (issue 19). The mentor sends it when they
 *   choose and whenever the student arrives; the student's page follows it and offers the new Opus
 *   parameters, so stereo is negotiated in both directions without dropping the call.
 *
 * A page makes no offer before it has met the other page: the page that was there first offers when it
 * hears the newcomer's hello, so first offers rarely cross (perfect negotiation settles it when they do).
 * A page that hears a hello from its own role (the same person in another tab) gives way to it. When the
 * realtime connection comes back and media is not flowing, the page starts over with a hello.
 */
import { LESSON_SIGNAL_EVENTS, type RoomEnterResponse, type SoundMode } from '@app/contract';
import type { CallEvent } from '../model/call-state.ts';
import {
  encodeSignal,
  readBye,
  readHello,
  readSound,
  SignalAssembler,
  SignalOutbox,
  type Hello,
  type RoomRole,
  type Signal,
  type SignalBody,
} from '../model/signals.ts';
import type { SoundProfile } from '../model/sdp.ts';
import type { LocalMedia } from './local-media.ts';
import { PeerLink } from './peer-link.ts';
import type { RoomWire } from './room-channel.ts';

/** The lesson's channel as the call needs it (the shared realtime client behind it). */
export interface SignalChannel {
  /** Runs after every successful (re)subscription. */
  onSubscribed(callback: () => void): void;
  /** Runs when the realtime connection goes down (false) or comes back (true). */
  onConnection(callback: (up: boolean) => void): void;
  bind(event: string, callback: (data: unknown) => void): void;
  trigger(event: string, data: unknown): void;
  close(): void;
}

export interface LessonCallOptions {
  room: RoomEnterResponse;
  channel: SignalChannel;
  media: LocalMedia;
  onEvent: (event: CallEvent) => void;
  onRemoteStream: (stream: MediaStream) => void;
  /** The same person opened the room elsewhere; this page has left the call. */
  onReplaced: () => void;
  /** The room's sound mode changed (the mentor chose, or the student's page followed the mentor). */
  onSound?: (mode: SoundMode) => void;
}

const isRole = (value: unknown): value is RoomRole => value === 'student' || value === 'mentor';

function pageId(): string {
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export class LessonCall implements RoomWire {
  private readonly id = pageId();
  private readonly role: RoomRole;
  private peer: string | null = null;
  private readonly retired = new Set<string>();
  private link: PeerLink | null = null;
  private subscribedBefore = false;
  private ended = false;
  private readonly outbox: SignalOutbox;
  private readonly assembler = new SignalAssembler();
  private remote = new MediaStream();
  private sound: SoundMode;
  private readonly stops: (() => void)[] = [];

  constructor(private readonly options: LessonCallOptions) {
    this.role = options.room.role;
    this.sound = options.room.sound_mode;
    this.outbox = new SignalOutbox((event, data) => options.channel.trigger(event, data));
  }

  start(): void {
    const { channel, media } = this.options;
    channel.bind(LESSON_SIGNAL_EVENTS.hello, (data) => this.onHello(readHello(data)));
    channel.bind(LESSON_SIGNAL_EVENTS.signal, (data) => {
      const signal = this.assembler.accept(data);
      if (signal) this.onSignal(signal);
    });
    channel.bind(LESSON_SIGNAL_EVENTS.bye, (data) => {
      const bye = readBye(data);
      if (bye && bye.from === this.peer) {
        this.retire(bye.from);
        this.peer = null;
        this.newLink();
        this.options.onEvent({ type: 'peer-left' });
      }
    });
    channel.bind(LESSON_SIGNAL_EVENTS.sound, (data) => {
      const sound = readSound(data);
      if (this.ended || !sound || sound.role !== 'mentor' || this.role !== 'student') return;
      if (this.retired.has(sound.from) || sound.mode === this.sound) return;
      this.applySound(sound.mode, true).catch((err: unknown) => {
        console.warn('lesson room: sound mode not applied', err);
      });
    });
    channel.onSubscribed(() => this.onSubscribed());
    channel.onConnection((up) => this.options.onEvent({ type: 'signalling', up }));
    media.onTrackChange((kind, track) => void this.link?.replaceTrack(kind, track));
    media.onScreenAudioChange((track) => this.link?.setScreenAudio(track));
    // A new network (Wi-Fi to mobile, a cable plugged in) invalidates the candidates in use: ICE again.
    const networkChanged = () => this.link?.restartIce();
    window.addEventListener('online', networkChanged);
    this.stops.push(() => window.removeEventListener('online', networkChanged));
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    connection?.addEventListener('change', networkChanged);
    this.stops.push(() => connection?.removeEventListener('change', networkChanged));
  }

  get soundMode(): SoundMode {
    return this.sound;
  }

  /** The mentor's choice: both sides follow it (the student's page offers the new parameters). */
  async setSoundMode(mode: SoundMode): Promise<void> {
    if (this.role !== 'mentor') return;
    this.outbox.push(LESSON_SIGNAL_EVENTS.sound, { from: this.id, role: this.role, mode });
    await this.applySound(mode, false);
  }

  /** The link's statistics for the quality indicator. */
  stats(): Promise<RTCStatsReport | undefined> {
    return this.link?.stats() ?? Promise.resolve(undefined);
  }

  private profile(): SoundProfile {
    return { mode: this.sound, musicBitrate: this.options.room.music_bitrate };
  }

  /**
   * The descriptions set from now on use the mode (at once, before an offer in the new mode can arrive);
   * the microphone is opened again with or without the voice filters, which are chosen at opening.
   */
  private async applySound(mode: SoundMode, renegotiate: boolean): Promise<void> {
    this.sound = mode;
    const link = this.link?.setSound(this.profile(), renegotiate);
    this.options.onSound?.(mode);
    await this.options.media.setMusician(mode === 'music');
    await link;
  }

  /** A room message to the other page (RoomChannel), through the outbox the signalling uses too. */
  sendToOther(event: string, data: Record<string, unknown>): void {
    if (!this.ended) this.outbox.push(event, { ...data, from: this.id, role: this.role });
  }

  /**
   * A room event (RoomChannel): a server event (a file, a removal, a chat line) as it is, to both pages; a
   * client event only from the other participant (not this page's, not this person's other pages).
   */
  hear(event: string, callback: (data: unknown) => void): void {
    const fromServer = !event.startsWith('client-');
    this.options.channel.bind(event, (data) => {
      if (this.ended) return;
      if (fromServer) return callback(data);
      if (typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      if (message.from === this.id || message.role === this.role || !isRole(message.role)) return;
      callback(message);
    });
  }

  leave(): void {
    if (this.ended) return;
    this.ended = true;
    for (const stop of this.stops.splice(0)) stop();
    this.outbox.clear();
    this.options.channel.trigger(LESSON_SIGNAL_EVENTS.bye, { from: this.id, role: this.role });
    this.link?.close();
    this.link = null;
    this.options.channel.close();
  }

  private onSubscribed(): void {
    if (this.ended) return;
    this.options.onEvent({ type: 'signalling', up: true });
    if (this.subscribedBefore && this.link?.state === 'connected') return;
    this.subscribedBefore = true;
    // Starting over: whoever is there answers the hello with a fresh connection and its offer.
    this.peer = null;
    this.sayHello(false);
    this.newLink();
  }

  private onHello(hello: Hello | undefined): void {
    if (this.ended || !hello || hello.from === this.id || this.retired.has(hello.from)) return;
    if (hello.role === this.role) {
      this.leave();
      this.options.onReplaced();
      return;
    }
    if (!hello.reply) {
      if (this.peer !== null && this.peer !== hello.from) this.retire(this.peer);
      this.peer = hello.from;
      this.newLink();
      this.sayHello(true);
    } else if (this.peer !== hello.from) {
      // Our offers went out to whoever was there; only a link used with another page must start over.
      const previous = this.peer;
      this.peer = hello.from;
      if (previous !== null) {
        this.retire(previous);
        this.newLink();
      }
    }
    this.tellSound();
    this.options.onEvent({ type: 'peer-arrived' });
  }

  private onSignal(signal: Signal): void {
    if (this.ended || signal.from === this.id || signal.role === this.role) return;
    if ((signal.to !== null && signal.to !== this.id) || this.retired.has(signal.from)) return;
    if (this.peer !== signal.from) {
      const previous = this.peer;
      this.peer = signal.from;
      if (previous !== null) {
        this.retire(previous);
        this.newLink();
      }
      this.options.onEvent({ type: 'peer-arrived' });
    }
    this.link?.receive({ description: signal.description, candidates: signal.candidates });
  }

  private retire(page: string): void {
    this.retired.add(page);
  }

  /** The mentor tells a student who just arrived the room's mode (they may have entered before a change). */
  private tellSound(): void {
    if (this.role !== 'mentor') return;
    this.outbox.push(LESSON_SIGNAL_EVENTS.sound, { from: this.id, role: this.role, mode: this.sound });
  }

  private sayHello(reply: boolean): void {
    this.outbox.push(LESSON_SIGNAL_EVENTS.hello, { from: this.id, role: this.role, reply });
  }

  private send(body: SignalBody): void {
    const signal: Signal = { ...body, from: this.id, role: this.role, to: this.peer };
    for (const event of encodeSignal(signal)) this.outbox.push(LESSON_SIGNAL_EVENTS.signal, event);
  }

  /** A fresh peer connection with the current tracks (the old one, if any, is closed). */
  private newLink(): void {
    const { media, room } = this.options;
    this.link?.close();
    this.remote = new MediaStream();
    this.options.onRemoteStream(this.remote);
    this.link = new PeerLink({
      polite: this.role === 'student',
      iceServers: room.ice_servers,
      tracks: media.tracks,
      stream: media.stream,
      sound: this.profile(),
      mayOffer: () => this.peer !== null,
      send: (body) => this.send(body),
      onTrack: (track, streams) => this.addRemoteTrack(track, streams),
      onState: (state) => this.options.onEvent({ type: 'link', state }),
    });
    this.options.onEvent({ type: 'link', state: 'new' });
  }

  /**
   * The other side's camera (or screen) and microphone, and while they share a screen with sound, that sound
   * as a second audio track (the video element plays every audio track of its stream, mixed).
   */
  private addRemoteTrack(track: MediaStreamTrack, streams: readonly MediaStream[] = []): void {
    const tracks = this.remote
      .getTracks()
      .filter((t) => t.id !== track.id && (track.kind === 'audio' || t.kind !== track.kind));
    // A new stream object, so the video element notices the change.
    this.remote = new MediaStream([...tracks, track]);
    this.options.onRemoteStream(this.remote);
    // The screen's sound leaves its stream when the other side stops sharing.
    for (const stream of streams) {
      stream.onremovetrack = ({ track: gone }) => this.removeRemoteTrack(gone);
    }
  }

  private removeRemoteTrack(track: MediaStreamTrack): void {
    if (!this.remote.getTracks().includes(track)) return;
    this.remote = new MediaStream(this.remote.getTracks().filter((t) => t !== track));
    this.options.onRemoteStream(this.remote);
  }
}
