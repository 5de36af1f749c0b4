/**
 * The room pages' signalling protocol (hello / signal / bye) with a fake channel and a fake peer link: who
 * is adopted as the other page, when a fresh connection starts, what is ignored, and when a page gives way.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoomEnterResponse } from '@app/contract';
import type { CallEvent } from '../model/call-state.ts';
import type { SoundProfile } from '../model/sdp.ts';
import type { SignalBody } from '../model/signals.ts';
import type { PeerLinkOptions } from './peer-link.ts';

const links: FakeLink[] = [];

class FakeLink {
  state: RTCPeerConnectionState = 'new';
  received: SignalBody[] = [];
  closed = false;
  sound: SoundProfile;
  constructor(readonly options: PeerLinkOptions) {
    this.sound = options.sound;
    links.push(this);
  }
  receive(signal: SignalBody) {
    this.received.push(signal);
  }
  replaceTrack = vi.fn(() => Promise.resolve());
  setScreenAudio = vi.fn();
  setSound = vi.fn((sound: SoundProfile, _renegotiate: boolean) => {
    this.sound = sound;
    return Promise.resolve();
  });
  restartIce = vi.fn();
  close() {
    this.closed = true;
  }
}

vi.mock('./peer-link.ts', () => ({ PeerLink: FakeLink }));

const { LessonCall } = await import('./lesson-call.ts');
type Call = InstanceType<typeof LessonCall>;

class FakeStream {
  constructor(private readonly tracks: MediaStreamTrack[] = []) {}
  getTracks() {
    return this.tracks;
  }
}

function fakeChannel() {
  const handlers = new Map<string, (data: unknown) => void>();
  let subscribed: () => void = () => undefined;
  return {
    sent: [] as { event: string; data: Record<string, unknown> }[],
    closed: false,
    onSubscribed(callback: () => void) {
      subscribed = callback;
    },
    onConnection: vi.fn(),
    bind(event: string, callback: (data: unknown) => void) {
      handlers.set(event, callback);
    },
    trigger(event: string, data: unknown) {
      this.sent.push({ event, data: data as Record<string, unknown> });
    },
    close() {
      this.closed = true;
    },
    /** The server confirms the (re)subscription. */
    subscribe: () => subscribed(),
    /** The other page's client event arrives. */
    deliver: (event: string, data: unknown) => handlers.get(event)?.(data),
  };
}

const room = {
  role: 'student',
  ice_servers: [],
  sound_mode: 'speech',
  music_bitrate: 160_000,
} as unknown as RoomEnterResponse;

let channel: ReturnType<typeof fakeChannel>;
let events: CallEvent[];
let replaced: ReturnType<typeof vi.fn<() => void>>;
let media: {
  tracks: object;
  stream: object;
  snapshot: { musician: boolean };
  onTrackChange: ReturnType<typeof vi.fn>;
  onScreenAudioChange: ReturnType<typeof vi.fn>;
  setMusician: ReturnType<typeof vi.fn>;
};
let call: Call;
let remotes: MediaStream[];

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('MediaStream', FakeStream);
  links.length = 0;
  channel = fakeChannel();
  events = [];
  remotes = [];
  replaced = vi.fn<() => void>();
  media = {
    tracks: {},
    stream: {},
    snapshot: { musician: false },
    onTrackChange: vi.fn(),
    onScreenAudioChange: vi.fn(),
    setMusician: vi.fn(() => Promise.resolve()),
  };
  call = new LessonCall({
    room,
    channel,
    media: media as never,
    onEvent: (event) => events.push(event),
    onRemoteStream: (stream) => remotes.push(stream),
    onReplaced: replaced,
  });
  call.start();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets the outbox send what it queued. */
const flush = () => vi.advanceTimersByTime(2000);
const sentEvents = () => channel.sent.map((s) => `${s.event}${s.data.reply ? ' (reply)' : ''}`);
const myId = () => channel.sent.find((s) => s.event === 'client-hello')!.data.from as string;
const mentorHello = (from = 'mentor-page', reply = false) =>
  channel.deliver('client-hello', { from, role: 'mentor', reply });
const offer = { type: 'offer' as const, sdp: 'v=0' };

describe('LessonCall', () => {
  it('says hello once subscribed and keeps its offers back until it has met the other page', () => {
    channel.subscribe();
    flush();
    expect(sentEvents()).toEqual(['client-hello']);
    expect(links).toHaveLength(1);
    expect(links[0]!.options.polite).toBe(true);
    expect(links[0]!.options.mayOffer()).toBe(false);
    expect(events).toContainEqual({ type: 'signalling', up: true });
  });

  it("starts fresh for a newcomer's hello, answers it, and addresses its signals to that page", () => {
    channel.subscribe();
    mentorHello();
    flush();
    expect(sentEvents()).toEqual(['client-hello', 'client-hello (reply)']);
    expect(links).toHaveLength(2);
    expect(links[0]!.closed).toBe(true);
    const link = links[1]!;
    expect(link.options.mayOffer()).toBe(true);
    link.options.send({ description: offer });
    flush();
    expect(channel.sent.at(-1)).toMatchObject({
      event: 'client-signal',
      data: { from: myId(), role: 'student', to: 'mentor-page', description: offer },
    });
    expect(events).toContainEqual({ type: 'peer-arrived' });
  });

  it('adopts the page that answers its hello without starting over, and takes its offer', () => {
    channel.subscribe();
    flush();
    mentorHello('mentor-page', true);
    expect(links).toHaveLength(1);
    expect(links[0]!.options.mayOffer()).toBe(true);
    channel.deliver('client-signal', { from: 'mentor-page', role: 'mentor', to: myId(), description: offer });
    expect(links[0]!.received).toEqual([{ description: offer, candidates: undefined }]);
    // An answer is not answered.
    flush();
    expect(sentEvents()).toEqual(['client-hello']);
  });

  it('ignores signals for another page, from its own role, and from a page that said goodbye', () => {
    channel.subscribe();
    mentorHello();
    const link = links.at(-1)!;
    channel.deliver('client-signal', {
      from: 'mentor-page',
      role: 'mentor',
      to: 'someone-else',
      description: offer,
    });
    channel.deliver('client-signal', { from: 'other-tab', role: 'student', to: null, description: offer });
    expect(link.received).toEqual([]);

    channel.deliver('client-bye', { from: 'mentor-page', role: 'mentor' });
    expect(events.at(-1)).toEqual({ type: 'peer-left' });
    expect(link.closed).toBe(true);
    const fresh = links.at(-1)!;
    expect(fresh.options.mayOffer()).toBe(false);
    channel.deliver('client-signal', { from: 'mentor-page', role: 'mentor', to: null, candidates: [] });
    channel.deliver('client-hello', { from: 'mentor-page', role: 'mentor', reply: false });
    expect(fresh.received).toEqual([]);
    expect(links.at(-1)).toBe(fresh);
  });

  it('starts over with a reloaded other page (a new page id) and forgets the old one', () => {
    channel.subscribe();
    mentorHello('mentor-1');
    mentorHello('mentor-2');
    expect(links).toHaveLength(3);
    const link = links.at(-1)!;
    channel.deliver('client-signal', { from: 'mentor-1', role: 'mentor', to: null, description: offer });
    expect(link.received).toEqual([]);
    channel.deliver('client-signal', { from: 'mentor-2', role: 'mentor', to: null, description: offer });
    expect(link.received).toHaveLength(1);
  });

  it('gives way to the same person in another tab', () => {
    channel.subscribe();
    channel.deliver('client-hello', { from: 'second-tab', role: 'student', reply: false });
    expect(replaced).toHaveBeenCalledOnce();
    expect(channel.sent.at(-1)).toMatchObject({ event: 'client-bye', data: { role: 'student' } });
    expect(channel.closed).toBe(true);
    expect(links[0]!.closed).toBe(true);
  });

  it('after the realtime connection comes back, starts over only when media is not flowing', () => {
    channel.subscribe();
    mentorHello();
    links.at(-1)!.state = 'connected';
    channel.subscribe();
    flush();
    expect(links).toHaveLength(2);
    expect(sentEvents()).toEqual(['client-hello', 'client-hello (reply)']);

    links.at(-1)!.state = 'failed';
    channel.subscribe();
    flush();
    expect(links).toHaveLength(3);
    expect(sentEvents()).toEqual(['client-hello', 'client-hello (reply)', 'client-hello']);
    // The other page answers with a fresh connection and its offer; this one waits for it.
    expect(links.at(-1)!.options.mayOffer()).toBe(false);
  });

  it("follows the mentor's sound mode at once and offers it; ignores a student's and a repeated one", async () => {
    channel.subscribe();
    mentorHello();
    const link = links.at(-1)!;
    expect(link.sound).toEqual({ mode: 'speech', musicBitrate: 160_000 });
    channel.deliver('client-sound', { from: 'student-page', role: 'student', mode: 'music' });
    expect(link.setSound).not.toHaveBeenCalled();
    channel.deliver('client-sound', { from: 'mentor-page', role: 'mentor', mode: 'music' });
    // The link reads the next offer in the new mode before the microphone is even opened again.
    expect(link.setSound).toHaveBeenCalledWith({ mode: 'music', musicBitrate: 160_000 }, true);
    expect(media.setMusician).toHaveBeenCalledWith(true);
    expect(call.soundMode).toBe('music');
    channel.deliver('client-sound', { from: 'mentor-page', role: 'mentor', mode: 'music' });
    channel.deliver('client-sound', { from: 'mentor-page', role: 'mentor', mode: 'loud' });
    expect(link.setSound).toHaveBeenCalledTimes(1);
    await call.setSoundMode('speech');
    expect(call.soundMode).toBe('music');
  });

  it("restarts ICE when the device's network comes back", () => {
    channel.subscribe();
    mentorHello();
    window.dispatchEvent(new Event('online'));
    expect(links.at(-1)!.restartIce).toHaveBeenCalledTimes(1);
    call.leave();
    window.dispatchEvent(new Event('online'));
    expect(links.at(-1)!.restartIce).toHaveBeenCalledTimes(1);
  });

  it("carries the room's messages: sent with this page's id, server events to both, client events only from the other side", () => {
    const heardChat = vi.fn();
    const heardView = vi.fn();
    call.hear('room-chat', heardChat);
    call.hear('client-view', heardView);
    call.sendToOther('client-view', { role: 'student', file_id: 3, page: 2 });
    flush();
    const sent = channel.sent.find((s) => s.event === 'client-view')!.data;
    expect(sent).toMatchObject({ role: 'student', file_id: 3, page: 2 });
    // The server's event reaches this page even though this side sent it.
    channel.deliver('room-chat', { id: 1, sent_by: 'student' });
    expect(heardChat).toHaveBeenCalledWith({ id: 1, sent_by: 'student' });
    // A client event of this page, or of this person's other tab, is not the other side's.
    channel.deliver('client-view', { ...sent });
    channel.deliver('client-view', { from: 'my-other-tab', role: 'student', file_id: 3, page: 1 });
    expect(heardView).not.toHaveBeenCalled();
    channel.deliver('client-view', { from: 'mentor-page', role: 'mentor', file_id: 3, page: 4 });
    expect(heardView).toHaveBeenCalledWith({ from: 'mentor-page', role: 'mentor', file_id: 3, page: 4 });
    call.leave();
    channel.deliver('room-chat', { id: 2, sent_by: 'mentor' });
    expect(heardChat).toHaveBeenCalledTimes(1);
  });

  it('leaves once with a goodbye', () => {
    channel.subscribe();
    mentorHello();
    call.leave();
    call.leave();
    expect(channel.sent.filter((s) => s.event === 'client-bye')).toHaveLength(1);
    expect(channel.closed).toBe(true);
    mentorHello('mentor-3');
    expect(links.at(-1)!.closed).toBe(true);
  });

  it('sends the shared screen’s sound as its own track, and plays the other side’s next to their microphone', () => {
    channel.subscribe();
    mentorHello();
    flush();
    const link = links.at(-1)!;
    const sound = { id: 'screen-sound', kind: 'audio' } as MediaStreamTrack;
    const forward = media.onScreenAudioChange.mock.calls[0]![0] as (t: MediaStreamTrack | null) => void;
    forward(sound);
    expect(link.setScreenAudio).toHaveBeenLastCalledWith(sound);
    forward(null);
    expect(link.setScreenAudio).toHaveBeenLastCalledWith(null);

    const track = (id: string, kind: string) => ({ id, kind }) as MediaStreamTrack;
    const ids = () =>
      remotes
        .at(-1)!
        .getTracks()
        .map((t) => t.id);
    const theirs = { onremovetrack: null } as unknown as MediaStream;
    link.options.onTrack(track('mic', 'audio'), [theirs]);
    link.options.onTrack(track('camera', 'video'), [theirs]);
    const screenStream = { onremovetrack: null } as unknown as MediaStream;
    const screenSound = track('their-screen-sound', 'audio');
    link.options.onTrack(screenSound, [screenStream]);
    expect(ids()).toEqual(['mic', 'camera', 'their-screen-sound']);
    // A new video (their screen) replaces the camera; the audio tracks stay.
    link.options.onTrack(track('screen', 'video'), [theirs]);
    expect(ids()).toEqual(['mic', 'their-screen-sound', 'screen']);
    // They stop sharing: the screen's sound leaves its stream, and the call's stream.
    screenStream.onremovetrack!({ track: screenSound } as MediaStreamTrackEvent);
    expect(ids()).toEqual(['mic', 'screen']);
  });
});

describe("the mentor's page and the sound mode", () => {
  it('tells an arriving student the mode, and sends a new choice before applying it without offering', async () => {
    call.leave();
    const mentorChannel = fakeChannel();
    const mentorCall = new LessonCall({
      room: { ...room, role: 'mentor', sound_mode: 'music' },
      channel: mentorChannel,
      media: media as never,
      onEvent: () => undefined,
      onRemoteStream: () => undefined,
      onReplaced: () => undefined,
    });
    mentorCall.start();
    mentorChannel.subscribe();
    mentorChannel.deliver('client-hello', { from: 'student-page', role: 'student', reply: false });
    flush();
    const sounds = () => mentorChannel.sent.filter((s) => s.event === 'client-sound').map((s) => s.data.mode);
    expect(sounds()).toEqual(['music']);
    expect(links.at(-1)!.sound).toEqual({ mode: 'music', musicBitrate: 160_000 });
    await mentorCall.setSoundMode('speech');
    flush();
    expect(sounds()).toEqual(['music', 'speech']);
    expect(links.at(-1)!.setSound).toHaveBeenCalledWith({ mode: 'speech', musicBitrate: 160_000 }, false);
    expect(media.setMusician).toHaveBeenCalledWith(false);
    mentorCall.leave();
  });
});
