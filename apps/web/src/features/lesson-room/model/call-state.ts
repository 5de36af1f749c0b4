/**
 * The room's connection state as the person sees it ("Waiting for Maya to join", "Connecting...",
 * "Connected", "Reconnecting..."), derived from three facts: whether the other person is in the room,
 * what the peer connection reports, and whether the signalling (realtime) connection is up. Pure, so every
 * transition is tested without a browser.
 */
import { lessonRoomMessages } from '@app/contract';

export type CallState = 'waiting' | 'connecting' | 'connected' | 'reconnecting';

export interface CallFacts {
  /** The other person announced themself (hello or a signal) and has not said goodbye. */
  peerPresent: boolean;
  /** The peer connection's own state; 'new' for a fresh one. */
  link: RTCPeerConnectionState;
  /** Media has flowed at least once with this person, so a drop is a reconnection, not a first connection. */
  everConnected: boolean;
  /** The realtime connection carrying the signalling is up. */
  signallingUp: boolean;
}

export const initialFacts: CallFacts = {
  peerPresent: false,
  link: 'new',
  everConnected: false,
  signallingUp: false,
};

export type CallEvent =
  | { type: 'peer-arrived' }
  | { type: 'peer-left' }
  | { type: 'link'; state: RTCPeerConnectionState }
  | { type: 'signalling'; up: boolean };

export function callReducer(facts: CallFacts, event: CallEvent): CallFacts {
  switch (event.type) {
    case 'peer-arrived':
      return { ...facts, peerPresent: true };
    case 'peer-left':
      // They left on purpose: when they come back it is a new call, not a reconnection.
      return { ...facts, peerPresent: false, everConnected: false, link: 'new' };
    case 'link':
      return {
        ...facts,
        link: event.state,
        // Media flowing proves the other person is here, even if their hello was missed.
        peerPresent: facts.peerPresent || event.state === 'connected',
        everConnected: facts.everConnected || event.state === 'connected',
      };
    case 'signalling':
      return { ...facts, signallingUp: event.up };
  }
}

export function callState(facts: CallFacts): CallState {
  // Media between the two browsers does not need the signalling connection once it flows.
  if (facts.link === 'connected') return 'connected';
  if (!facts.signallingUp) return facts.everConnected || facts.peerPresent ? 'reconnecting' : 'waiting';
  if (!facts.peerPresent) return 'waiting';
  return facts.everConnected ? 'reconnecting' : 'connecting';
}

/** The words shown (and announced) for a state. */
export function callStateText(state: CallState, otherName: string): string {
  switch (state) {
    case 'waiting':
      return lessonRoomMessages.waitingFor(otherName);
    case 'connecting':
      return lessonRoomMessages.connecting;
    case 'connected':
      return lessonRoomMessages.connected;
    case 'reconnecting':
      return lessonRoomMessages.reconnecting;
  }
}
