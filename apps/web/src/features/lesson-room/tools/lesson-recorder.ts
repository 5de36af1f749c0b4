/**
 * Records the lesson on this device (issue 19 item 8): both people's video drawn side by side (the other
 * person large, this side small in a corner) on a canvas, both people's sound mixed with Web Audio, and the
 * two recorded with MediaRecorder; stopping hands back the file. The other person's stream object changes
 * when their tracks change, so the recorder is told (setRemote) and follows.
 */
const WIDTH = 1280;
const HEIGHT = 720;
const FPS = 30;

/** The first type this browser can record (WebM in Chromium and Firefox, MP4 in Safari). */
function recordingType(): string {
  const types = ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'];
  return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? '';
}

function videoOf(stream: MediaStream | null): HTMLVideoElement {
  const video = document.createElement('video');
  video.muted = true;
  video.playsInline = true;
  video.srcObject = stream;
  void video.play().catch(() => undefined);
  return video;
}

/** The part of the frame a video fills when fitted inside (w, h) without stretching. */
function fit(video: HTMLVideoElement, w: number, h: number): [number, number] {
  if (!video.videoWidth || !video.videoHeight) return [w, h];
  const scale = Math.min(w / video.videoWidth, h / video.videoHeight);
  return [video.videoWidth * scale, video.videoHeight * scale];
}

export class LessonRecorder {
  private readonly canvas = document.createElement('canvas');
  private readonly audio = new AudioContext();
  private readonly mix = this.audio.createMediaStreamDestination();
  private readonly local: HTMLVideoElement;
  private readonly remote: HTMLVideoElement;
  private remoteSound: MediaStreamAudioSourceNode | null = null;
  private readonly localSound: MediaStreamAudioSourceNode | null;
  private readonly recorder: MediaRecorder;
  private readonly chunks: Blob[] = [];
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(localStream: MediaStream, remoteStream: MediaStream | null) {
    this.canvas.width = WIDTH;
    this.canvas.height = HEIGHT;
    this.local = videoOf(localStream);
    this.remote = videoOf(remoteStream);
    this.localSound = this.connect(localStream);
    this.remoteSound = this.connect(remoteStream);
    // A timer rather than animation frames: the drawing goes on while the tab is in the background.
    this.timer = setInterval(() => this.draw(), 1000 / FPS);
    const [picture] = this.canvas.captureStream(FPS).getVideoTracks();
    const tracks = [picture!, ...this.mix.stream.getAudioTracks()];
    const type = recordingType();
    this.recorder = new MediaRecorder(new MediaStream(tracks), type ? { mimeType: type } : undefined);
    this.recorder.ondataavailable = (event) => {
      if (event.data.size > 0) this.chunks.push(event.data);
    };
  }

  start(): void {
    void this.audio.resume().catch(() => undefined);
    this.recorder.start(1000);
  }

  setRemote(stream: MediaStream | null): void {
    this.remote.srcObject = stream;
    void this.remote.play().catch(() => undefined);
    this.remoteSound?.disconnect();
    this.remoteSound = this.connect(stream);
  }

  /** Stops and answers the recording (empty when nothing was recorded). */
  stop(): Promise<Blob> {
    return new Promise((resolve) => {
      const finish = () => {
        clearInterval(this.timer);
        this.localSound?.disconnect();
        this.remoteSound?.disconnect();
        void this.audio.close().catch(() => undefined);
        resolve(new Blob(this.chunks, { type: this.recorder.mimeType || 'video/webm' }));
      };
      if (this.recorder.state === 'inactive') finish();
      else {
        this.recorder.onstop = finish;
        this.recorder.stop();
      }
    });
  }

  private connect(stream: MediaStream | null): MediaStreamAudioSourceNode | null {
    if (!stream || stream.getAudioTracks().length === 0) return null;
    const source = this.audio.createMediaStreamSource(new MediaStream(stream.getAudioTracks()));
    source.connect(this.mix);
    return source;
  }

  private draw(): void {
    const g = this.canvas.getContext('2d');
    if (!g) return;
    g.fillStyle = '#0a0a0a';
    g.fillRect(0, 0, WIDTH, HEIGHT);
    const [w, h] = fit(this.remote, WIDTH, HEIGHT);
    if (this.remote.videoWidth) g.drawImage(this.remote, (WIDTH - w) / 2, (HEIGHT - h) / 2, w, h);
    const [sw, sh] = fit(this.local, WIDTH / 4, HEIGHT / 4);
    if (this.local.videoWidth) g.drawImage(this.local, WIDTH - sw - 24, HEIGHT - sh - 24, sw, sh);
  }
}

/** Hands the recording to the browser as a download: "lesson-42-2026-11-27.webm". */
export function saveRecording(blob: Blob, bookingId: number, when: Date): void {
  const extension = blob.type.includes('mp4') ? 'mp4' : 'webm';
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `lesson-${bookingId}-${when.toISOString().slice(0, 10)}.${extension}`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
