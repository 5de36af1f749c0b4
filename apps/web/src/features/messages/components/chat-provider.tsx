/**
 * ChatProvider (CHAT-03/17-27): loads the rooms, works out the open room from the address (/chat/:id,
 * ?conversation=, ?user=) or the navigation state / stored virtual conversation, reads its messages (an
 * infinite query), marks it read, sends, and applies realtime events. The panes read it through useChat().
 */
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
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
import { fetchRooms } from '../api/fetch-rooms.ts';
import { markRoomRead } from '../api/mark-read.ts';
import { sendMessage } from '../api/send-message.ts';
import { chatReducer, initialChatState } from '../model/chat-state.ts';
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
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
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

  // ----- rooms
  const roomsAbort = useRef<AbortController | null>(null);
  const loadRooms = useCallback((page: number) => {
    if (page <= 1) roomsAbort.current?.abort();
    const controller = new AbortController();
    if (page <= 1) roomsAbort.current = controller;
    dispatch({ type: 'roomsRequested', page });
    fetchRooms(page, { signal: controller.signal }).then(
      (answer) => dispatch({ type: 'roomsLoaded', page, rooms: answer.results, hasNext: !!answer.next }),
      () => {
        if (!controller.signal.aborted) dispatch({ type: 'roomsFailed', page });
      },
    );
  }, []);
  useEffect(() => {
    loadRooms(1);
    return () => roomsAbort.current?.abort();
  }, [loadRooms]);
  const loadMoreRooms = useCallback(() => {
    if (state.roomsNextPage && !state.roomsLoadingMore) loadRooms(state.roomsNextPage);
  }, [state.roomsNextPage, state.roomsLoadingMore, loadRooms]);

  // ----- which room is open
  const found = conversationId ? state.rooms.find((r) => r.id === conversationId) : undefined;
  const existingWithPending = pending ? roomWithUser(state.rooms, pending.userId, me.id) : undefined;
  const searching =
    state.roomsStatus === 'ready' &&
    state.roomsNextPage !== null &&
    ((conversationId !== null && !found) || (pending !== null && !existingWithPending));
  // A room on a later page: keep loading pages until it shows up or the list ends.
  useEffect(() => {
    if (searching) loadMoreRooms();
  }, [searching, loadMoreRooms]);

  // CHAT-03/23: a person with a room opens that room; otherwise their virtual conversation is kept.
  const resolved = state.roomsStatus === 'ready' && !searching;
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

  const storedHasRoom = stored ? !!roomWithUser(state.rooms, stored.userId, me.id) : false;
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
  const notFound = conversationId !== null && state.roomsStatus === 'ready' && !searching && !found;
  const selectedId = selected?.id ?? null;
  const openRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    openRef.current = selectedId;
  }, [selectedId]);

  // ----- mark read (CHAT-21)
  const roomsRef = useRef(state.rooms);
  useLayoutEffect(() => {
    roomsRef.current = state.rooms;
  }, [state.rooms]);
  const markRead = useCallback((roomId: number) => {
    const before = roomsRef.current.find((r) => r.id === roomId)?.unread_count ?? 0;
    dispatch({ type: 'unreadSet', roomId, unread: 0 });
    markRoomRead(roomId).then(
      () => window.dispatchEvent(new Event(MESSAGE_MARKED_READ_EVENT)),
      (error: unknown) => {
        dispatch({ type: 'unreadSet', roomId, unread: before });
        console.error(error);
      },
    );
  }, []);

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
      dispatch({ type: 'roomUpserted', room });
      if (room.id === openRef.current && room.unread_count > 0) markRead(room.id);
    },
    [markRead],
  );
  const onMessage = useCallback(
    (message: SentMessage, roomId: number) => {
      const openRoomId = openRef.current;
      dispatch({ type: 'messageArrived', roomId, message: asChatMessage(message), meId: me.id, openRoomId });
      if (roomId === openRoomId) addLiveMessage(client, roomId, asChatMessage(message));
      if (message.sender_id !== me.id && roomId === openRoomId) markRead(roomId);
    },
    [markRead, me.id, client],
  );
  useChatRealtime(
    me.id,
    state.rooms.map((r) => r.id),
    { onRoom, onMessage },
  );

  // ----- send (CHAT-20/25)
  const send = useCallback(
    async (text: string) => {
      if (!selected) return;
      const other = otherUserOf(selected, me.id);
      const sent = await sendMessage(other.id, text.trim());
      if (!selected.isVirtual) {
        dispatch({
          type: 'messageArrived',
          roomId: sent.conversation_id,
          message: asChatMessage(sent),
          meId: me.id,
          openRoomId: sent.conversation_id,
        });
        if (sent.conversation_id === openRef.current)
          addLiveMessage(client, sent.conversation_id, asChatMessage(sent));
        return;
      }
      // The room exists now: show the message, then reload the rooms and open the real one.
      dispatch({
        type: 'messageArrived',
        roomId: VIRTUAL_CONVERSATION_ID,
        message: asChatMessage(sent),
        meId: me.id,
        openRoomId: VIRTUAL_CONVERSATION_ID,
      });
      const first = asChatMessage(sent);
      setVirtualSent((v) => ({ ...v, list: appendMessage(v.list, first) }));
      sentTo.current.add(other.id);
      removeStored(storageKeys.virtualConversation);
      setStored(null);
      window.setTimeout(() => {
        loadRooms(1);
        openConversation(sent.conversation_id, true);
      }, VIRTUAL_CONVERSATION_RELOAD_MS);
    },
    [selected, me.id, loadRooms, openConversation, client],
  );

  const select = useCallback(
    (room: ChatRoom) => {
      if (room.isVirtual)
        void navigate(`${params.id ? '/messages' : basePath}?user=${otherUserOf(room, me.id).id}`);
      else openConversation(room.id);
    },
    [navigate, params.id, basePath, me.id, openConversation],
  );

  const rooms = useMemo(() => (virtual ? [virtual, ...state.rooms] : state.rooms), [virtual, state.rooms]);
  const value: ChatContextValue = {
    me,
    state,
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
