/**
 * /lesson/{id}?t= (issue 5 item 8): the enter call with the link's token, refusals in plain words, and the
 * room's state and controls (the call itself, which needs a browser's WebRTC, is replaced by a stub here;
 * e2e/tests/lesson-room.spec.ts runs it for real).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lessonRoomMessages, soundModeMessages, type RoomEnterResponse } from '@app/contract';
import { mockApi } from '../../../../test/mock-api.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import type { MediaSnapshot } from '../call/local-media.ts';
import type { useLessonRoom } from '../call/use-lesson-room.ts';
import { RoomChannel } from '../call/room-channel.ts';

type Room = ReturnType<typeof useLessonRoom>;
const hook = vi.hoisted(() => ({ current: undefined as unknown as Room }));
vi.mock('../call/use-lesson-room.ts', () => ({ useLessonRoom: () => hook.current }));

const { LessonRoomPage } = await import('./lesson-room-page.tsx');

const room: RoomEnterResponse = {
  booking_id: 42,
  start_utc: '2026-11-24T10:00:00Z',
  end_utc: '2026-11-24T11:00:00Z',
  closes_at: '2026-11-24T11:10:00Z',
  skill: 'Piano',
  role: 'student',
  you: { id: 1, name: 'Sam Student' },
  other: { id: 2, name: 'Maya Mentor', picture: null },
  channel: 'private-lesson-42',
  ice_servers: [],
  sound_mode: 'music',
  music_bitrate: 160_000,
};

const snapshot: MediaSnapshot = {
  muted: false,
  cameraOff: false,
  sharingScreen: false,
  screenAudio: false,
  musician: false,
  microphoneId: 'mic-1',
  cameraId: 'cam-1',
  problem: null,
};

function fakeMedia() {
  return {
    stream: null,
    setMuted: vi.fn(),
    setCameraOff: vi.fn(),
    shareScreen: vi.fn(() => Promise.reject(new Error('cancelled'))),
    stopScreen: vi.fn(),
    useMicrophone: vi.fn(() => Promise.resolve()),
    useCamera: vi.fn(() => Promise.resolve()),
    start: vi.fn(() => Promise.resolve()),
  };
}

let media: ReturnType<typeof fakeMedia>;

function roomState(patch: Partial<Room> = {}): Room {
  return {
    state: 'connected',
    media: media as never,
    snapshot,
    remote: null,
    ended: null,
    failure: null,
    devices: {
      microphones: [
        { deviceId: 'mic-1', label: 'Built-in microphone' },
        { deviceId: 'mic-2', label: 'USB interface' },
      ],
      cameras: [{ deviceId: 'cam-1', label: 'Camera 1' }],
    },
    leave: vi.fn(),
    roomChannel: new RoomChannel(),
    soundMode: 'music',
    setSoundMode: vi.fn(() => Promise.resolve()),
    stats: vi.fn(() => Promise.resolve(undefined)),
    ...patch,
  };
}

beforeEach(() => {
  // This tab joined before (the device check is a browser journey's: it needs real devices).
  window.sessionStorage.setItem('app.roomJoined.42', '1');
  media = fakeMedia();
  hook.current = roomState();
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/lesson/:bookingId', element: <LessonRoomPage /> },
      { path: '/my-lessons', element: <p>My Lessons page</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('the lesson room page', () => {
  it('sends the token to the enter call and shows the room with its connection state', async () => {
    const calls = mockApi({
      'lessonRoom.enter': { status: 200, body: room },
      'lessonRoom.kept': { status: 200, body: { files: [], messages: [] } },
      'system.time': { status: 200, body: { now_ms: Date.parse('2026-11-24T10:05:00Z') } },
    });
    renderAt('/lesson/42?t=signed.token');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Piano lesson with Maya Mentor' }),
    ).toBeVisible();
    // The timer names the end's zone too.
    expect(screen.getByText(/^Ends at 11:00 \(UTC/)).toBeVisible();
    // ADR 49: the lesson's times in the viewer's zone, the zone named (the tests run in UTC).
    expect(screen.getByText('Tue 24 Nov 2026, 10:00 (UTC) to 11:00')).toBeVisible();
    // The shared metronome measures the server clock with a few round trips of its own.
    await waitFor(() => expect(calls.filter((c) => c.name === 'system.time')).toHaveLength(5));
    expect(calls.filter((c) => c.name !== 'system.time')).toMatchObject([
      {
        name: 'lessonRoom.enter',
        method: 'POST',
        params: { id: '42' },
        query: {},
        body: { token: 'signed.token' },
      },
      // ADR 64: what the room keeps (files, chat), read once the room is open.
      { name: 'lessonRoom.kept', method: 'GET', params: { id: '42' } },
    ]);
    expect(screen.getByRole('main')).toHaveAttribute('data-connection-state', 'connected');
    expect(screen.getByText('Connected')).toHaveAttribute('role', 'status');
  });

  it('says whom it is waiting for', async () => {
    hook.current = roomState({ state: 'waiting' });
    mockApi({ 'lessonRoom.enter': { status: 200, body: room } });
    renderAt('/lesson/42?t=signed.token');
    expect(await screen.findByRole('heading', { level: 1, name: /Maya Mentor/ })).toBeVisible();
    expect(
      screen.getAllByRole('status').filter((s) => s.textContent === 'Waiting for Maya Mentor to join'),
    ).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveAttribute('data-connection-state', 'waiting');
  });

  it.each([
    [403, { detail: lessonRoomMessages.closed }, lessonRoomMessages.closed],
    [403, { detail: lessonRoomMessages.notAuthorized }, lessonRoomMessages.notAuthorized],
    [404, { detail: 'Lesson not found.' }, lessonRoomMessages.lessonNotFound],
    [500, { detail: 'A server error occurred.' }, lessonRoomMessages.enterFailed],
  ] as const)('explains a %s from the enter call in plain words', async (status, body, text) => {
    mockApi({ 'lessonRoom.enter': { status, body } });
    renderAt('/lesson/42?t=signed.token');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: 'Back to My Lessons' })).toHaveAttribute('href', '/my-lessons');
  });

  it('needs the token: without it nothing is asked', () => {
    const calls = mockApi({});
    renderAt('/lesson/42');
    expect(screen.getByRole('alert')).toHaveTextContent(lessonRoomMessages.noLink);
    expect(calls).toEqual([]);
  });

  it('toggles mute and camera with pressed buttons, shows the sound mode, switches devices, and leaves', async () => {
    hook.current = roomState({ snapshot: { ...snapshot, muted: true } });
    mockApi({ 'lessonRoom.enter': { status: 200, body: room } });
    const router = renderAt('/lesson/42?t=signed.token');
    const mute = await screen.findByRole('button', { name: 'Mute' });
    expect(mute).toHaveAttribute('aria-pressed', 'true');
    await user().click(mute);
    expect(media.setMuted).toHaveBeenCalledWith(false);
    const camera = screen.getByRole('button', { name: 'Camera off' });
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    await user().click(camera);
    expect(media.setCameraOff).toHaveBeenCalledWith(true);
    // The student sees the mentor's choice and is asked for headphones; there is nothing to choose.
    expect(screen.getByText(soundModeMessages.setByMentor('music'))).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent(soundModeMessages.headphones);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user().selectOptions(screen.getByRole('combobox', { name: 'Microphone' }), 'USB interface');
    expect(media.useMicrophone).toHaveBeenCalledWith('mic-2');

    await user().click(screen.getByRole('button', { name: 'Leave' }));
    expect(hook.current.leave).toHaveBeenCalled();
    expect(await screen.findByText('My Lessons page')).toBeVisible();
    expect(router.state.location.pathname).toBe('/my-lessons');
    // Leaving on purpose: a later visit starts at the device check again.
    expect(window.sessionStorage.getItem('app.roomJoined.42')).toBeNull();
  });

  it("lets the mentor choose the room's sound with radio buttons", async () => {
    mockApi({ 'lessonRoom.enter': { status: 200, body: { ...room, role: 'mentor' } } });
    renderAt('/lesson/42?t=signed.token');
    const music = await screen.findByRole('radio', { name: 'Music' });
    expect(music).toBeChecked();
    expect(screen.getByRole('group', { name: soundModeMessages.label })).toHaveAccessibleDescription(
      soundModeMessages.musicHint,
    );
    await user().click(screen.getByRole('radio', { name: 'Speech' }));
    expect(hook.current.setSoundMode).toHaveBeenCalledWith('speech');
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('shows a blocked camera with a way to try again, and a failed screen share in words', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getDisplayMedia: vi.fn() } });
    hook.current = roomState({ snapshot: { ...snapshot, problem: lessonRoomMessages.cameraBlocked } });
    mockApi({ 'lessonRoom.enter': { status: 200, body: room } });
    renderAt('/lesson/42?t=signed.token');
    expect(await screen.findByText(lessonRoomMessages.cameraBlocked)).toBeVisible();
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(media.start).toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Share screen' }));
    expect(await screen.findByText(lessonRoomMessages.screenShareFailed)).toBeVisible();
  });

  it('says so when the room has closed', async () => {
    hook.current = roomState({ ended: 'closed' });
    mockApi({ 'lessonRoom.enter': { status: 200, body: room } });
    renderAt('/lesson/42?t=signed.token');
    expect(await screen.findByText(lessonRoomMessages.closed)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave' })).not.toBeInTheDocument();
  });
});
