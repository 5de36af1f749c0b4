/**
 * The room itself: the other person's video large, this side's preview small, the connection state in
 * words (announced politely), problems in plain words, and the controls.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { lessonRoomMessages, soundModeMessages, type RoomEnterResponse } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { useLessonRoom, type RoomEnd } from '../call/use-lesson-room.ts';
import { callStateText } from '../model/call-state.ts';
import { markJoined, rememberedDevices } from '../call/remembered-devices.ts';
import { CallControls, type ControlActions } from './call-controls.tsx';
import { QualityIndicator } from './quality-indicator.tsx';
import { SoundModeControl } from './sound-mode-control.tsx';
import { VideoTile } from './video-tile.tsx';
import { RoomBoard } from '../sheets/room-board.tsx';
import { useRoomBoard } from '../sheets/use-room-board.ts';
import { formatClockTime, formatShortDateTime } from '../../../shared/time/viewer-zone.ts';
import { LessonTimer } from '../tools/lesson-timer.tsx';
import { RoomTools } from '../tools/room-tools.tsx';

const MY_LESSONS = '/my-lessons';

const endTexts: Record<Exclude<RoomEnd, 'left'>, string> = {
  closed: lessonRoomMessages.closed,
  replaced: lessonRoomMessages.otherWindow,
};

export function LessonRoom({ room }: { room: RoomEnterResponse }) {
  const navigate = useNavigate();
  const call = useLessonRoom(room);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  const { media, snapshot } = call;
  const board = useRoomBoard(room, call.roomChannel);
  const [speakerId] = useState(() => rememberedDevices().speakerId);

  /** Runs a device action; a failure keeps what was working and says so. */
  const attempt = (action: () => Promise<void>, failure: string) => {
    setBusy(true);
    setActionError(null);
    action()
      .catch(() => setActionError(failure))
      .finally(() => setBusy(false));
  };

  const actions: ControlActions = {
    setMuted: (muted) => media?.setMuted(muted),
    setCameraOff: (off) => media?.setCameraOff(off),
    setSharing: (on) => {
      if (!media) return;
      if (on) attempt(() => media.shareScreen(), lessonRoomMessages.screenShareFailed);
      else media.stopScreen();
    },
    useMicrophone: (id) =>
      media && attempt(() => media.useMicrophone(id), lessonRoomMessages.deviceSwitchFailed),
    useCamera: (id) => media && attempt(() => media.useCamera(id), lessonRoomMessages.deviceSwitchFailed),
    leave: () => {
      markJoined(room.booking_id, false);
      call.leave();
      void navigate(MY_LESSONS);
    },
  };

  if (call.ended === 'closed' || call.ended === 'replaced') {
    return (
      <main
        id="main"
        tabIndex={-1}
        data-connection-state="ended"
        className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 px-4 outline-none"
      >
        <h1 className="text-3xl font-extrabold">
          {room.skill} lesson with {room.other.name}
        </h1>
        <Alert tone="info">{endTexts[call.ended]}</Alert>
        <ButtonLink to={MY_LESSONS}>Back to My Lessons</ButtonLink>
      </main>
    );
  }

  const stateText = callStateText(call.state, room.other.name);
  return (
    <main
      id="main"
      tabIndex={-1}
      data-connection-state={call.state}
      className="flex min-h-[max(100dvh,560px)] flex-col gap-4 bg-neutral-950 px-4 py-4 text-white outline-none"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h1 className="text-2xl font-extrabold">
            {room.skill} lesson with {room.other.name}
          </h1>
          <p className="text-sm text-neutral-300">{lessonTimes(room.start_utc, room.end_utc)}</p>
          <LessonTimer room={room} />
        </div>
        <div className="flex flex-col items-end gap-1">
          <p role="status" aria-live="polite" className="font-semibold text-lime">
            {stateText}
          </p>
          <QualityIndicator connected={call.state === 'connected'} stats={call.stats} />
        </div>
      </header>
      <SoundModeControl
        role={room.role}
        mode={call.soundMode}
        busy={busy}
        onChange={(mode) => attempt(() => call.setSoundMode(mode), soundModeMessages.switchFailed)}
      />
      {snapshot.problem || actionError || call.failure ? (
        <div className="flex flex-col gap-2 text-ink">
          {snapshot.problem ? (
            <Alert tone="error">
              <p>{snapshot.problem}</p>
              <button
                type="button"
                className="mt-2 h-10 rounded-xl border-2 border-ink bg-white px-4 font-semibold"
                onClick={() => media && attempt(() => media.start(), snapshot.problem ?? '')}
              >
                Try again
              </button>
            </Alert>
          ) : null}
          {actionError ? <Alert tone="error">{actionError}</Alert> : null}
          {call.failure ? <Alert tone="error">{call.failure}</Alert> : null}
        </div>
      ) : null}
      {/* The videos fill what the header, the shared board and the controls leave of the window. */}
      <div className="flex min-h-0 flex-1 flex-col gap-4 lg:flex-row">
        <div className="relative min-h-60 flex-1">
          <VideoTile
            stream={call.remote}
            label={room.other.name}
            placeholder={call.state === 'connected' ? undefined : stateText}
            sinkId={speakerId}
            className="absolute inset-0"
          />
          <VideoTile
            stream={media?.stream ?? null}
            label="You"
            self
            className="absolute right-3 bottom-3 aspect-video w-40 border-2 border-neutral-600 sm:w-64"
          />
        </div>
        <RoomBoard room={room} board={board} />
      </div>
      <RoomTools
        room={room}
        channel={call.roomChannel}
        local={media?.stream ?? null}
        remote={call.remote}
        microphoneId={snapshot.microphoneId}
        otherPresent={call.state !== 'waiting'}
      />
      <CallControls media={snapshot} devices={call.devices} actions={actions} />
    </main>
  );
}

/** "Wed 25 Nov 2026, 10:00 (Berlin time, GMT+1) to 11:00": the lesson's times in the viewer's zone, named. */
export function lessonTimes(startUtc: string, endUtc: string): string {
  return `${formatShortDateTime(startUtc)} to ${formatClockTime(endUtc)}`;
}
