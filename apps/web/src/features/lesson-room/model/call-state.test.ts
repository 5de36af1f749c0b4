import { describe, expect, it } from 'vitest';
import {
  callReducer,
  callState,
  callStateText,
  initialFacts,
  type CallEvent,
  type CallFacts,
} from './call-state.ts';

const run = (...events: CallEvent[]): CallFacts => events.reduce(callReducer, initialFacts);
const up: CallEvent = { type: 'signalling', up: true };
const down: CallEvent = { type: 'signalling', up: false };
const link = (state: RTCPeerConnectionState): CallEvent => ({ type: 'link', state });

describe('the connection state', () => {
  it('waits for the other person, connects when they arrive, and is connected when media flows', () => {
    expect(callState(run())).toBe('waiting');
    expect(callState(run(up))).toBe('waiting');
    expect(callState(run(up, { type: 'peer-arrived' }))).toBe('connecting');
    expect(callState(run(up, { type: 'peer-arrived' }, link('connecting')))).toBe('connecting');
    expect(callState(run(up, { type: 'peer-arrived' }, link('connected')))).toBe('connected');
  });

  it('counts a connection without a hello as the other person being here', () => {
    const facts = run(up, link('connected'));
    expect(facts.peerPresent).toBe(true);
    expect(callState(facts)).toBe('connected');
  });

  it('reconnects after a drop, and connects again after an ICE restart', () => {
    const connected = run(up, { type: 'peer-arrived' }, link('connected'));
    expect(callState(callReducer(connected, link('disconnected')))).toBe('reconnecting');
    expect(callState(callReducer(connected, link('failed')))).toBe('reconnecting');
    // A fresh peer connection (the other side reloaded) is a reconnection too.
    expect(callState(callReducer(connected, link('new')))).toBe('reconnecting');
    expect(
      callState(run(up, { type: 'peer-arrived' }, link('connected'), link('failed'), link('connected'))),
    ).toBe('connected');
  });

  it('a failure before the first connection is still connecting', () => {
    expect(callState(run(up, { type: 'peer-arrived' }, link('failed')))).toBe('connecting');
  });

  it('stays connected when only the signalling drops, and reconnects when both are down', () => {
    const connected = run(up, { type: 'peer-arrived' }, link('connected'));
    expect(callState(callReducer(connected, down))).toBe('connected');
    expect(callState(run(up, { type: 'peer-arrived' }, link('connected'), down, link('disconnected')))).toBe(
      'reconnecting',
    );
    // Alone in the room, a lost signalling connection is still waiting.
    expect(callState(run(up, down))).toBe('waiting');
    expect(callState(run(up, { type: 'peer-arrived' }, down))).toBe('reconnecting');
  });

  it('waits again when the other person leaves, and their return is a new connection', () => {
    const left = run(up, { type: 'peer-arrived' }, link('connected'), { type: 'peer-left' });
    expect(callState(left)).toBe('waiting');
    expect(callState(callReducer(left, { type: 'peer-arrived' }))).toBe('connecting');
  });

  it('words each state', () => {
    expect(callStateText('waiting', 'Maya Mentor')).toBe('Waiting for Maya Mentor to join');
    expect(callStateText('connecting', 'x')).toBe('Connecting...');
    expect(callStateText('connected', 'x')).toBe('Connected');
    expect(callStateText('reconnecting', 'x')).toBe('Reconnecting...');
  });
});
