import { describe, expect, it, vi } from 'vitest';
import { LESSON_TOOL_EVENTS } from '@app/contract';
import { readRecordingState } from './recording-notice.ts';
import { RoomMessenger, type ToolLink, type ToolMessage } from './room-messenger.ts';

function fakeLink() {
  const bound = new Map<string, (data: ToolMessage) => void>();
  const link: ToolLink & { sent: [string, ToolMessage][] } = {
    sent: [],
    sendToOther: (event, data) => link.sent.push([event, data]),
    listen: (event, callback) => bound.set(event, callback),
  };
  return { link, receive: (event: string, data: ToolMessage) => bound.get(event)?.(data) };
}

describe("the room tools' messenger", () => {
  it('sends nothing before the call is up, then through it', () => {
    const messenger = new RoomMessenger();
    messenger.send(LESSON_TOOL_EVENTS.recording, { state: 'announced' });
    const { link } = fakeLink();
    messenger.attach(link);
    messenger.send(LESSON_TOOL_EVENTS.recording, { state: 'running' });
    expect(link.sent).toEqual([['client-recording', { state: 'running' }]]);
    messenger.detach();
    messenger.send(LESSON_TOOL_EVENTS.recording, { state: 'stopped' });
    expect(link.sent).toHaveLength(1);
  });

  it("hands the other page's messages to the tool that listens for them, until it stops listening", () => {
    const messenger = new RoomMessenger();
    const { link, receive } = fakeLink();
    messenger.attach(link);
    const metronome = vi.fn();
    const recording = vi.fn();
    const stopMetronome = messenger.listen(LESSON_TOOL_EVENTS.metronome, metronome);
    messenger.listen(LESSON_TOOL_EVENTS.recording, recording);
    receive('client-metronome', { running: true });
    expect(metronome).toHaveBeenCalledWith({ running: true });
    expect(recording).not.toHaveBeenCalled();
    stopMetronome();
    receive('client-metronome', { running: false });
    expect(metronome).toHaveBeenCalledTimes(1);
  });

  it('tells the tools when the other page arrives', () => {
    const messenger = new RoomMessenger();
    const arrived = vi.fn();
    const stop = messenger.onPeerArrived(arrived);
    messenger.peerArrived();
    stop();
    messenger.peerArrived();
    expect(arrived).toHaveBeenCalledTimes(1);
  });

  it('reads the recording notice and drops anything else', () => {
    expect(readRecordingState({ state: 'announced', from: 'x' })).toBe('announced');
    expect(readRecordingState({ state: 'running' })).toBe('running');
    expect(readRecordingState({ state: 'stopped' })).toBe('stopped');
    expect(readRecordingState({ state: 'paused' })).toBeUndefined();
    expect(readRecordingState('running')).toBeUndefined();
  });
});
