/**
 * The room's shared board (ADR 64): the files and chat lines the lesson keeps (read once, then kept up to
 * date by the server's events on the lesson channel), which file is shown at which page and by whom, and the
 * presenter's pointer (client events to the other page, paced with the call's signalling).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LESSON_ROOM_EVENTS, type RoomEnterResponse, type RoomKept } from '@app/contract';
import { roomKeptQuery } from '../api/room-kept.ts';
import type { RoomLink } from '../call/lesson-call.ts';
import {
  readChat,
  readPointer,
  readRoomFile,
  readView,
  turnedPage,
  viewMessage,
  withItem,
  type SheetPointer,
  type SheetView,
} from '../model/board.ts';

export function useRoomBoard(room: RoomEnterResponse, link: RoomLink | null, connected: boolean) {
  const client = useQueryClient();
  const query = useMemo(() => roomKeptQuery(room.booking_id), [room.booking_id]);
  const kept = useQuery(query);
  const [view, setView] = useState<SheetView | null>(null);
  const [pointer, setPointer] = useState<SheetPointer | null>(null);
  const [pageCount, setPageCount] = useState<number | null>(null);
  // The view as the channel's listener and the reconnection see it, without listening again on each change.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);

  const update = useCallback(
    (change: (kept: RoomKept) => RoomKept) =>
      client.setQueryData(query.queryKey, (old) => change(old ?? { files: [], messages: [] })),
    [client, query.queryKey],
  );

  useEffect(() => {
    if (!link) return;
    return link.listenToRoom((event, data) => {
      if (event === LESSON_ROOM_EVENTS.fileShared) {
        const file = readRoomFile(data);
        if (file) update((old) => ({ ...old, files: withItem(old.files, file) }));
      } else if (event === LESSON_ROOM_EVENTS.chat) {
        const line = readChat(data);
        if (line) update((old) => ({ ...old, messages: withItem(old.messages, line) }));
      } else if (event === LESSON_ROOM_EVENTS.view) {
        const next = readView(data);
        if (next === undefined) return;
        if (next?.fileId !== latest.current?.fileId) setPageCount(null);
        setView(next);
        setPointer(null);
      } else if (event === LESSON_ROOM_EVENTS.pointer) {
        const next = readPointer(data);
        if (next) setPointer(next);
      }
    });
  }, [link, update]);

  const files = kept.data?.files ?? [];
  const shownFile = view ? files.find((f) => f.id === view.fileId) : undefined;
  // A view of a file this page has not heard of yet (its event is on the way): read the list again.
  const missing = view !== null && !shownFile && kept.isSuccess;
  useEffect(() => {
    if (missing) void client.invalidateQueries({ queryKey: query.queryKey });
  }, [missing, client, query.queryKey]);

  const tell = useCallback(
    (next: SheetView | null) => link?.sendToRoom(LESSON_ROOM_EVENTS.view, viewMessage(room.role, next)),
    [link, room.role],
  );

  // The other page (re)joined: whoever presents tells it what is shown.
  useEffect(() => {
    if (connected && latest.current?.by === room.role) tell(latest.current);
  }, [connected, room.role, tell]);

  const show = (fileId: number) => {
    const next: SheetView = { fileId, page: 1, by: room.role };
    if (fileId !== view?.fileId) setPageCount(null);
    setView(next);
    setPointer(null);
    tell(next);
  };
  const stop = () => {
    setView(null);
    setPointer(null);
    tell(null);
  };
  const turn = (delta: number) => {
    if (!view || view.by !== room.role) return;
    const next = { ...view, page: turnedPage(view.page, delta, pageCount) };
    if (next.page === view.page) return;
    setView(next);
    setPointer(null);
    tell(next);
  };
  const point = (x: number, y: number) => {
    if (!view || view.by !== room.role) return;
    const next = { fileId: view.fileId, page: view.page, x, y };
    setPointer(next);
    link?.sendToRoom(LESSON_ROOM_EVENTS.pointer, {
      role: room.role,
      file_id: next.fileId,
      page: next.page,
      x,
      y,
    });
  };
  const added = (file: RoomKept['files'][number]) =>
    update((old) => ({ ...old, files: withItem(old.files, file) }));
  const said = (line: RoomKept['messages'][number]) =>
    update((old) => ({ ...old, messages: withItem(old.messages, line) }));

  return {
    kept,
    files,
    messages: kept.data?.messages ?? [],
    view,
    shownFile,
    pointer,
    presenting: view?.by === room.role,
    setPageCount,
    show,
    stop,
    turn,
    point,
    added,
    said,
  };
}

export type RoomBoard = ReturnType<typeof useRoomBoard>;
