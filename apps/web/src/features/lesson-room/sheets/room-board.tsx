/**
 * The room's side panel (ADR 64): the file shown to both, the files shared so far (each can be shown or
 * downloaded, and removed by whoever shared it, ADR 66), a file input to share sheet music, and the chat.
 */
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import {
  ATTACHMENT_FIELD,
  attachmentMessages,
  ROOM_FILE_ACCEPT,
  ROOM_FILE_LIMITS,
  ROOM_FILE_MAX_BYTES,
  roomFileMessages,
  type RoomEnterResponse,
  type RoomFile,
} from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { removeRoomFile, shareRoomFile } from '../api/room-kept.ts';
import type { RoomBoard as Board } from './use-room-board.ts';
import { RoomChat } from './room-chat.tsx';
import { SheetViewer } from './sheet-viewer.tsx';

const small =
  'inline-flex h-10 items-center justify-center rounded-xl border-2 border-ink bg-white px-3 text-sm font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-lime';

export function RoomBoard({ room, board }: { room: RoomEnterResponse; board: Board }) {
  const titleId = useId();
  const nameOf = (role: RoomFile['shared_by']) => (role === room.role ? 'You' : room.other.name);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: (file: RoomFile) => removeRoomFile(file.id),
    onMutate: () => setRemoveError(null),
    onSuccess: (answer) => board.removed(answer.id),
    onError: (err) => setRemoveError(serverMessage(err) ?? roomFileMessages.removeFailed),
  });
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-3 text-ink lg:w-[min(48rem,50%)] lg:overflow-y-auto"
    >
      <h2 id={titleId} className="sr-only">
        Sheet music and chat
      </h2>
      {board.view && board.shownFile ? (
        <div className="flex flex-col gap-2">
          <SheetViewer
            key={board.shownFile.id}
            file={board.shownFile}
            bookingId={room.booking_id}
            page={board.view.page}
            presenting={board.presenting}
            presenterName={room.other.name}
            pointer={board.pointer}
            onTurn={board.turn}
            onPoint={board.point}
          />
          {board.presenting ? (
            <button type="button" className={`${small} self-start`} onClick={board.stop}>
              Stop showing
            </button>
          ) : null}
        </div>
      ) : null}
      <section aria-labelledby={`${titleId}-files`} className="flex flex-col gap-2">
        <h2 id={`${titleId}-files`} className="text-lg font-bold">
          Sheet music
        </h2>
        {board.files.length > 0 ? (
          <ul className="flex flex-col gap-2">
            {board.files.map((file) => (
              <li key={file.id} className="flex flex-wrap items-center gap-2 text-sm">
                <a href={file.url} download={file.name} className="min-w-0 font-semibold break-all underline">
                  {file.name}
                </a>
                <span className="text-neutral-700">shared by {nameOf(file.shared_by)}</span>
                <button
                  type="button"
                  className={small}
                  aria-label={`Show ${file.name} to both`}
                  onClick={() => board.show(file.id)}
                >
                  Show
                </button>
                {file.shared_by === room.role ? (
                  <button
                    type="button"
                    className={small}
                    aria-label={`Remove ${file.name}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(file)}
                  >
                    Remove
                  </button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-neutral-700">No files shared yet.</p>
        )}
        {removeError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {removeError}
          </p>
        ) : null}
        <ShareFile
          bookingId={room.booking_id}
          onShared={(file) => (board.added(file), board.show(file.id))}
        />
      </section>
      <RoomChat
        bookingId={room.booking_id}
        me={room.role}
        otherName={room.other.name}
        messages={board.messages}
        onSent={board.said}
      />
    </section>
  );
}

/** The file input: the chosen file is shared at once and shown to both; refusals appear under it. */
function ShareFile({ bookingId, onShared }: { bookingId: number; onShared: (file: RoomFile) => void }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => shareRoomFile(bookingId, file),
    onSuccess: (answer) => onShared(answer.file),
    onError: (err) => setError(serverMessage(err) ?? roomFileMessages.failed),
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const choose = (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (file.size > ROOM_FILE_MAX_BYTES) {
      setError(attachmentMessages.tooLarge);
      if (input.current) input.current.value = '';
      return;
    }
    upload.mutate(file);
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        Share sheet music
      </label>
      <input
        ref={input}
        id={id}
        name={ATTACHMENT_FIELD}
        type="file"
        accept={ROOM_FILE_ACCEPT}
        disabled={upload.isPending}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        className="w-full max-w-full text-sm file:mr-3 file:min-h-10 file:rounded-xl file:border-2 file:border-ink file:bg-white file:px-4 file:font-semibold"
        onChange={(event) => choose(event.currentTarget.files?.[0])}
      />
      <p id={`${id}-hint`} className="text-sm text-neutral-700">
        {ROOM_FILE_LIMITS}
      </p>
      {upload.isPending ? (
        <p role="status" className="text-sm font-semibold">
          Sharing {upload.variables?.name}…
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
