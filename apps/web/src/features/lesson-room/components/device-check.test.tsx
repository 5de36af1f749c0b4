/**
 * The device check's plain words when the camera and microphone are refused or missing, the way to try
 * again, and joining (the preview, meter and test sound need real devices: e2e/tests/lesson-room.spec.ts).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonRoomMessages, soundModeMessages, type RoomEnterResponse } from '@app/contract';

// jsdom takes only a real MediaStream as a video's source: the preview is the journey's to check.
vi.mock('./video-tile.tsx', () => ({ VideoTile: () => null }));
const { DeviceCheck } = await import('./device-check.tsx');

const room = {
  booking_id: 42,
  skill: 'Piano',
  role: 'student',
  other: { id: 2, name: 'Maya Mentor', picture: null },
  sound_mode: 'music',
} as RoomEnterResponse;

function fakeTrack(kind: string) {
  return { kind, enabled: true, stop: vi.fn(), getSettings: () => ({ deviceId: `${kind}-1` }) };
}

class FakeStream {
  private tracks: ReturnType<typeof fakeTrack>[];
  constructor(tracks: ReturnType<typeof fakeTrack>[] = []) {
    this.tracks = [...tracks];
  }
  addTrack(track: ReturnType<typeof fakeTrack>) {
    this.tracks.push(track);
  }
  removeTrack(track: ReturnType<typeof fakeTrack>) {
    this.tracks = this.tracks.filter((t) => t !== track);
  }
  getTracks() {
    return this.tracks;
  }
  getAudioTracks() {
    return this.tracks.filter((t) => t.kind === 'audio');
  }
  getVideoTracks() {
    return this.tracks.filter((t) => t.kind === 'video');
  }
}

class FakeAudioContext {
  createAnalyser() {
    return { fftSize: 32, getFloatTimeDomainData: vi.fn() };
  }
  createMediaStreamSource() {
    return { connect: vi.fn() };
  }
  createMediaStreamDestination() {
    return { stream: new FakeStream([fakeTrack('audio')]) };
  }
  close() {
    return Promise.resolve();
  }
}

type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<unknown>;
let getUserMedia: ReturnType<typeof vi.fn<GetUserMedia>>;

beforeEach(() => {
  getUserMedia = vi.fn<GetUserMedia>();
  vi.stubGlobal('MediaStream', FakeStream);
  // jsdom has no Web Audio: enough of it for the silent stand-in and the meter.
  vi.stubGlobal('AudioContext', FakeAudioContext);
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  Object.assign(HTMLCanvasElement.prototype, {
    captureStream: () => new FakeStream([fakeTrack('video')]),
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    mediaDevices: { getUserMedia, enumerateDevices: () => Promise.resolve([]) },
  });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const user = () => userEvent.setup({ delay: null });

describe('the device check', () => {
  it('says the camera and microphone are blocked and tries again', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    render(<DeviceCheck room={room} onJoin={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(lessonRoomMessages.cameraBlocked);
    getUserMedia.mockImplementation((constraints: MediaStreamConstraints) =>
      Promise.resolve(
        new FakeStream([
          ...(constraints.audio ? [fakeTrack('audio')] : []),
          ...(constraints.video ? [fakeTrack('video')] : []),
        ]),
      ),
    );
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    // Music lesson: the microphone is asked for without the voice filters.
    expect(getUserMedia).toHaveBeenLastCalledWith(
      expect.objectContaining({ audio: expect.objectContaining({ echoCancellation: false }) as object }),
    );
  });

  it('says when no device exists, and still lets the person join', async () => {
    getUserMedia.mockRejectedValue(new DOMException('none', 'NotFoundError'));
    const onJoin = vi.fn();
    render(<DeviceCheck room={room} onJoin={onJoin} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(lessonRoomMessages.noDevices);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(soundModeMessages.deviceCheckTitle);
    await user().click(screen.getByRole('button', { name: soundModeMessages.join }));
    expect(onJoin).toHaveBeenCalled();
  });
});
