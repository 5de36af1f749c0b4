/**
 * The chat's realtime feed (CHAT-26/27, K2): new-room on private-user-{me} and new-message on the rooms'
 * private-room-{id} channels. The realtime client (and pusher-js) loads on first use only.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ConversationRoom, SentMessage } from '@app/contract';
import { NEW_MESSAGE_EVENT, NEW_ROOM_EVENT } from '@app/contract';
import type { RealtimeClient, RealtimeSubscription } from '../../../shared/realtime/realtime-client.ts';

export function loadRealtime(): Promise<RealtimeClient> {
  return import('../../../shared/realtime/realtime-client.ts').then((m) => m.connectRealtime());
}

/** A refused channel ("Pusher authentication failed") is logged; the page keeps working without it. */
function logRefusal(subscription: RealtimeSubscription) {
  subscription.ready.catch((error: unknown) => console.warn(error instanceof Error ? error.message : error));
}

export function useChatRealtime(
  meId: number,
  roomIds: number[],
  handlers: { onRoom(room: ConversationRoom): void; onMessage(message: SentMessage, roomId: number): void },
): void {
  const [client, setClient] = useState<RealtimeClient | null>(null);
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });

  useEffect(() => {
    let cancelled = false;
    let subscription: RealtimeSubscription | null = null;
    loadRealtime().then(
      (realtime) => {
        if (cancelled) return;
        subscription = realtime.subscribe(`private-user-${meId}`);
        logRefusal(subscription);
        subscription.bind<ConversationRoom>(NEW_ROOM_EVENT, (room) => latest.current.onRoom(room));
        setClient(realtime);
      },
      // No realtime (config unreachable): the list and chat still work, only without live updates.
      (error: unknown) => console.warn(error),
    );
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [meId]);

  // One channel per listed room, so a message in a closed room still marks it unread (CHAT-22).
  const rooms = useRef(new Map<number, RealtimeSubscription>());
  const key = [...new Set(roomIds.filter((id) => id > 0))].sort((a, b) => a - b).join(',');
  useEffect(() => {
    if (!client) return;
    const wanted = new Set(key ? key.split(',').map(Number) : []);
    const open = rooms.current;
    for (const [id, subscription] of open) {
      if (!wanted.has(id)) {
        subscription.unsubscribe();
        open.delete(id);
      }
    }
    for (const id of wanted) {
      if (open.has(id)) continue;
      const subscription = client.subscribe(`private-room-${id}`);
      logRefusal(subscription);
      subscription.bind<SentMessage>(NEW_MESSAGE_EVENT, (message) => latest.current.onMessage(message, id));
      open.set(id, subscription);
    }
  }, [client, key]);

  useEffect(
    () => () => {
      for (const subscription of rooms.current.values()) subscription.unsubscribe();
      rooms.current.clear();
    },
    [],
  );
}
