/**
 * This side's camera and microphone: which devices, muted or not, camera on or off, the screen shared
 * instead of the camera, and musician mode. The peer connection always has one audio and one video track
 * to send; when a device is missing or blocked a silent or blank stand-in takes its place, so a later
 * "Try again" only swaps tracks and never renegotiates.
 */
import { lessonRoomMessages } from '@app/contract';
import { audioConstraints, mediaErrorText, videoConstraints } from '../model/media.ts';

export interface MediaSnapshot {
  muted: boolean;
  cameraOff: boolean;
  sharingScreen: boolean;
  /** The shared screen's sound goes to the call too (the browser gave one: a tab, or a screen on some systems). */
  screenAudio: boolean;
  musician: boolean;
  microphoneId: string | undefined;
  cameraId: string | undefined;
  /** Why the camera or microphone is not in use, in plain words; null when both work. */
  problem: string | null;
}

type TrackListener = (kind: 'audio' | 'video', track: MediaStreamTrack) => void;

/** The state before any device is opened. */
export const NO_MEDIA: MediaSnapshot = {
  muted: false,
  cameraOff: false,
  sharingScreen: false,
  screenAudio: false,
  musician: false,
  microphoneId: undefined,
  cameraId: undefined,
  problem: null,
};

export class LocalMedia {
  /** What this side sends and previews: the current audio and video tracks. */
  readonly stream = new MediaStream();
  private audio: MediaStreamTrack;
  private camera: MediaStreamTrack;
  private screen: MediaStreamTrack | null = null;
  private screenSound: MediaStreamTrack | null = null;
  private onScreenSound: (track: MediaStreamTrack | null) => void = () => undefined;
  private standIns: { context?: AudioContext } = {};
  private state: MediaSnapshot = NO_MEDIA;
  private onTrack: TrackListener = () => undefined;
  private readonly listeners = new Set<() => void>();

  /** Starts in the room's sound mode with the devices chosen at the device check, when there are. */
  constructor(initial: Partial<Pick<MediaSnapshot, 'musician' | 'microphoneId' | 'cameraId'>> = {}) {
    this.state = { ...NO_MEDIA, ...initial };
    this.audio = this.silentAudio();
    this.camera = this.blankVideo();
    this.stream.addTrack(this.audio);
    this.stream.addTrack(this.camera);
  }

  get snapshot(): MediaSnapshot {
    return this.state;
  }

  /** The tracks the peer connection sends now; the screen's sound is a second audio track while shared. */
  get tracks(): { audio: MediaStreamTrack; video: MediaStreamTrack; screenAudio: MediaStreamTrack | null } {
    return { audio: this.audio, video: this.screen ?? this.camera, screenAudio: this.screenSound };
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Called with each track that replaces the one being sent. */
  onTrackChange(listener: TrackListener): void {
    this.onTrack = listener;
  }

  /** Called when the shared screen's sound starts (its track) or stops (null). */
  onScreenAudioChange(listener: (track: MediaStreamTrack | null) => void): void {
    this.onScreenSound = listener;
  }

  private update(patch: Partial<MediaSnapshot>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
  }

  /** Asks for the camera and microphone (again); what cannot be had keeps its stand-in. */
  async start(): Promise<void> {
    const { microphoneId, cameraId, musician } = this.state;
    let problem: string | null = null;
    try {
      const got = await navigator.mediaDevices.getUserMedia({
        audio: audioConstraints({ deviceId: microphoneId, musician }),
        video: videoConstraints(cameraId),
      });
      this.useTracks(got);
    } catch (error) {
      problem = mediaErrorText(error);
      // One of the two may still work on its own (a laptop without a camera, say).
      // A remembered device that is gone gives way to the default one.
      let opened = 0;
      for (const kind of ['audio', 'video'] as const) {
        const remembered = kind === 'audio' ? microphoneId : cameraId;
        for (const deviceId of remembered ? [remembered, undefined] : [undefined]) {
          try {
            const got = await navigator.mediaDevices.getUserMedia(
              kind === 'audio'
                ? { audio: audioConstraints({ deviceId, musician }) }
                : { video: videoConstraints(deviceId) },
            );
            this.useTracks(got);
            opened += 1;
            break;
          } catch {
            // The next choice, or the stand-in stays.
          }
        }
      }
      if (opened === 2) problem = null;
    }
    this.update({ problem });
  }

  private useTracks(got: MediaStream): void {
    const [audio] = got.getAudioTracks();
    const [video] = got.getVideoTracks();
    if (audio) this.swapAudio(audio);
    if (video) this.swapCamera(video);
    this.update({
      microphoneId: audio?.getSettings().deviceId ?? this.state.microphoneId,
      cameraId: video?.getSettings().deviceId ?? this.state.cameraId,
    });
  }

  private swapAudio(track: MediaStreamTrack): void {
    track.enabled = !this.state.muted;
    const old = this.audio;
    this.audio = track;
    this.stream.removeTrack(old);
    this.stream.addTrack(track);
    this.onTrack('audio', track);
    old.stop();
  }

  private swapCamera(track: MediaStreamTrack): void {
    track.enabled = !this.state.cameraOff;
    const old = this.camera;
    this.camera = track;
    if (!this.screen) {
      this.stream.removeTrack(old);
      this.stream.addTrack(track);
      this.onTrack('video', track);
    }
    old.stop();
  }

  async useMicrophone(deviceId: string): Promise<void> {
    const got = await navigator.mediaDevices.getUserMedia({
      audio: audioConstraints({ deviceId, musician: this.state.musician }),
    });
    this.useTracks(got);
  }

  async useCamera(deviceId: string): Promise<void> {
    this.useTracks(await navigator.mediaDevices.getUserMedia({ video: videoConstraints(deviceId) }));
  }

  /** Musician mode re-acquires the microphone: the voice filters are chosen when a track is opened. */
  async setMusician(musician: boolean): Promise<void> {
    const got = await navigator.mediaDevices.getUserMedia({
      audio: audioConstraints({ deviceId: this.state.microphoneId, musician }),
    });
    this.update({ musician });
    this.useTracks(got);
  }

  setMuted(muted: boolean): void {
    this.audio.enabled = !muted;
    this.update({ muted });
  }

  setCameraOff(cameraOff: boolean): void {
    this.camera.enabled = !cameraOff;
    this.update({ cameraOff });
  }

  /**
   * Sends the screen (or a window, or a tab) instead of the camera until sharing ends, here or in the
   * browser's bar; with its sound as well where the browser offers it (production and DAW lessons).
   */
  async shareScreen(): Promise<void> {
    const got = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: true });
    const [track] = got.getVideoTracks();
    const [sound] = got.getAudioTracks();
    if (!track) throw new Error(lessonRoomMessages.screenShareFailed);
    this.stopScreen();
    this.screen = track;
    track.addEventListener('ended', () => this.stopScreen());
    this.stream.removeTrack(this.camera);
    this.stream.addTrack(track);
    this.onTrack('video', track);
    // Not in the preview stream: this side must not hear its own screen's sound back.
    this.screenSound = sound ?? null;
    if (sound) this.onScreenSound(sound);
    this.update({ sharingScreen: true, screenAudio: Boolean(sound) });
  }

  stopScreen(): void {
    const screen = this.screen;
    if (!screen) return;
    this.screen = null;
    this.stream.removeTrack(screen);
    this.stream.addTrack(this.camera);
    this.onTrack('video', this.camera);
    screen.stop();
    const sound = this.screenSound;
    this.screenSound = null;
    if (sound) {
      this.onScreenSound(null);
      sound.stop();
    }
    this.update({ sharingScreen: false, screenAudio: false });
  }

  stop(): void {
    this.screen?.stop();
    this.screenSound?.stop();
    this.audio.stop();
    this.camera.stop();
    void this.standIns.context?.close().catch(() => undefined);
    this.listeners.clear();
  }

  private silentAudio(): MediaStreamTrack {
    const context = new AudioContext();
    this.standIns.context = context;
    const [track] = context.createMediaStreamDestination().stream.getAudioTracks();
    return track!;
  }

  private blankVideo(): MediaStreamTrack {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 360;
    const paint = canvas.getContext('2d');
    if (paint) {
      paint.fillStyle = '#111';
      paint.fillRect(0, 0, canvas.width, canvas.height);
    }
    const [track] = canvas.captureStream(1).getVideoTracks();
    return track!;
  }
}
