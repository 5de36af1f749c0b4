/**
 * The room's shared board (ADR 64): the files and chat lines the lesson keeps (read once, then kept up to
 * date by the server's events: shared, removed, said), which file is shown at which page and by whom, and the
 * presenter's pointer, all through the room's one message path (RoomChannel, ADR 66).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LESSON_ROOM_EVENTS, type RoomEnterResponse, type RoomKept } from '@app/contract';
import { roomKeptQuery } from '../api/room-kept.ts';
import type { RoomChannel } from '../call/room-channel.ts';
import {
  turnedPage,
  viewMessage,
  withItem,
  withoutItem,
  type SheetPointer,
  type SheetView,
} from '../model/board.ts';

export function useRoomBoard(room: RoomEnterResponse, channel: RoomChannel) {
  const client = useQueryClient();
  const query = useMemo(() => roomKeptQuery(room.booking_id), [room.booking_id]);
  const kept = useQuery(query);
  const [view, setView] = useState<SheetView | null>(null);
  const [pointer, setPointer] = useState<SheetPointer | null>(null);
  // The view as the channel's listeners see it, without listening again on each change.
  const latest = useRef(view);
  useEffect(() => {
    latest.current = view;
  }, [view]);

  const update = useCallback(
    (change: (kept: RoomKept) => RoomKept) =>
      client.setQueryData(query.queryKey, (old) => change(old ?? { files: [], messages: [] })),
    [client, query.queryKey],
  );

  const tell = useCallback(
    (next: SheetView | null) => channel.send(LESSON_ROOM_EVENTS.view, viewMessage(room.role, next)),
    [channel, room.role],
  );

  useEffect(() => {
    const stops = [
      channel.listen(LESSON_ROOM_EVENTS.fileShared, (file) =>
        update((old) => ({ ...old, files: withItem(old.files, file) })),
      ),
      channel.listen(LESSON_ROOM_EVENTS.fileRemoved, ({ id }) => {
        update((old) => ({ ...old, files: withoutItem(old.files, id) }));
        // The file shown is gone for both: nothing is shown any more.
        if (latest.current?.fileId === id) {
          setView(null);
          setPointer(null);
        }
      }),
      channel.listen(LESSON_ROOM_EVENTS.chat, (line) =>
        update((old) => ({ ...old, messages: withItem(old.messages, line) })),
      ),
      channel.listen(LESSON_ROOM_EVENTS.view, (next) => {
        setView(next);
        setPointer(null);
      }),
      channel.listen(LESSON_ROOM_EVENTS.pointer, setPointer),
      // The other page (re)joined: whoever presents tells it what is shown.
      channel.onPeerArrived(() => {
        if (latest.current?.by === room.role) tell(latest.current);
      }),
    ];
    return () => stops.forEach((stop) => stop());
  }, [channel, update, room.role, tell]);

  const files = kept.data?.files ?? [];
  const shownFile = view ? files.find((f) => f.id === view.fileId) : undefined;
  // A view of a file this page has not heard of yet (its event is on the way): read the list again.
  const missing = view !== null && !shownFile && kept.isSuccess;
  useEffect(() => {
    if (missing) void client.invalidateQueries({ queryKey: query.queryKey });
  }, [missing, client, query.queryKey]);

  const show = (fileId: number) => {
    const next: SheetView = { fileId, page: 1, by: room.role };
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
    const next = { ...view, page: turnedPage(view.page, delta, shownFile?.page_count ?? null) };
    if (next.page === view.page) return;
    setView(next);
    setPointer(null);
    tell(next);
  };
  const point = (x: number, y: number) => {
    if (!view || view.by !== room.role) return;
    const next = { fileId: view.fileId, page: view.page, x, y };
    setPointer(next);
    channel.send(LESSON_ROOM_EVENTS.pointer, {
      role: room.role,
      file_id: next.fileId,
      page: next.page,
      x,
      y,
    });
  };
  const added = (file: RoomKept['files'][number]) =>
    update((old) => ({ ...old, files: withItem(old.files, file) }));
  const removed = (id: number) => {
    update((old) => ({ ...old, files: withoutItem(old.files, id) }));
    if (view?.fileId === id) stop();
  };
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
    show,
    stop,
    turn,
    point,
    added,
    removed,
    said,
  };
}

export type RoomBoard = ReturnType<typeof useRoomBoard>;
