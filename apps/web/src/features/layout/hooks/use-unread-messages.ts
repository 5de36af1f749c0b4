/**
 * Whether any conversation is unread (NAV-05, NAV-06, CHAT-31): GET rooms (page_size 50) every
 * UNREAD_POLL_MS while signed in, again on a realtime new-room event (private-user-{me}) and on the chat's
 * MESSAGE_MARKED_READ_EVENT. A failed load is silent: the dot keeps its last state. The realtime client is
 * imported lazily so the navbar adds nothing heavy to the first page.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { MESSAGE_MARKED_READ_EVENT, NEW_ROOM_EVENT } from '@app/contract';
import { useSession } from '../../../shared/session/auth-check.ts';
import { unreadMessagesQuery } from '../api/unread-messages.ts';

/** `shown`: whether the bar has a Messages entry at all (staff have none, so nothing is polled). */
export function useUnreadMessages(shown = true): boolean {
  const session = useSession();
  const userId = session.status === 'authenticated' && shown ? session.user.id : null;
  const queryClient = useQueryClient();

  const query = useQuery({ ...unreadMessagesQuery(userId ?? 0), enabled: userId !== null });

  useEffect(() => {
    if (userId === null) return;
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: unreadMessagesQuery(userId).queryKey });
    window.addEventListener(MESSAGE_MARKED_READ_EVENT, refresh);
    let cancelled = false;
    let stop: (() => void) | null = null;
    import('../../../shared/realtime/realtime-client.ts')
      .then(({ connectRealtime }) => connectRealtime())
      .then(
        (realtime) => {
          if (cancelled) return;
          const channel = realtime.subscribe(`private-user-${userId}`);
          channel.bind(NEW_ROOM_EVENT, refresh);
          stop = () => channel.unsubscribe();
        },
        // No realtime: the poll still brings the dot within UNREAD_POLL_MS.
        () => undefined,
      );
    return () => {
      cancelled = true;
      window.removeEventListener(MESSAGE_MARKED_READ_EVENT, refresh);
      stop?.();
    };
  }, [userId, queryClient]);

  return userId !== null && query.data === true;
}
