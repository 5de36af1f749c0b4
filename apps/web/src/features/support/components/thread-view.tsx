/**
 * A support thread as a list: the ticket's first message, then each reply, answer and (for staff) internal
 * note, oldest first. Internal notes are marked in words, not only by colour. Times are formatted by the
 * caller, who names the zone (UTC in the staff area, the viewer's zone on My requests).
 */
import { supportMessages as m, type SupportThreadMessage } from '@app/contract';

export function ThreadView({
  first,
  messages,
  viewer,
  formatTime,
}: {
  first: { body: string; at: string; author: string };
  messages: SupportThreadMessage[];
  viewer: 'staff' | 'user';
  formatTime: (iso: string) => string;
}) {
  const authorOf = (message: SupportThreadMessage) => {
    if (message.from_staff)
      return viewer === 'staff' ? (message.author_name ?? m.threadFromStaff) : m.threadFromStaff;
    return viewer === 'user' ? m.threadFromYou : (message.author_name ?? m.threadFromUser);
  };
  const items = [
    { key: 'first', author: first.author, at: first.at, body: first.body, internal: false, staff: false },
    ...messages.map((message) => ({
      key: String(message.id),
      author: authorOf(message),
      at: message.at,
      body: message.body,
      internal: message.internal,
      staff: message.from_staff,
    })),
  ];
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.key}
          className={`rounded-xl border-2 p-3 ${
            item.internal
              ? 'border-dashed border-amber-700 bg-amber-50'
              : item.staff
                ? 'border-ink/20 bg-brand-soft'
                : 'border-ink/20 bg-white'
          }`}
        >
          <p className="text-sm">
            <span className="font-semibold">{item.author}</span>
            {item.internal ? (
              <span className="ml-2 font-semibold text-amber-900">({m.staffInternalTag})</span>
            ) : null}
            <span className="ml-2 text-neutral-700">{formatTime(item.at)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line break-words">{item.body}</p>
        </li>
      ))}
    </ol>
  );
}
