/**
 * The room's tools bar (issue 19 items 4, 5, 8): the shared metronome, the tuner and recording, each
 * opened below the bar by a disclosure button. What the other participant started shows here whether a
 * panel is open or not: the metronome's status line (with its scheduled beats as data attributes, in
 * server-clock ms, for anyone checking the timing) and the recording notice.
 */
import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react';
import { roomToolMessages, type RoomEnterResponse } from '@app/contract';
import { MetronomePanel } from './metronome-panel.tsx';
import { SharedMetronome, type MetronomeSnapshot } from './metronome.ts';
import type { RoomMessenger } from './room-messenger.ts';
import { toolButton } from './tool-ui.ts';

type Tool = 'metronome';

export function RoomTools({ room, messenger }: { room: RoomEnterResponse; messenger: RoomMessenger }) {
  const id = useId();
  const [open, setOpen] = useState<Tool | null>(null);
  const [metronome] = useState(() => new SharedMetronome(messenger, room.role));
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
    </div>
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
