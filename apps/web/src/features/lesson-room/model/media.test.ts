import { describe, expect, it } from 'vitest';
import { lessonRoomMessages } from '@app/contract';
import { audioConstraints, devicesOf, levelOf, mediaErrorText, videoConstraints } from './media.ts';

describe('media constraints', () => {
  it('turns the voice filters off and asks for stereo in musician mode', () => {
    expect(audioConstraints({ musician: true })).toEqual({
      echoCancellation: false,
      noiseSuppression: false,
      autoGainControl: false,
      channelCount: 2,
    });
    expect(audioConstraints({ musician: false, deviceId: 'mic-2' })).toEqual({
      deviceId: { exact: 'mic-2' },
      echoCancellation: true,
      noiseSuppression: true,
      autoGainControl: true,
    });
  });

  it('asks for the chosen camera exactly', () => {
    expect(videoConstraints('cam-1')).toMatchObject({ deviceId: { exact: 'cam-1' } });
    expect(videoConstraints()).not.toHaveProperty('deviceId');
  });

  it('explains a blocked or missing device in plain words', () => {
    expect(mediaErrorText(new DOMException('denied', 'NotAllowedError'))).toBe(
      lessonRoomMessages.cameraBlocked,
    );
    expect(mediaErrorText(new DOMException('none', 'NotFoundError'))).toBe(lessonRoomMessages.noDevices);
  });

  it('lists devices of one kind with a fallback label', () => {
    const device = (kind: MediaDeviceKind, deviceId: string, label = '') =>
      ({ kind, deviceId, label, groupId: '', toJSON: () => ({}) }) as MediaDeviceInfo;
    const list = [
      device('audioinput', 'm1', 'USB mic'),
      device('videoinput', 'c1'),
      device('audiooutput', 's1', 'Speakers'),
      device('videoinput', ''),
    ];
    expect(devicesOf(list, 'audioinput')).toEqual([{ deviceId: 'm1', label: 'USB mic' }]);
    expect(devicesOf(list, 'videoinput')).toEqual([{ deviceId: 'c1', label: 'Camera 1' }]);
  });
});

describe('levelOf', () => {
  it('is 0 for silence, grows with loudness and stops at 100', () => {
    expect(levelOf(new Float32Array(128))).toBe(0);
    const quiet = levelOf(new Float32Array(128).fill(0.05));
    const loud = levelOf(new Float32Array(128).fill(0.2));
    expect(quiet).toBe(15);
    expect(loud).toBe(60);
    expect(levelOf(new Float32Array(128).fill(-1))).toBe(100);
    expect(levelOf(new Float32Array(0))).toBe(0);
  });
});
