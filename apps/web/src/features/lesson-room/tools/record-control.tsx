/**
 * Recording the lesson to this device (issue 19 item 8): Record asks first, saying that the other person
 * will be told; on Start the other page is told, and the recording starts a moment later; Stop saves the
 * file to this device (nothing is uploaded). Loaded lazily with the recorder and the dialog.
 */
import { useEffect, useRef, useState } from 'react';
import { LESSON_TOOL_EVENTS, roomToolMessages, type RoomEnterResponse } from '@app/contract';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { buttonClasses } from '../../../shared/ui/button.tsx';
import { LessonRecorder, saveRecording } from './lesson-recorder.ts';
import { ANNOUNCE_MS, type RecordingState } from './recording-notice.ts';
import type { RoomChannel } from '../call/room-channel.ts';
import { toolButton } from './tool-ui.ts';

type Phase = 'idle' | 'asking' | 'announcing' | 'recording';

export function RecordControl({
  room,
  channel,
  local,
  remote,
}: {
  room: RoomEnterResponse;
  channel: RoomChannel;
  local: MediaStream | null;
  remote: MediaStream | null;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [outcome, setOutcome] = useState<string>('');
  const recorder = useRef<LessonRecorder | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const tell = (state: RecordingState) => channel.send(LESSON_TOOL_EVENTS.recording, { state });

  // The other page learns of a running recording when it (re)joins.
  useEffect(
    () =>
      channel.onPeerArrived(() => {
        if (recorder.current) channel.send(LESSON_TOOL_EVENTS.recording, { state: 'running' });
      }),
    [channel],
  );
  // The streams as they are when the recording starts, after the announcement's pause.
  const streams = useRef({ local, remote });
  const pending = useRef<number | undefined>(undefined);
  useEffect(() => {
    streams.current = { local, remote };
    recorder.current?.setRemote(remote);
  }, [local, remote]);
  // Leaving the room while recording keeps what was recorded (and a recording not begun never begins).
  useEffect(
    () => () => {
      window.clearTimeout(pending.current);
      const running = recorder.current;
      recorder.current = null;
      if (running) void running.stop().then((blob) => saveRecording(blob, room.booking_id, new Date()));
    },
    [room.booking_id],
  );

  const start = () => {
    setPhase('announcing');
    setOutcome('');
    tell('announced');
    pending.current = window.setTimeout(() => {
      try {
        const { local: mine, remote: theirs } = streams.current;
        if (!mine) throw new Error('no local media');
        const next = new LessonRecorder(mine, theirs);
        next.start();
        recorder.current = next;
        tell('running');
        setPhase('recording');
      } catch {
        tell('stopped');
        setOutcome(roomToolMessages.recordingFailed);
        setPhase('idle');
      }
    }, ANNOUNCE_MS);
  };

  const stop = async () => {
    const running = recorder.current;
    recorder.current = null;
    setPhase('idle');
    tell('stopped');
    if (!running) return;
    saveRecording(await running.stop(), room.booking_id, new Date());
    setOutcome(roomToolMessages.recordingSaved);
  };

  const status =
    phase === 'recording'
      ? roomToolMessages.recordingYours
      : phase === 'announcing'
        ? roomToolMessages.recordingStarting(room.other.name)
        : outcome;
  return (
    <>
      {phase === 'recording' ? (
        <button
          type="button"
          className={`${toolButton} border-red-500 bg-red-700`}
          onClick={() => void stop()}
        >
          Stop recording
        </button>
      ) : (
        <button
          ref={opener}
          type="button"
          className={toolButton}
          disabled={phase === 'announcing' || typeof MediaRecorder === 'undefined'}
          onClick={() => setPhase('asking')}
        >
          Record
        </button>
      )}
      <p role="status" data-testid="my-recording" className="text-sm font-semibold text-white">
        {phase === 'recording' ? (
          <span aria-hidden="true" className="mr-2 inline-block size-3 rounded-full bg-red-500" />
        ) : null}
        {status}
      </p>
      <Dialog
        open={phase === 'asking'}
        onOpenChange={(open) => {
          if (!open && phase === 'asking') setPhase('idle');
        }}
        title="Record this lesson?"
        description={roomToolMessages.recordingConfirm(room.other.name)}
        returnFocusTo={opener}
      >
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonClasses('secondary')} onClick={() => setPhase('idle')}>
            Cancel
          </button>
          <button type="button" className={buttonClasses('primary')} onClick={start}>
            Start recording
          </button>
        </div>
      </Dialog>
    </>
  );
}
