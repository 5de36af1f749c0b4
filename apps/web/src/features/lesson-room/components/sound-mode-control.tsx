/**
 * The room's sound mode (issue 19 item 1): the mentor chooses Music or Speech for both sides with two
 * radio buttons; the student sees the mentor's choice and, with Music, is asked to use headphones.
 */
import { useId } from 'react';
import { SOUND_MODES, soundModeMessages, type RoomEnterResponse, type SoundMode } from '@app/contract';

export function SoundModeControl({
  role,
  mode,
  busy,
  onChange,
}: {
  role: RoomEnterResponse['role'];
  mode: SoundMode;
  busy: boolean;
  onChange: (mode: SoundMode) => void;
}) {
  const hint = useId();
  if (role === 'student') {
    return (
      <div className="flex flex-col gap-1" data-sound-mode={mode}>
        <p className="font-semibold">{soundModeMessages.setByMentor(mode)}</p>
        {mode === 'music' ? (
          <p role="note" className="rounded-lg bg-lime px-3 py-2 font-semibold text-ink">
            {soundModeMessages.headphones}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <fieldset className="flex flex-wrap items-center gap-3" data-sound-mode={mode} aria-describedby={hint}>
      <legend className="float-left mr-2 font-semibold">{soundModeMessages.label}</legend>
      {SOUND_MODES.map((choice) => (
        <label
          key={choice}
          className="flex h-11 cursor-pointer items-center gap-2 rounded-xl border-2 border-white px-3 font-semibold has-checked:border-lime has-checked:bg-lime has-checked:text-ink has-focus-visible:outline-3 has-focus-visible:outline-offset-2 has-focus-visible:outline-lime"
        >
          <input
            type="radio"
            name="sound-mode"
            value={choice}
            checked={mode === choice}
            disabled={busy}
            onChange={() => onChange(choice)}
            className="size-4 accent-ink"
          />
          {soundModeMessages[choice]}
        </label>
      ))}
      <span id={hint} className="text-sm text-neutral-300">
        {mode === 'music' ? soundModeMessages.musicHint : soundModeMessages.speechHint}
      </span>
    </fieldset>
  );
}
