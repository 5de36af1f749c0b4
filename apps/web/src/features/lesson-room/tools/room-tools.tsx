/**
 * The room's tools bar (issue 19 items 4, 5, 8): the shared metronome, the tuner and recording, each
 * opened below the bar by a disclosure button. What the other participant started shows here whether a
 * panel is open or not: the metronome's status line (with its scheduled beats as data attributes, in
 * server-clock ms, for anyone checking the timing) and the recording notice.
 */
import { lazy, Suspense, useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LESSON_TOOL_EVENTS, roomToolMessages, type RoomEnterResponse } from '@app/contract';
import { MetronomePanel } from './metronome-panel.tsx';
import { SharedMetronome, type MetronomeSnapshot } from './metronome.ts';
import type { RecordingState } from './recording-notice.ts';
import type { RoomChannel } from '../call/room-channel.ts';
import { toolButton } from './tool-ui.ts';

// The tuner's pitch detector, the recorder and its dialog load apart from the room.
const TunerPanel = lazy(() => import('./tuner-panel.tsx').then((m) => ({ default: m.TunerPanel })));
const RecordControl = lazy(() => import('./record-control.tsx').then((m) => ({ default: m.RecordControl })));

type Tool = 'metronome' | 'tuner';

export interface RoomToolsProps {
  room: RoomEnterResponse;
  channel: RoomChannel;
  /** This side's camera and microphone as sent, and the other person's, for the recording. */
  local: MediaStream | null;
  remote: MediaStream | null;
  microphoneId: string | undefined;
  /** The other person is in the room (a recording notice of someone who left is dropped). */
  otherPresent: boolean;
}

export function RoomTools({ room, channel, local, remote, microphoneId, otherPresent }: RoomToolsProps) {
  const id = useId();
  const [open, setOpen] = useState<Tool | null>(null);
  const [metronome] = useState(() => new SharedMetronome(channel, room.role));
  useEffect(() => {
    metronome.open();
    return () => metronome.close();
  }, [metronome]);
  const snapshot = useSyncExternalStore(metronome.subscribe, () => metronome.snapshot);

  const disclosure = (tool: Tool, label: ReactNode) => (
    <button
      type="button"
      aria-expanded={open === tool}
      aria-controls={`${id}-${tool}`}
      onClick={() => setOpen(open === tool ? null : tool)}
      className={`${toolButton} ${open === tool ? 'bg-white/15' : ''}`}
    >
      {label}
    </button>
  );

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Lesson tools" className="flex flex-wrap items-center gap-3">
        {disclosure('metronome', 'Metronome')}
        {disclosure('tuner', 'Tuner')}
        <Suspense fallback={null}>
          <RecordControl room={room} channel={channel} local={local} remote={remote} />
        </Suspense>
        <MetronomeStatus
          snapshot={snapshot}
          metronome={metronome}
          otherName={room.other.name}
          panelOpen={open === 'metronome'}
        />
      </div>
      <div id={`${id}-metronome`} hidden={open !== 'metronome'}>
        {open === 'metronome' ? <MetronomePanel metronome={metronome} snapshot={snapshot} /> : null}
      </div>
      <div id={`${id}-tuner`} hidden={open !== 'tuner'}>
        {open === 'tuner' ? (
          <Suspense fallback={<p>Opening the tuner...</p>}>
            <TunerPanel microphoneId={microphoneId} />
          </Suspense>
        ) : null}
      </div>
      {/* Starts afresh when the other person leaves or comes back: a page that rejoins while recording
          says so again. */}
      <OtherRecording key={String(otherPresent)} channel={channel} name={room.other.name} />
    </div>
  );
}

/** What the other person's recording is doing, told before it starts and shown while it runs. */
function OtherRecording({ channel, name }: { channel: RoomChannel; name: string }) {
  const [state, setState] = useState<RecordingState | null>(null);
  useEffect(() => channel.listen(LESSON_TOOL_EVENTS.recording, setState), [channel]);
  const text =
    state === 'announced'
      ? roomToolMessages.recordingAnnounced(name)
      : state === 'running'
        ? roomToolMessages.recordingRunning(name)
        : state === 'stopped'
          ? roomToolMessages.recordingStoppedOther(name)
          : '';
  return (
    <p
      role="status"
      data-testid="other-recording"
      data-recording={state ?? 'none'}
      className={
        state === 'announced' || state === 'running'
          ? 'rounded-lg bg-red-700 px-3 py-2 font-semibold text-white'
          : 'text-sm text-neutral-300'
      }
    >
      {state === 'running' ? (
        <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-full bg-red-500" />
      ) : null}
      {text}
    </p>
  );
}

function MetronomeStatus({
  snapshot,
  metronome,
  otherName,
  panelOpen,
}: {
  snapshot: MetronomeSnapshot;
  metronome: SharedMetronome;
  otherName: string;
  /** The panel has its own Stop button. */
  panelOpen: boolean;
}) {
  const { state, clock, beats, audible } = snapshot;
  const mine = state.changedBy === metronome.role;
  const who = mine ? 'you' : otherName;
  const text = state.running
    ? `${roomToolMessages.metronomePlaying(state.bpm, state.meter)} ${roomToolMessages.metronomeStartedBy(who)}`
    : state.changedMs > 0
      ? `${roomToolMessages.metronomeStopped} ${roomToolMessages.metronomeStoppedBy(who)}`
      : '';
  return (
    <>
      <p
        role="status"
        aria-live="polite"
        data-testid="metronome-status"
        data-running={state.running}
        data-start-ms={state.running ? Math.round(state.startMs) : undefined}
        data-beats={beats.join(' ')}
        data-clock-offset-ms={clock ? clock.offsetMs.toFixed(1) : undefined}
        data-clock-error-ms={clock ? clock.errorMs.toFixed(1) : undefined}
        className="text-sm font-semibold text-lime"
      >
        {text}
      </p>
      {state.running && !audible ? (
        <button type="button" className={toolButton} onClick={() => void metronome.resume()}>
          Play the metronome here
        </button>
      ) : null}
      {state.running && !panelOpen ? (
        <button type="button" className={toolButton} onClick={() => metronome.stop()}>
          Stop metronome
        </button>
      ) : null}
    </>
  );
}
