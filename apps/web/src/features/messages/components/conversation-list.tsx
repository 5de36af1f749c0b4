/** The conversation list pane (CHAT-02/06/10-13/32): one button per room, newest activity first. */
import type { UIEvent } from 'react';
import { chatMessages } from '@app/contract';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { displayName, relativeTime, unreadBadge } from '../model/format.ts';
import { otherUserOf } from '../model/rooms.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { useChat } from './chat-context.ts';
import { useServerNow } from './use-now.ts';

const END_OF_LIST_PX = 100;

export function ConversationList({ onOpen }: { onOpen: () => void }) {
  const { me, roomsStatus, roomsLoadingMore, rooms, selected, select, loadMoreRooms } = useChat();
  const now = useServerNow();

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    if (box.scrollHeight - box.clientHeight - box.scrollTop < END_OF_LIST_PX) loadMoreRooms();
  };

  let body;
  if (roomsStatus === 'loading' && rooms.length === 0) {
    body = <Spinner label={chatMessages.loadingConversations} showLabel />;
  } else if (roomsStatus === 'error') {
    body = (
      <p role="alert" className="p-4 text-sm font-semibold text-red-700">
        {chatMessages.loadConversationsFailed}
      </p>
    );
  } else if (rooms.length === 0) {
    body = <p className="p-4 text-sm text-neutral-700">{chatMessages.noConversations}</p>;
  } else {
    body = (
      <ul className="divide-y divide-neutral-100">
        {rooms.map((room) => {
          const other = otherUserOf(room, me.id);
          const name = displayName(other.name);
          const badge = unreadBadge(room.unread_count);
          const current = selected?.id === room.id;
          return (
            <li key={room.id}>
              <button
                type="button"
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  select(room);
                  onOpen();
                }}
                className={`flex w-full items-center gap-3 px-4 py-3 text-left hover:bg-brand-soft ${
                  current ? 'bg-brand-soft' : ''
                }`}
              >
                <ChatAvatar name={other.name} photo={other.profile_picture} />
                <span className="min-w-0 flex-1">
                  <span className="flex items-baseline justify-between gap-2">
                    <span className={`truncate ${badge ? 'font-bold' : 'font-semibold'}`}>{name}</span>
                    <span className="shrink-0 text-xs text-neutral-700">
                      {relativeTime(room.last_message_at, now)}
                    </span>
                  </span>
                  <span className="flex items-center justify-between gap-2">
                    <span className="truncate text-sm text-neutral-700">{room.last_message ?? ''}</span>
                    {badge ? (
                      <span className="shrink-0 rounded-full bg-brand px-2 py-0.5 text-xs font-bold text-ink">
                        <span aria-hidden="true">{badge}</span>
                        <span className="sr-only">{`${badge} unread`}</span>
                      </span>
                    ) : null}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="min-h-0 flex-1 overflow-y-auto" onScroll={onScroll}>
      {body}
      {roomsLoadingMore ? <Spinner label={chatMessages.loadingConversations} /> : null}
    </div>
  );
}
