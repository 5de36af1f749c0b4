/**
 * The tuner (issue 19 item 5): the pitch of this side's microphone, its nearest note and how many cents
 * sharp or flat, against a reference A from 415 to 466 Hz (remembered on this device). It opens its own
 * capture of the microphone without voice processing (echo cancellation or automatic gain would bend the
 * reading) and lets go of it when closed; the call's sound is not touched. Loaded only when opened: the
 * pitch detector stays out of the room's first chunk.
 */
import { useEffect, useId, useState } from 'react';
import { roomToolMessages } from '@app/contract';
import {
  clampReference,
  DEFAULT_REFERENCE_A,
  detectPitch,
  MAX_REFERENCE_A,
  MIN_REFERENCE_A,
  nearestNote,
  type Note,
} from './pitch.ts';
import { NumberInput } from './number-input.tsx';
import { toolPanel } from './tool-ui.ts';

const REFERENCE_KEY = 'tuner-reference-a';
const WINDOW = 4096;
const READ_MS = 100;

function storedReference(): number {
  try {
    const stored = Number(localStorage.getItem(REFERENCE_KEY));
    return stored ? clampReference(stored) : DEFAULT_REFERENCE_A;
  } catch {
    return DEFAULT_REFERENCE_A;
  }
}

interface Reading {
  hz: number;
  note: Note;
}

/** Listens to the microphone while mounted; calls back with each clear pitch (null when none). */
function useMicrophonePitch(microphoneId: string | undefined, onPitch: (hz: number | null) => void) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let stopped = false;
    let context: AudioContext | undefined;
    let stream: MediaStream | undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    void (async () => {
      stream = await navigator.mediaDevices.getUserMedia({
        audio: {
          deviceId: microphoneId ? { ideal: microphoneId } : undefined,
          echoCancellation: false,
          noiseSuppression: false,
          autoGainControl: false,
        },
      });
      if (stopped) return;
      context = new AudioContext();
      const analyser = context.createAnalyser();
      analyser.fftSize = WINDOW;
      context.createMediaStreamSource(stream).connect(analyser);
      const samples = new Float32Array(WINDOW);
      timer = setInterval(() => {
        analyser.getFloatTimeDomainData(samples);
        onPitch(detectPitch(samples, context!.sampleRate)?.hz ?? null);
      }, READ_MS);
    })().catch(() => {
      if (!stopped) setFailed(true);
    });
    return () => {
      stopped = true;
      if (timer !== undefined) clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
      void context?.close().catch(() => undefined);
    };
  }, [microphoneId, onPitch]);
  return failed;
}

export function TunerPanel({ microphoneId }: { microphoneId: string | undefined }) {
  const id = useId();
  const [reference, setReference] = useState(storedReference);
  const [hz, setHz] = useState<number | null>(null);
  const failed = useMicrophonePitch(microphoneId, setHz);
  const reading: Reading | null = hz === null ? null : { hz, note: nearestNote(hz, reference) };

  const commitReference = (next: number) => {
    setReference(next);
    try {
      localStorage.setItem(REFERENCE_KEY, String(next));
    } catch {
      // Private browsing: the reference is kept for this visit only.
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={toolPanel}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Tuner
      </h2>
      {failed ? (
        <p role="alert" className="font-semibold text-amber-300">
          {roomToolMessages.tunerNoMicrophone}
        </p>
      ) : (
        <TunerReading reading={reading} />
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-reference`} className="text-sm font-semibold">
          Reference A (Hz, {MIN_REFERENCE_A} to {MAX_REFERENCE_A})
        </label>
        <NumberInput
          id={`${id}-reference`}
          value={reference}
          min={MIN_REFERENCE_A}
          max={MAX_REFERENCE_A}
          step={0.1}
          settle={clampReference}
          onCommit={commitReference}
          className="w-28"
        />
      </div>
    </section>
  );
}

function TunerReading({ reading }: { reading: Reading | null }) {
  if (!reading) {
    return (
      <p data-testid="tuner-reading" className="text-neutral-300">
        {roomToolMessages.tunerListening}
      </p>
    );
  }
  const { note, hz } = reading;
  const cents = Math.round(note.cents);
  const size = Math.abs(cents);
  const off =
    cents === 0 ? 'in tune' : `${size} ${size === 1 ? 'cent' : 'cents'} ${cents > 0 ? 'sharp' : 'flat'}`;
  return (
    <div className="flex flex-col gap-2">
      <p data-testid="tuner-reading" data-hz={hz.toFixed(2)} className="text-2xl font-extrabold">
        {note.name}
        <sub className="text-base">{note.octave}</sub> <span className="text-lg font-semibold">{off}</span>
        <span className="ml-2 text-sm font-normal text-neutral-300">{hz.toFixed(1)} Hz</span>
      </p>
      {/* The needle: centre is in tune, each side 50 cents. */}
      <div aria-hidden="true" className="relative h-3 w-full max-w-80 rounded-full bg-neutral-700">
        <div className="absolute top-0 left-1/2 h-3 w-0.5 bg-white" />
        <div
          className={`absolute top-0 h-3 w-2 rounded-full ${Math.abs(cents) <= 5 ? 'bg-lime' : 'bg-amber-400'}`}
          style={{ left: `calc(${50 + note.cents}% - 0.25rem)` }}
        />
      </div>
    </div>
  );
}
