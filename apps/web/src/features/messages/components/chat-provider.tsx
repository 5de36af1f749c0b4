/**
 * ChatProvider (CHAT-03/17-27): reads the rooms, works out the open room from the address (/chat/:id,
 * ?conversation=, ?user=) or the navigation state / stored virtual conversation, reads its messages, marks
 * it read, sends, and writes realtime events into the cache (the rooms and the messages are both infinite
 * queries). The panes read it through useChat().
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { ChatMessage, ConversationRoom, SentMessage, SessionUser } from '@app/contract';
import {
  MESSAGE_MARKED_READ_EVENT,
  VIRTUAL_CONVERSATION_ID,
  VIRTUAL_CONVERSATION_RELOAD_MS,
} from '@app/contract';
import { storageKeys } from '../../../shared/storage/keys.ts';
import { readStored, removeStored, writeStored } from '../../../shared/storage/storage.ts';
import { serverNow } from '../../../shared/time/server-clock.ts';
import { markRoomRead } from '../api/mark-read.ts';
import { sendMessage } from '../api/send-message.ts';
import { appendMessage } from '../model/messages.ts';
import {
  asChatMessage,
  otherUserOf,
  pendingRecipientFrom,
  positiveId,
  roomWithUser,
  virtualRoom,
  type ChatRoom,
  type PendingRecipient,
} from '../model/rooms.ts';
import { ChatContext, type ChatContextValue } from './chat-context.ts';
import { useChatRealtime } from './chat-realtime.ts';
import { addMessageToRooms, cachedRooms, putRoomOnTop, setRoomUnread, useRoomList } from './use-room-list.ts';
import { addLiveMessage, useRoomMessages } from './use-room-messages.ts';

/** The mentor card's shape (VirtualConversation), so the stored value reads the same from both sides. */
function storeRecipient(r: PendingRecipient) {
  writeStored(storageKeys.virtualConversation, {
    userId: r.userId,
    mentorId: r.mentorId,
    mentorName: r.name,
    mentorImage: r.image,
    isOnline: false,
    openChatWithMentor: true,
  });
}

export function ChatProvider({ me, children }: { me: SessionUser; children: ReactNode }) {
  const params = useParams();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const client = useQueryClient();
  /** People this tab just sent a first message to: their virtual conversation must not be stored again. */
  const sentTo = useRef(new Set<number>());

  const conversationId = positiveId(params.id ?? search.get('conversation'));
  const queryUser = positiveId(search.get('user'));
  // CHAT-24: the virtual conversation kept in storage (the mentor card writes it, also before sign-in).
  const [stored, setStored] = useState(() =>
    pendingRecipientFrom(readStored(storageKeys.virtualConversation)),
  );
  const pending = useMemo(() => {
    const fromState = pendingRecipientFrom(location.state);
    let recipient: PendingRecipient | null = null;
    if (queryUser) {
      const known = [fromState, stored].find((r) => r?.userId === queryUser);
      recipient = known ?? { userId: queryUser, mentorId: null, name: '', image: null };
    } else recipient = conversationId ? null : (fromState ?? stored);
    // Nobody messages themselves (the server refuses it too).
    return recipient && recipient.userId !== me.id ? recipient : null;
  }, [queryUser, conversationId, location.state, stored, me.id]);

  const basePath = params.id ? '/chat' : location.pathname;
  const openConversation = useCallback(
    (id: number, replace = false) =>
      void navigate(params.id ? `/chat/${id}` : `${basePath}?conversation=${id}`, { replace }),
    [navigate, params.id, basePath],
  );

  // ----- rooms (an infinite query: later pages on scroll, realtime changes written in)
  const {
    rooms: listed,
    status: roomsStatus,
    hasMore,
    loadingMore: roomsLoadingMore,
    loadMore: loadMoreRooms,
    reload: reloadRooms,
  } = useRoomList();

  // ----- which room is open
  const found = conversationId ? listed.find((r) => r.id === conversationId) : undefined;
  const existingWithPending = pending ? roomWithUser(listed, pending.userId, me.id) : undefined;
  const searching =
    roomsStatus === 'ready' &&
    hasMore &&
    ((conversationId !== null && !found) || (pending !== null && !existingWithPending));
  // A room on a later page: keep loading pages until it shows up or the list ends.
  useEffect(() => {
    if (searching) loadMoreRooms();
  }, [searching, loadMoreRooms]);

  // CHAT-03/23: a person with a room opens that room; otherwise their virtual conversation is kept.
  const resolved = roomsStatus === 'ready' && !searching;
  useEffect(() => {
    if (!resolved || !pending) return;
    if (existingWithPending) {
      // The room exists, so the stored conversation has served (the list hides it: storedHasRoom).
      if (stored?.userId === pending.userId) removeStored(storageKeys.virtualConversation);
      openConversation(existingWithPending.id, true);
    } else if (sentTo.current.has(pending.userId)) {
      // The first message went out: the real room opens in a moment (CHAT-25); nothing to keep.
    } else if (stored?.userId !== pending.userId || (pending.name && !stored.name)) storeRecipient(pending);
  }, [resolved, pending, existingWithPending, stored, openConversation]);

  const storedHasRoom = stored ? !!roomWithUser(listed, stored.userId, me.id) : false;
  const virtualFor =
    pending && !existingWithPending ? pending : stored && !storedHasRoom && resolved ? stored : null;
  const virtual = useMemo(
    () =>
      virtualFor
        ? virtualRoom(
            virtualFor,
            {
              id: me.id,
              name: `${me.first_name} ${me.last_name}`.trim(),
              profile_picture: me.profile_picture,
              mentor_id: me.mentor_id,
            },
            new Date(serverNow()).toISOString(),
          )
        : null,
    [virtualFor, me],
  );
  const selected: ChatRoom | null = conversationId
    ? (found ?? null)
    : pending && !existingWithPending && resolved
      ? virtual
      : null;
  const notFound = conversationId !== null && roomsStatus === 'ready' && !searching && !found;
  const selectedId = selected?.id ?? null;
  const openRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    openRef.current = selectedId;
  }, [selectedId]);

  // ----- mark read (CHAT-21)
  const markRead = useCallback(
    (roomId: number) => {
      const before = cachedRooms(client).find((r) => r.id === roomId)?.unread_count ?? 0;
      setRoomUnread(client, roomId, 0);
      markRoomRead(roomId).then(
        () => window.dispatchEvent(new Event(MESSAGE_MARKED_READ_EVENT)),
        (error: unknown) => {
          setRoomUnread(client, roomId, before);
          console.error(error);
        },
      );
    },
    [client],
  );

  // ----- messages of the open room (an infinite query: older pages on scroll, live ones written in)
  // What was sent in the virtual conversation, for as long as it stays open: it opens empty each time.
  const [virtualSent, setVirtualSent] = useState<{ open: number | null; list: ChatMessage[] }>({
    open: null,
    list: [],
  });
  if (virtualSent.open !== selectedId) setVirtualSent({ open: selectedId, list: [] });
  const messages = useRoomMessages(selectedId, virtualSent.list);
  useEffect(() => {
    if (selectedId !== null && selectedId !== VIRTUAL_CONVERSATION_ID) markRead(selectedId);
  }, [selectedId, markRead]);

  // ----- realtime (CHAT-22/26/27)
  const onRoom = useCallback(
    (room: ConversationRoom) => {
      putRoomOnTop(client, room);
      if (room.id === openRef.current && room.unread_count > 0) markRead(room.id);
    },
    [markRead, client],
  );
  const onMessage = useCallback(
    (message: SentMessage, roomId: number) => {
      const openRoomId = openRef.current;
      addMessageToRooms(client, roomId, asChatMessage(message), { meId: me.id, openRoomId });
      if (roomId === openRoomId) addLiveMessage(client, roomId, asChatMessage(message));
      if (message.sender_id !== me.id && roomId === openRoomId) markRead(roomId);
    },
    [markRead, me.id, client],
  );
  useChatRealtime(
    me.id,
    listed.map((r) => r.id),
    { onRoom, onMessage },
  );

  // ----- send (CHAT-20/25)
  const send = useCallback(
    async (text: string) => {
      if (!selected) return;
      const other = otherUserOf(selected, me.id);
      const sent = await sendMessage(other.id, text.trim());
      if (!selected.isVirtual) {
        addMessageToRooms(client, sent.conversation_id, asChatMessage(sent), {
          meId: me.id,
          openRoomId: sent.conversation_id,
        });
        if (sent.conversation_id === openRef.current)
          addLiveMessage(client, sent.conversation_id, asChatMessage(sent));
        return;
      }
      // The room exists now: show the message, then reload the rooms and open the real one.
      const first = asChatMessage(sent);
      setVirtualSent((v) => ({ ...v, list: appendMessage(v.list, first) }));
      sentTo.current.add(other.id);
      removeStored(storageKeys.virtualConversation);
      setStored(null);
      window.setTimeout(() => {
        reloadRooms();
        openConversation(sent.conversation_id, true);
      }, VIRTUAL_CONVERSATION_RELOAD_MS);
    },
    [selected, me.id, reloadRooms, openConversation, client],
  );

  const select = useCallback(
    (room: ChatRoom) => {
      if (room.isVirtual)
        void navigate(`${params.id ? '/messages' : basePath}?user=${otherUserOf(room, me.id).id}`);
      else openConversation(room.id);
    },
    [navigate, params.id, basePath, me.id, openConversation],
  );

  const rooms = useMemo(() => (virtual ? [virtual, ...listed] : listed), [virtual, listed]);
  const value: ChatContextValue = {
    me,
    roomsStatus,
    roomsLoadingMore,
    rooms,
    selected,
    other: selected ? otherUserOf(selected, me.id) : null,
    notFound,
    select,
    messages,
    loadMoreRooms,
    send,
  };
  return <ChatContext.Provider value={value}>{children}</ChatContext.Provider>;
}
