/**
 * The device check before joining (issue 19 item 2): this side's camera preview, a live microphone level,
 * a test sound on the chosen speaker, pickers for the camera, microphone and speaker (remembered for the
 * next lesson), and a plain message when access is refused or no device exists. It uses the room's own
 * LocalMedia, so what works here works the same in the call; it lets go of the devices when joining.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { lessonRoomMessages, soundModeMessages, type RoomEnterResponse } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { LocalMedia, NO_MEDIA } from '../call/local-media.ts';
import { rememberDevices, rememberedDevices } from '../call/remembered-devices.ts';
import { devicesOf, levelOf, type DeviceChoice } from '../model/media.ts';
import { DevicePicker } from './device-picker.tsx';
import { VideoTile } from './video-tile.tsx';

interface Choices {
  cameras: DeviceChoice[];
  microphones: DeviceChoice[];
  speakers: DeviceChoice[];
}

type SinkContext = AudioContext & { setSinkId?: (id: string) => Promise<void> };
const canChooseSpeaker = () => typeof AudioContext !== 'undefined' && 'setSinkId' in AudioContext.prototype;

export function DeviceCheck({ room, onJoin }: { room: RoomEnterResponse; onJoin: () => void }) {
  // Made by the effect (not during render), so a remount opens the devices afresh.
  const [media, setMedia] = useState<LocalMedia | null>(null);
  const subscribe = useCallback(
    (listener: () => void) => (media ? media.subscribe(listener) : () => undefined),
    [media],
  );
  const snapshot = useSyncExternalStore(subscribe, () => media?.snapshot ?? NO_MEDIA);
  const [choices, setChoices] = useState<Choices>({ cameras: [], microphones: [], speakers: [] });
  const [speakerId, setSpeakerId] = useState(() => rememberedDevices().speakerId);
  const [failure, setFailure] = useState<string | null>(null);
  const level = useMicrophoneLevel(media, snapshot.microphoneId);

  const refresh = useCallback(async () => {
    const list = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    setChoices({
      cameras: devicesOf(list, 'videoinput'),
      microphones: devicesOf(list, 'audioinput'),
      speakers: canChooseSpeaker() ? devicesOf(list, 'audiooutput') : [],
    });
  }, []);

  useEffect(() => {
    let stopped = false;
    const { microphoneId, cameraId } = rememberedDevices();
    const local = new LocalMedia({ musician: room.sound_mode === 'music', microphoneId, cameraId });
    void local.start().then(() => {
      if (stopped) return;
      setMedia(local);
      void refresh();
    });
    return () => {
      stopped = true;
      local.stop();
    };
  }, [room.sound_mode, refresh]);

  const attempt = (action: (media: LocalMedia) => Promise<void>) => {
    if (!media) return;
    setFailure(null);
    action(media)
      .then(refresh)
      .catch(() => setFailure(lessonRoomMessages.deviceSwitchFailed));
  };

  const useMicrophone = (id: string) =>
    attempt(async (local) => {
      await local.useMicrophone(id);
      rememberDevices({ microphoneId: id });
    });
  const useCamera = (id: string) =>
    attempt(async (local) => {
      await local.useCamera(id);
      rememberDevices({ cameraId: id });
    });
  const useSpeaker = (id: string) => {
    setSpeakerId(id);
    rememberDevices({ speakerId: id });
  };

  return (
    <main
      id="main"
      tabIndex={-1}
      data-device-check=""
      className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col gap-4 bg-neutral-950 px-4 py-6 text-white outline-none"
    >
      <header>
        <h1 className="text-2xl font-extrabold">{soundModeMessages.deviceCheckTitle}</h1>
        <p className="text-neutral-300">
          {room.skill} lesson with {room.other.name}. {soundModeMessages.deviceCheckIntro}
        </p>
      </header>
      {snapshot.problem ? (
        <div className="text-ink">
          <Alert tone="error">
            <p>{snapshot.problem}</p>
            <button
              type="button"
              className="mt-2 h-10 rounded-xl border-2 border-ink bg-white px-4 font-semibold"
              onClick={() => attempt((local) => local.start())}
            >
              Try again
            </button>
          </Alert>
        </div>
      ) : null}
      {failure ? (
        <div className="text-ink">
          <Alert tone="error">{failure}</Alert>
        </div>
      ) : null}
      <VideoTile stream={media?.stream ?? null} label="You" self className="relative aspect-video w-full" />
      <div className="flex flex-col gap-2">
        <label htmlFor="mic-level" className="font-semibold">
          {soundModeMessages.microphoneLevel}
        </label>
        <meter
          id="mic-level"
          min={0}
          max={100}
          low={10}
          value={level}
          aria-describedby="mic-level-hint"
          data-level={level}
          className="h-4 w-full"
        />
        <p id="mic-level-hint" className="text-sm text-neutral-300">
          {soundModeMessages.levelHint}
        </p>
      </div>
      <div className="flex flex-wrap gap-4">
        <DevicePicker
          label="Camera"
          choices={choices.cameras}
          value={snapshot.cameraId}
          onChange={useCamera}
        />
        <DevicePicker
          label="Microphone"
          choices={choices.microphones}
          value={snapshot.microphoneId}
          onChange={useMicrophone}
        />
        {choices.speakers.length > 0 ? (
          <DevicePicker label="Speaker" choices={choices.speakers} value={speakerId} onChange={useSpeaker} />
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          aria-describedby="test-sound-hint"
          onClick={() => void playTestSound(speakerId)}
          className="h-12 rounded-xl border-2 border-white px-4 font-semibold hover:bg-white/10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime"
        >
          {soundModeMessages.testSound}
        </button>
        <span id="test-sound-hint" className="text-sm text-neutral-300">
          {soundModeMessages.testSoundHint}
        </span>
      </div>
      <button
        type="button"
        onClick={onJoin}
        className="h-12 self-start rounded-xl bg-lime px-6 font-bold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {soundModeMessages.join}
      </button>
    </main>
  );
}

/**
 * The microphone's level, read with Web Audio twenty times a second from the track in use; it falls back
 * slowly like a VU meter, so a short note or click stays visible.
 */
function useMicrophoneLevel(media: LocalMedia | null, microphoneId: string | undefined): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!media || !microphoneId || typeof AudioContext === 'undefined') return;
    const track = media.tracks.audio;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      const now = levelOf(samples);
      setLevel((before) => Math.max(now, Math.floor(before * 0.85)));
    }, 50);
    return () => {
      window.clearInterval(timer);
      void context.close().catch(() => undefined);
    };
  }, [media, microphoneId]);
  return level;
}

/** A soft one-second A (440 Hz) on the chosen speaker. */
async function playTestSound(speakerId: string | undefined): Promise<void> {
  const context: SinkContext = new AudioContext();
  if (speakerId && context.setSinkId) await context.setSinkId(speakerId).catch(() => undefined);
  const tone = context.createOscillator();
  const gain = context.createGain();
  tone.frequency.value = 440;
  gain.gain.setValueAtTime(0.2, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 1);
  tone.connect(gain).connect(context.destination);
  tone.start();
  tone.stop(context.currentTime + 1);
  tone.onended = () => void context.close().catch(() => undefined);
}
