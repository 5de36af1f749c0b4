/**
 * The room's controls: mute, camera off and screen sharing are toggle buttons (aria-pressed,
 * the name stays the same), Leave ends the call; below them the camera and microphone to use.
 */
import { useId, type ReactNode } from 'react';
import { screenShareMessages } from '@app/contract';
import type { MediaSnapshot } from '../call/local-media.ts';
import type { Devices } from '../call/use-lesson-room.ts';
import { DevicePicker } from './device-picker.tsx';

const base =
  'inline-flex h-12 items-center justify-center rounded-xl border-2 px-4 font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime disabled:cursor-not-allowed disabled:opacity-60';

function Toggle({
  pressed,
  onToggle,
  children,
  description,
  disabled = false,
}: {
  pressed: boolean;
  onToggle: () => void;
  children: ReactNode;
  description?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <>
      <button
        type="button"
        aria-pressed={pressed}
        aria-describedby={description ? id : undefined}
        disabled={disabled}
        onClick={onToggle}
        className={`${base} ${pressed ? 'border-lime bg-lime text-ink' : 'border-white bg-transparent text-white hover:bg-white/10'}`}
      >
        {children}
      </button>
      {description ? (
        <span id={id} className="sr-only">
          {description}
        </span>
      ) : null}
    </>
  );
}

export interface ControlActions {
  setMuted: (muted: boolean) => void;
  setCameraOff: (off: boolean) => void;
  setSharing: (on: boolean) => void;
  useMicrophone: (deviceId: string) => void;
  useCamera: (deviceId: string) => void;
  leave: () => void;
}

export function CallControls({
  media,
  devices,
  actions,
}: {
  media: MediaSnapshot;
  devices: Devices;
  actions: ControlActions;
}) {
  const screenShareSupported =
    typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getDisplayMedia === 'function';
  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-label="Call controls"
        className="flex flex-wrap items-center justify-center gap-3"
      >
        <Toggle pressed={media.muted} onToggle={() => actions.setMuted(!media.muted)}>
          Mute
        </Toggle>
        <Toggle pressed={media.cameraOff} onToggle={() => actions.setCameraOff(!media.cameraOff)}>
          Camera off
        </Toggle>
        {screenShareSupported ? (
          <Toggle
            pressed={media.sharingScreen}
            onToggle={() => actions.setSharing(!media.sharingScreen)}
            description={screenShareMessages.description}
          >
            Share screen
          </Toggle>
        ) : null}
        {media.sharingScreen ? (
          <span role="status" className="text-sm text-neutral-200">
            {media.screenAudio ? screenShareMessages.withSound : screenShareMessages.withoutSound}
          </span>
        ) : null}
        <button
          type="button"
          onClick={actions.leave}
          className={`${base} border-brand bg-brand text-ink hover:bg-brand-dark`}
        >
          Leave
        </button>
      </div>
      <div className="flex flex-wrap justify-center gap-4">
        <DevicePicker
          label="Camera"
          choices={devices.cameras}
          value={media.cameraId}
          onChange={actions.useCamera}
        />
        <DevicePicker
          label="Microphone"
          choices={devices.microphones}
          value={media.microphoneId}
          onChange={actions.useMicrophone}
        />
      </div>
    </div>
  );
}
