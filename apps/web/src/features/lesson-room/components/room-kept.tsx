/**
 * What a lesson's room kept (ADR 64), on the lesson card and with the lesson's notes: the files shared there
 * (download links) and the chat. Read only when the person opens it, so a list of lessons asks nothing.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { JOIN_OPENS_MINUTES_BEFORE, roomFileMessages, type RoomFile } from '@app/contract';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { roomKeptQuery } from '../api/room-kept.ts';
import type { RoomRole } from '../model/signals.ts';
import { ChatLines } from './chat-lines.tsx';

const ROOM_STATUSES = ['paid', 'free_trial', 'in_progress', 'completed'];

/** Whether a lesson's room has opened (its start − 15 min has passed), so something may have been kept. */
export function roomHasOpened(status: string, startUtc: string, now = serverNow()): boolean {
  return ROOM_STATUSES.includes(status) && now >= Date.parse(startUtc) - JOIN_OPENS_MINUTES_BEFORE * 60_000;
}

/** "340 KB", "1.2 MB": enough to tell a phone user what a download costs. */
const sizeOf = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function RoomKept({
  bookingId,
  me,
  otherName,
}: {
  bookingId: number;
  me: RoomRole;
  otherName: string;
}) {
  // A closed <details> still renders its children: the read starts only once it is opened.
  const [open, setOpen] = useState(false);
  return (
    <details
      className="rounded-xl border-2 border-neutral-200 px-3 py-2"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary className="cursor-pointer font-semibold">Files and chat from the lesson room</summary>
      {open ? <KeptContent bookingId={bookingId} me={me} otherName={otherName} /> : null}
    </details>
  );
}

function KeptContent({ bookingId, me, otherName }: { bookingId: number; me: RoomRole; otherName: string }) {
  const kept = useQuery(roomKeptQuery(bookingId));
  const nameOf = (role: RoomFile['shared_by']) => (role === me ? 'you' : otherName);
  if (kept.isError) return <p className="py-2 text-sm text-red-700">{roomFileMessages.keptFailed}</p>;
  if (!kept.data) return <p className="py-2 text-sm">Loading…</p>;
  const { files, messages } = kept.data;
  if (files.length === 0 && messages.length === 0) {
    return <p className="py-2 text-sm text-neutral-700">Nothing was shared in the lesson room.</p>;
  }
  return (
    <div className="flex flex-col gap-3 py-2">
      {files.length > 0 ? (
        <ul aria-label="Files from the lesson room" className="flex flex-col gap-1 text-sm">
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name} className="font-semibold break-all underline">
                {file.name}
              </a>{' '}
              <span className="text-neutral-700">
                ({sizeOf(file.size_bytes)}, shared by {nameOf(file.shared_by)})
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {messages.length > 0 ? (
        <div aria-label="Chat from the lesson room" role="group">
          <ChatLines messages={messages} me={me} otherName={otherName} />
        </div>
      ) : null}
    </div>
  );
}
