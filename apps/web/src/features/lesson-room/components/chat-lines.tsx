/** The lines of a lesson room's chat (ADR 64), in the room and on the lesson afterwards. */
import type { RoomChatMessage } from '@app/contract';
import { formatClockTime, viewerZoneName } from '../../../shared/time/viewer-zone.ts';
import type { RoomRole } from '../model/signals.ts';

export function ChatLines({
  messages,
  me,
  otherName,
}: {
  messages: RoomChatMessage[];
  me: RoomRole | null;
  otherName: string;
}) {
  if (messages.length === 0) return <p className="text-sm text-neutral-700">No messages yet.</p>;
  return (
    <>
      <p className="text-xs text-neutral-700">Times in {viewerZoneName(messages[0]!.sent_at)}</p>
      <ol className="flex flex-col gap-1 text-sm">
        {messages.map((line) => (
          <li key={line.id} className="break-words">
            <span className="font-semibold">{line.sent_by === me ? 'You' : otherName}</span>{' '}
            <span className="text-neutral-600">{formatClockTime(line.sent_at)}</span>: {line.text}
          </li>
        ))}
      </ol>
    </>
  );
}
