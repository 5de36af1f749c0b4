/**
 * One WebRTC peer connection to the other person, negotiated with the "perfect negotiation" pattern: both
 * sides may start an offer at any time (joining, an ICE restart, the sound mode), and when two offers cross
 * the polite side (the student) gives way and the impolite one (the mentor) ignores the other's offer.
 * A failed connection restarts ICE on its own; a long "disconnected" does too; the call restarts it when
 * the device's network changes.
 */
import { bitrateOf, mungeDescription, type SoundProfile } from '../model/sdp.ts';
import type { SignalBody } from '../model/signals.ts';

/** How long "disconnected" may last before ICE is restarted (it often heals by itself within seconds). */
const DISCONNECTED_GRACE_MS = 4000;

export interface PeerLinkOptions {
  polite: boolean;
  iceServers: RTCIceServer[];
  tracks: { audio: MediaStreamTrack; video: MediaStreamTrack; screenAudio?: MediaStreamTrack | null };
  stream: MediaStream;
  sound: SoundProfile;
  /**
   * Whether an offer may go out now. A page that has not met the other page yet keeps quiet: the page that
   * was there first offers when it hears the newcomer's hello, so two first offers never cross.
   */
  mayOffer: () => boolean;
  send: (signal: SignalBody) => void;
  onTrack: (track: MediaStreamTrack, streams: readonly MediaStream[]) => void;
  onState: (state: RTCPeerConnectionState) => void;
}

export class PeerLink {
  private readonly pc: RTCPeerConnection;
  private readonly senders: Record<'audio' | 'video', RTCRtpSender>;
  /** The shared screen's sound, a third track in its own stream while the screen is shared. */
  private screenSender: RTCRtpSender | null = null;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private inbox: Promise<void> = Promise.resolve();
  private sound: SoundProfile;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  /** Whether a signal has been exchanged: a link that has talked to someone is not reused for another. */
  used = false;

  constructor(private readonly options: PeerLinkOptions) {
    this.sound = options.sound;
    this.pc = new RTCPeerConnection({ iceServers: options.iceServers });
    // addTrack (not addTransceiver): the polite side's transceivers are then reused by the other's offer.
    this.senders = {
      audio: this.pc.addTrack(options.tracks.audio, options.stream),
      video: this.pc.addTrack(options.tracks.video, options.stream),
    };
    if (options.tracks.screenAudio) this.setScreenAudio(options.tracks.screenAudio);
    this.pc.onnegotiationneeded = () => void this.negotiate();
    this.pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.options.send({ candidates: [candidate.toJSON()] });
    };
    this.pc.ontrack = ({ track, streams }) => this.options.onTrack(track, streams);
    this.pc.onconnectionstatechange = () => this.stateChanged();
  }

  get state(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** Makes an offer (negotiationneeded, or the sound mode changed what the SDP must say). */
  async negotiate(): Promise<void> {
    if (this.closed || !this.options.mayOffer()) return;
    try {
      this.makingOffer = true;
      const offer = await this.pc.createOffer();
      // An offer from the other side arrived meanwhile and was accepted: this one is stale.
      if (this.pc.signalingState !== 'stable') return;
      await this.pc.setLocalDescription(mungeDescription(offer, this.sound));
      this.sendLocalDescription();
    } catch (err) {
      console.warn('lesson room: offer failed', err);
    } finally {
      this.makingOffer = false;
    }
  }

  /** Handles the other side's signals one at a time, in the order they came. */
  receive(signal: SignalBody): void {
    this.used = true;
    this.inbox = this.inbox
      .then(() => this.handle(signal))
      .catch((err: unknown) => {
        console.warn('lesson room: signal failed', err);
      });
  }

  private async handle({ description, candidates }: SignalBody): Promise<void> {
    if (this.closed) return;
    if (description) {
      const readyForOffer =
        !this.makingOffer && (this.pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.options.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      // A polite side with an offer of its own rolls it back implicitly here.
      await this.pc.setRemoteDescription(mungeDescription(description, this.sound));
      this.settingRemoteAnswer = false;
      if (description.type === 'offer') {
        const answer = await this.pc.createAnswer();
        await this.pc.setLocalDescription(mungeDescription(answer, this.sound));
        this.sendLocalDescription();
      }
      await this.applyBitrate();
    }
    for (const candidate of candidates ?? []) {
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (err) {
        // Candidates of an offer this side ignored cannot be added; that is expected.
        if (!this.ignoreOffer) console.warn('lesson room: candidate refused', err);
      }
    }
  }

  private sendLocalDescription(): void {
    const local = this.pc.localDescription;
    if (!local) return;
    this.used = true;
    this.options.send({ description: { type: local.type, sdp: local.sdp } });
  }

  private stateChanged(): void {
    const state = this.pc.connectionState;
    this.options.onState(state);
    if (this.graceTimer !== undefined) clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
    if (state === 'failed') this.pc.restartIce();
    else if (state === 'disconnected') {
      this.graceTimer = setTimeout(() => {
        if (!this.closed && this.pc.connectionState === 'disconnected') this.pc.restartIce();
      }, DISCONNECTED_GRACE_MS);
    } else if (state === 'connected') void this.applyBitrate();
  }

  /** Sends another track of a kind (another camera, the screen, a re-acquired microphone). */
  async replaceTrack(kind: 'audio' | 'video', track: MediaStreamTrack): Promise<void> {
    if (!this.closed) await this.senders[kind].replaceTrack(track);
  }

  /**
   * The shared screen's sound: added as its own track while the screen is shared and removed when sharing
   * stops (each renegotiates; the other side hears the track arrive and go).
   */
  setScreenAudio(track: MediaStreamTrack | null): void {
    if (this.closed) return;
    if (this.screenSender) this.pc.removeTrack(this.screenSender);
    this.screenSender = track ? this.pc.addTrack(track, new MediaStream([track])) : null;
  }

  /**
   * Another sound mode: descriptions set from now on carry its Opus parameters (at once, so an offer that
   * arrives next is read in the new mode), the audio sender's cap follows, and with `renegotiate` this
   * side offers the new parameters (the connection and its media stay up meanwhile).
   */
  async setSound(sound: SoundProfile, renegotiate: boolean): Promise<void> {
    this.sound = sound;
    await this.applyBitrate();
    if (renegotiate && this.pc.signalingState === 'stable' && this.used) await this.negotiate();
  }

  /** ICE again (the network changed): new candidates, the same call. */
  restartIce(): void {
    if (!this.closed && this.used) this.pc.restartIce();
  }

  /** The connection's statistics, for the quality indicator; undefined once closed. */
  async stats(): Promise<RTCStatsReport | undefined> {
    return this.closed ? undefined : this.pc.getStats();
  }

  private async applyBitrate(): Promise<void> {
    const sender = this.senders.audio;
    if (this.closed) return;
    const params = sender.getParameters();
    // Before negotiation there are no encodings to set; this runs again once there are.
    if (!params.encodings?.length) return;
    for (const encoding of params.encodings) encoding.maxBitrate = bitrateOf(this.sound);
    try {
      await sender.setParameters(params);
    } catch (err) {
      console.warn('lesson room: bitrate not set', err);
    }
  }

  close(): void {
    this.closed = true;
    if (this.graceTimer !== undefined) clearTimeout(this.graceTimer);
    this.pc.onnegotiationneeded = null;
    this.pc.onicecandidate = null;
    this.pc.ontrack = null;
    this.pc.onconnectionstatechange = null;
    this.pc.close();
  }
}
