/** The room's short chat (ADR 64): the lines so far, newest last, and a line to send. Kept with the lesson. */
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { ROOM_CHAT_MAX_CHARS, roomFileMessages, type RoomChatMessage } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { sayInRoom } from '../api/room-kept.ts';
import { ChatLines } from '../components/chat-lines.tsx';
import type { RoomRole } from '../model/signals.ts';

export function RoomChat({
  bookingId,
  me,
  otherName,
  messages,
  onSent,
}: {
  bookingId: number;
  me: RoomRole;
  otherName: string;
  messages: RoomChatMessage[];
  onSent: (line: RoomChatMessage) => void;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (line: string) => sayInRoom(bookingId, line),
    onSuccess: (line) => {
      onSent(line);
      setText('');
    },
    onError: (err) => setError(serverMessage(err) ?? roomFileMessages.chatFailed),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!text.trim()) {
      setError(roomFileMessages.chatEmpty);
      return;
    }
    send.mutate(text);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2">
      <h2 id={`${id}-title`} className="text-lg font-bold">
        Chat
      </h2>
      <div role="log" aria-live="polite" className="max-h-48 overflow-y-auto">
        <ChatLines messages={messages} me={me} otherName={otherName} />
      </div>
      <form onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor={`${id}-text`} className="text-sm font-semibold">
            Message
          </label>
          <input
            id={`${id}-text`}
            value={text}
            maxLength={ROOM_CHAT_MAX_CHARS}
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            className="h-10 w-full rounded-lg border-2 border-ink px-2"
          />
        </div>
        <button
          type="submit"
          disabled={send.isPending}
          className="h-10 rounded-xl border-2 border-ink bg-lime px-4 font-semibold text-ink focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink disabled:opacity-60"
        >
          Send
        </button>
      </form>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </section>
  );
}
