/**
 * The open conversation's messages (CHAT-16/19): opens at the newest, loads older pages when the reader
 * scrolls up near the top, and keeps the reader's place when a page is put in front.
 */
import { useLayoutEffect, useRef, type UIEvent } from 'react';
import { chatMessages } from '@app/contract';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { relativeTime } from '../model/format.ts';
import {
  scrollTopAfterPrepend,
  shouldLoadOlder,
  visibleMessages,
  type ScrollBox,
} from '../model/messages.ts';
import { useChat } from './chat-context.ts';
import { useServerNow } from './use-now.ts';

export function MessageLog({ label }: { label: string }) {
  const { me, messages } = useChat();
  const now = useServerNow();
  const box = useRef<HTMLDivElement>(null);
  const before = useRef<ScrollBox | null>(null);
  const firstId = messages.list[0]?.id;
  const lastId = messages.list[messages.list.length - 1]?.id;
  const previous = useRef<{ first?: number; last?: number; room: number | null }>({ room: null });

  // Older page in front: keep the distance to the bottom. New message at the end or a new room: go down.
  useLayoutEffect(() => {
    const element = box.current;
    const seen = previous.current;
    previous.current = { first: firstId, last: lastId, room: messages.roomId };
    if (!element) return;
    if (seen.room === messages.roomId && seen.first !== firstId && seen.last === lastId && before.current) {
      element.scrollTop = scrollTopAfterPrepend(before.current, element.scrollHeight);
    } else if (seen.room !== messages.roomId || seen.last !== lastId) {
      element.scrollTop = element.scrollHeight;
    }
  }, [firstId, lastId, messages.roomId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const { scrollTop, scrollHeight, clientHeight } = event.currentTarget;
    before.current = { scrollTop, scrollHeight, clientHeight };
    if (messages.hasOlder && !messages.loadingOlder && shouldLoadOlder(before.current)) messages.loadOlder();
  };

  const shown = visibleMessages(messages.list);
  let body;
  if (messages.status === 'loading') body = <Spinner />;
  else if (messages.status === 'error') {
    body = (
      <div role="alert" className="p-4 text-center text-sm font-semibold text-red-700">
        <p>{chatMessages.loadMessagesFailed}</p>
        <button type="button" onClick={messages.retry} className="mt-2 underline">
          Try again
        </button>
      </div>
    );
  } else if (shown.length === 0) {
    body = <p className="p-6 text-center text-neutral-700">{chatMessages.noMessages}</p>;
  } else {
    body = (
      <ol className="flex flex-col gap-2 p-4">
        {shown.map((m) => {
          const mine = m.sender_id === me.id;
          return (
            <li key={m.id} className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
              <div
                className={`max-w-[80%] rounded-2xl px-4 py-2 ${mine ? 'bg-brand-soft' : 'bg-neutral-100'}`}
                data-mine={mine}
              >
                <p className="whitespace-pre-wrap break-words">{m.message}</p>
                <p className="mt-1 text-right text-xs text-neutral-700">
                  <time dateTime={m.created_at}>{relativeTime(m.created_at, now)}</time>
                </p>
              </div>
            </li>
          );
        })}
      </ol>
    );
  }

  return (
    <div
      ref={box}
      role="log"
      aria-label={label}
      // Focusable so the keyboard can scroll it (and page back through older messages).
      tabIndex={0}
      onScroll={onScroll}
      className="min-h-0 flex-1 overflow-y-auto"
    >
      {messages.loadingOlder ? <Spinner label="Loading older messages..." /> : null}
      {body}
    </div>
  );
}
