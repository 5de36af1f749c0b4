/**
 * /lesson/{bookingId}?t=token (JOIN-03, rule L1, issue 5 item 8): the built-in lesson room. The page first
 * hands the token to the server (enter); only the booking's two participants, signed in as the account the
 * token was made for, inside the join window, get in. Anything else is explained in plain words. Before the
 * call starts the device check shows the camera, microphone and speaker (issue 19); a reload of a tab that
 * had joined goes straight back into the call.
 */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { lessonRoomMessages } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { ButtonLink } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { roomEntryQuery } from '../api/enter-room.ts';
import { joinedBefore, markJoined } from '../call/remembered-devices.ts';
import { DeviceCheck } from '../components/device-check.tsx';
import { LessonRoom } from '../components/lesson-room.tsx';
import { enterErrorText, readRoomLink } from '../model/room-errors.ts';

function RoomNotice({ text }: { text: string }) {
  return (
    <main
      id="main"
      tabIndex={-1}
      className="mx-auto flex min-h-screen max-w-xl flex-col justify-center gap-6 px-4 outline-none"
    >
      <h1 className="text-3xl font-extrabold">Lesson room</h1>
      <Alert tone="error">{text}</Alert>
      <ButtonLink to="/my-lessons">Back to My Lessons</ButtonLink>
    </main>
  );
}

export function LessonRoomPage() {
  const { bookingId } = useParams();
  const [params] = useSearchParams();
  const link = readRoomLink(bookingId, params.get('t'));
  const entered = useQuery(roomEntryQuery(link));
  const [joined, setJoined] = useState(() => link !== null && joinedBefore(link.id));

  if (!link) return <RoomNotice text={lessonRoomMessages.noLink} />;
  if (entered.isError) return <RoomNotice text={enterErrorText(entered.error)} />;
  if (!entered.data) {
    return (
      <main id="main" tabIndex={-1} className="flex min-h-screen items-center justify-center outline-none">
        <h1 className="sr-only">Lesson room</h1>
        <Spinner label="Opening the lesson room..." showLabel />
      </main>
    );
  }
  if (!joined) {
    const room = entered.data;
    return (
      <DeviceCheck
        room={room}
        onJoin={() => {
          markJoined(room.booking_id, true);
          setJoined(true);
        }}
      />
    );
  }
  return <LessonRoom room={entered.data} />;
}
