/**
 * What the room asks of the camera and microphone. Speech mode lets the browser clean the voice up (echo
 * cancellation, noise suppression, automatic gain); musician mode turns all of that off and asks for two
 * channels, because those filters treat a sustained note as noise and pump the volume of a piano.
 */
import { lessonRoomMessages } from '@app/contract';

export function audioConstraints(options: { deviceId?: string; musician: boolean }): MediaTrackConstraints {
  const device = options.deviceId ? { deviceId: { exact: options.deviceId } } : {};
  return options.musician
    ? { ...device, echoCancellation: false, noiseSuppression: false, autoGainControl: false, channelCount: 2 }
    : { ...device, echoCancellation: true, noiseSuppression: true, autoGainControl: true };
}

export function videoConstraints(deviceId?: string): MediaTrackConstraints {
  return {
    ...(deviceId ? { deviceId: { exact: deviceId } } : {}),
    width: { ideal: 1280 },
    height: { ideal: 720 },
  };
}

/** Why the camera or microphone could not be used, in plain words. */
export function mediaErrorText(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return lessonRoomMessages.noDevices;
  return lessonRoomMessages.cameraBlocked;
}

export interface DeviceChoice {
  deviceId: string;
  label: string;
}

/** The cameras, microphones or speakers to choose from; browsers hide labels until access is granted. */
export function devicesOf(devices: MediaDeviceInfo[], kind: MediaDeviceKind): DeviceChoice[] {
  const word = { audioinput: 'Microphone', videoinput: 'Camera', audiooutput: 'Speaker' }[kind];
  return devices
    .filter((d) => d.kind === kind && d.deviceId !== '')
    .map((d, i) => ({ deviceId: d.deviceId, label: d.label || `${word} ${i + 1}` }));
}

/** A microphone level from 0 to 100 from time-domain samples (RMS, scaled so speech reaches the middle). */
export function levelOf(samples: Float32Array): number {
  if (samples.length === 0) return 0;
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  const rms = Math.sqrt(sum / samples.length);
  return Math.min(100, Math.round(rms * 300));
}
