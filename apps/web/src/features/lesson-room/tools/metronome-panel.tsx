/**
 * The metronome's controls: tempo (30-300 BPM, typed or stepped), meter, the accent on beat one, and start
 * or stop, all shared with the other participant. The status line that says what plays is in the tools bar
 * (MetronomeStatus), so it shows even when this panel is closed.
 */
import { useId } from 'react';
import { clampBpm, MAX_BPM, METERS, MIN_BPM, type Meter } from './metronome-beats.ts';
import type { MetronomeSnapshot, SharedMetronome } from './metronome.ts';
import { NumberInput } from './number-input.tsx';
import { toolButton, toolField, toolPanel } from './tool-ui.ts';

export function MetronomePanel({
  metronome,
  snapshot,
}: {
  metronome: SharedMetronome;
  snapshot: MetronomeSnapshot;
}) {
  const id = useId();
  const { state } = snapshot;
  return (
    <section aria-labelledby={`${id}-title`} className={toolPanel}>
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Metronome
      </h2>
      <p className="text-sm text-neutral-300">
        Both of you hear it on your own device, in time with each other; it is not sent through the call.
      </p>
      <div className="flex flex-wrap items-end gap-3">
        {/* Keyed by the tempo: a change by the other participant shows in the field too. */}
        <TempoField key={state.bpm} bpm={state.bpm} onCommit={(bpm) => void metronome.change({ bpm })} />
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-meter`} className="text-sm font-semibold">
            Time signature
          </label>
          <select
            id={`${id}-meter`}
            value={state.meter}
            onChange={(event) => void metronome.change({ meter: event.target.value as Meter })}
            className={toolField}
          >
            {METERS.map((meter) => (
              <option key={meter} value={meter}>
                {meter}
              </option>
            ))}
          </select>
        </div>
        <label className="flex h-11 items-center gap-2 font-semibold">
          <input
            type="checkbox"
            checked={state.accent}
            onChange={(event) => void metronome.change({ accent: event.target.checked })}
            className="size-5 accent-lime"
          />
          Accent beat one
        </label>
        <button
          type="button"
          className={`${toolButton} ${state.running ? 'border-lime bg-lime text-ink hover:bg-lime' : ''}`}
          onClick={() => (state.running ? metronome.stop() : void metronome.start())}
        >
          {state.running ? 'Stop metronome' : 'Start metronome'}
        </button>
      </div>
    </section>
  );
}

function TempoField({ bpm, onCommit }: { bpm: number; onCommit: (bpm: number) => void }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Tempo (BPM, {MIN_BPM} to {MAX_BPM})
      </label>
      <div className="flex gap-2">
        <button
          type="button"
          className={toolButton}
          aria-label="Slower"
          disabled={bpm <= MIN_BPM}
          onClick={() => onCommit(clampBpm(bpm - 1))}
        >
          −
        </button>
        <NumberInput
          id={id}
          value={bpm}
          min={MIN_BPM}
          max={MAX_BPM}
          step={1}
          settle={clampBpm}
          onCommit={onCommit}
          className="w-24"
        />
        <button
          type="button"
          className={toolButton}
          aria-label="Faster"
          disabled={bpm >= MAX_BPM}
          onClick={() => onCommit(clampBpm(bpm + 1))}
        >
          +
        </button>
      </div>
    </div>
  );
}
