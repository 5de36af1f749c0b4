/**
 * The sample Messages list of CHAT-01/CHAT-14: name, last message, time (HH:MM today, "Yesterday" or
 * "Mon D"), unread count (99+), avatar and online flag; each row links to /chat/{id}. K3: shown only in
 * the catalog.
 */
import { Link } from 'react-router';
import { CatalogAvatar } from './catalog-avatar.tsx';
import { formatListTime, unreadBadge, type SampleConversation } from '../model/sample-conversations.ts';

export function SampleConversationList({
  conversations,
  now,
}: {
  conversations: SampleConversation[];
  now: Date;
}) {
  return (
    <ul
      aria-label="Sample conversations"
      className="max-w-xl divide-y-2 divide-ink/10 rounded-2xl border-2 border-ink bg-white"
    >
      {conversations.map((conversation) => {
        const badge = unreadBadge(conversation.unread);
        return (
          <li key={conversation.id}>
            <Link
              to={`/chat/${conversation.id}`}
              className="flex items-center gap-3 p-4 hover:bg-brand-soft focus-visible:bg-brand-soft"
            >
              <span className="relative shrink-0">
                <CatalogAvatar src={conversation.avatar} />
                {conversation.online ? (
                  <span
                    aria-hidden="true"
                    className="absolute bottom-0 right-0 h-3.5 w-3.5 rounded-full border-2 border-white bg-green-600"
                  />
                ) : null}
              </span>
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="truncate font-semibold">
                    {conversation.name}
                    <span className="sr-only">{conversation.online ? ', online' : ', offline'}</span>
                  </span>
                  <time
                    dateTime={conversation.sentAt.toISOString()}
                    className="shrink-0 text-sm text-neutral-700"
                  >
                    {formatListTime(conversation.sentAt, now)}
                  </time>
                </span>
                <span className="flex items-center justify-between gap-2">
                  <span className="truncate text-neutral-800">{conversation.lastMessage}</span>
                  {badge ? (
                    <span className="shrink-0 rounded-full bg-ink px-2 py-0.5 text-xs font-bold text-white">
                      {badge}
                      <span className="sr-only"> unread</span>
                    </span>
                  ) : null}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
