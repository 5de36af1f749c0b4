/**
 * Session lengths with their unpaid breaks (ONBOARD-27, spec 002 §4 and §9), shared by the onboarding
 * wizard's rate step and the settings availability tab. Controlled: `value` in, every edit out.
 */
import { settingsMessages } from '@app/contract';
import { useId } from 'react';
import {
  BREAK_OPTIONS,
  hasEnabledSession,
  sessionLabel,
  setSessionBreak,
  setSessionEnabled,
  type SessionLength,
} from '../model/sessions.ts';

interface SessionLengthsEditorProps {
  value: readonly SessionLength[];
  onChange: (value: SessionLength[]) => void;
}

export function SessionLengthsEditor({ value, onChange }: SessionLengthsEditorProps) {
  const id = useId();
  const none = !hasEnabledSession(value);
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-hint${none ? ` ${id}-error` : ''}`}>
      <legend className="text-lg font-bold">Session lengths</legend>
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        Choose the lesson lengths you offer. A break after a lesson keeps that time free of bookings; breaks
        are unpaid.
      </p>
      <ul className="flex flex-col gap-2">
        {value.map((length) => {
          const checkId = `${id}-${length.duration}`;
          return (
            <li
              key={length.duration}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-neutral-300 px-4 py-3"
            >
              <div className="flex items-center gap-3">
                <input
                  id={checkId}
                  type="checkbox"
                  checked={length.enabled}
                  onChange={(e) => onChange(setSessionEnabled(value, length.duration, e.target.checked))}
                  className="h-5 w-5 accent-black"
                />
                <label htmlFor={checkId} className="font-semibold">
                  {sessionLabel(length.duration)}
                </label>
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={`${checkId}-break`} className="text-sm">
                  Break after <span className="sr-only">{sessionLabel(length.duration)} lessons</span>
                </label>
                <select
                  id={`${checkId}-break`}
                  value={length.break}
                  disabled={!length.enabled}
                  onChange={(e) => onChange(setSessionBreak(value, length.duration, Number(e.target.value)))}
                  className="h-10 rounded-lg border-2 border-neutral-300 bg-white px-2 focus:border-ink disabled:opacity-50"
                >
                  {BREAK_OPTIONS.map((minutes) => (
                    <option key={minutes} value={minutes}>
                      {minutes === 0 ? 'No break' : `${minutes} min`}
                    </option>
                  ))}
                </select>
              </div>
            </li>
          );
        })}
      </ul>
      {none ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {settingsMessages.sessionsRequired}
        </p>
      ) : null}
    </fieldset>
  );
}
