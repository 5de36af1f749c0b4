import { describe, expect, it, vi } from 'vitest';
import { LESSON_ROOM_EVENTS, LESSON_TOOL_EVENTS } from '@app/contract';
import { urlOf } from '../../../shared/api/call.ts';
import type { MetronomeState } from '../tools/metronome-beats.ts';
import { RoomChannel, type RoomWire } from './room-channel.ts';

function fakeWire() {
  const bound = new Map<string, (data: unknown) => void>();
  const wire: RoomWire & { sent: [string, Record<string, unknown>][] } = {
    sent: [],
    sendToOther: (event, data) => wire.sent.push([event, data]),
    hear: (event, callback) => bound.set(event, callback),
  };
  return { wire, bound, receive: (event: string, data: unknown) => bound.get(event)?.(data) };
}

const metronome: MetronomeState = {
  running: true,
  bpm: 92,
  meter: '3/4',
  accent: true,
  startMs: 1_000,
  firstBeat: 0,
  changedMs: 1_000,
  changedBy: 'student',
};

describe("the room's one message path", () => {
  it('hears every room event, the board’s, the tools’ and the server’s, through the one call', () => {
    const { wire, bound } = fakeWire();
    new RoomChannel().attach(wire);
    expect([...bound.keys()].sort()).toEqual(
      [...Object.values(LESSON_ROOM_EVENTS), ...Object.values(LESSON_TOOL_EVENTS)].sort(),
    );
  });

  it('sends nothing before the call is up or after it is gone, and through it meanwhile', () => {
    const channel = new RoomChannel();
    channel.send(LESSON_TOOL_EVENTS.recording, { state: 'announced' });
    const { wire } = fakeWire();
    channel.attach(wire);
    channel.send(LESSON_TOOL_EVENTS.recording, { state: 'running' });
    channel.send(LESSON_ROOM_EVENTS.view, { role: 'mentor', file_id: 7, page: 2 });
    expect(wire.sent).toEqual([
      ['client-recording', { state: 'running' }],
      ['client-view', { role: 'mentor', file_id: 7, page: 2 }],
    ]);
    channel.detach();
    channel.send(LESSON_TOOL_EVENTS.recording, { state: 'stopped' });
    expect(wire.sent).toHaveLength(2);
  });

  it('hands each listener its event read and typed, drops malformed messages, until it stops listening', () => {
    const channel = new RoomChannel();
    const { wire, receive } = fakeWire();
    channel.attach(wire);
    const heardMetronome = vi.fn();
    const heardView = vi.fn();
    const heardFile = vi.fn();
    const stopMetronome = channel.listen(LESSON_TOOL_EVENTS.metronome, heardMetronome);
    channel.listen(LESSON_ROOM_EVENTS.view, heardView);
    channel.listen(LESSON_ROOM_EVENTS.fileRemoved, heardFile);

    receive('client-metronome', { ...metronome, from: 'page-2', role: 'student' });
    expect(heardMetronome).toHaveBeenCalledWith(metronome);
    receive('client-metronome', { ...metronome, bpm: 999 });
    receive('client-view', { role: 'mentor', file_id: null, page: 1 });
    receive('client-view', { role: 'mentor', file_id: 'x', page: 1 });
    receive('room-file-removed', { id: 7 });
    receive('room-file', { id: 8, url: urlOf('lessonRoom.file', { params: { id: 9 } }) });
    expect(heardMetronome).toHaveBeenCalledTimes(1);
    expect(heardView.mock.calls).toEqual([[null]]);
    expect(heardFile).toHaveBeenCalledWith({ id: 7 });

    stopMetronome();
    receive('client-metronome', metronome);
    expect(heardMetronome).toHaveBeenCalledTimes(1);
  });

  it('tells its features when the other page arrives, so a change it missed is told again', () => {
    const channel = new RoomChannel();
    const { wire } = fakeWire();
    // A metronome change made while the other page was away is lost on the wire…
    channel.send(LESSON_TOOL_EVENTS.metronome, metronome);
    channel.attach(wire);
    const last = { state: metronome };
    const stop = channel.onPeerArrived(() => channel.send(LESSON_TOOL_EVENTS.metronome, last.state));
    // …and announced again when the other page (re)joins.
    channel.peerArrived();
    expect(wire.sent).toEqual([['client-metronome', metronome]]);
    stop();
    channel.peerArrived();
    expect(wire.sent).toHaveLength(1);
  });
});

describe('the recording notice on the channel', () => {
  it('reads the three states and drops anything else', () => {
    const channel = new RoomChannel();
    const { wire, receive } = fakeWire();
    channel.attach(wire);
    const heard = vi.fn();
    channel.listen(LESSON_TOOL_EVENTS.recording, heard);
    for (const state of ['announced', 'running', 'stopped', 'paused']) receive('client-recording', { state });
    receive('client-recording', 'running');
    expect(heard.mock.calls).toEqual([['announced'], ['running'], ['stopped']]);
  });
});
