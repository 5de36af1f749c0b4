/**
 * The shared board's messages (ADR 64): which file the presenter shows at which page, and where their pointer
 * is, as client events to the other page; and the files, removals (ADR 66) and chat lines the server
 * announces. Everything that arrives is checked here (call/room-channel.ts drops what is malformed).
 */
import type { RoomChatMessage, RoomFile } from '@app/contract';
import { urlOf } from '../../../shared/api/call.ts';
import type { RoomRole } from './signals.ts';

/** A file shown to both, at a page, by the one who turns its pages. */
export interface SheetView {
  fileId: number;
  page: number;
  by: RoomRole;
}

/** The presenter's pointer, as fractions (0..1) of the shown page's width and height. */
export interface SheetPointer {
  fileId: number;
  page: number;
  x: number;
  y: number;
}

/** A view message: the view, or null when the presenter stopped showing. */
export interface ViewMessage {
  role: RoomRole;
  file_id: number | null;
  page: number;
}

export interface PointerMessage {
  role: RoomRole;
  file_id: number;
  page: number;
  x: number;
  y: number;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isRole = (value: unknown): value is RoomRole => value === 'student' || value === 'mentor';
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isFraction = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1;

export const viewMessage = (role: RoomRole, view: SheetView | null): ViewMessage => ({
  role,
  file_id: view ? view.fileId : null,
  page: view ? view.page : 1,
});

/** What the other page shows now: a view, null (nothing shown), or undefined for a malformed message. */
export function readView(data: unknown): SheetView | null | undefined {
  if (!isObject(data) || !isRole(data.role)) return undefined;
  if (data.file_id === null) return null;
  if (!isId(data.file_id) || !isId(data.page)) return undefined;
  return { fileId: data.file_id, page: data.page, by: data.role };
}

export function readPointer(data: unknown): SheetPointer | undefined {
  if (!isObject(data) || !isRole(data.role) || !isId(data.file_id) || !isId(data.page)) return undefined;
  if (!isFraction(data.x) || !isFraction(data.y)) return undefined;
  return { fileId: data.file_id, page: data.page, x: data.x, y: data.y };
}

export function readRoomFile(data: unknown): RoomFile | undefined {
  if (!isObject(data) || !isId(data.id) || !isRole(data.shared_by)) return undefined;
  const { name, content_type: type, url, shared_at: at, size_bytes: size, page_count: pages } = data;
  if (typeof name !== 'string' || typeof type !== 'string' || typeof url !== 'string') return undefined;
  if (typeof at !== 'string' || typeof size !== 'number') return undefined;
  if (pages !== null && !isId(pages)) return undefined;
  // Only the server's own download address is ever used as a source.
  if (url !== urlOf('lessonRoom.file', { params: { id: data.id } })) return undefined;
  return {
    id: data.id,
    name,
    content_type: type,
    size_bytes: size,
    shared_by: data.shared_by,
    shared_at: at,
    url,
    page_count: pages,
  };
}

/** A removal the server announced (ADR 66): the removed file's id. */
export function readRemovedFile(data: unknown): { id: number } | undefined {
  return isObject(data) && isId(data.id) ? { id: data.id } : undefined;
}

/** The list without the item of that id. */
export const withoutItem = <T extends { id: number }>(list: readonly T[], id: number): T[] =>
  list.filter((x) => x.id !== id);

export function readChat(data: unknown): RoomChatMessage | undefined {
  if (!isObject(data) || !isId(data.id) || !isRole(data.sent_by)) return undefined;
  if (typeof data.text !== 'string' || typeof data.sent_at !== 'string') return undefined;
  return { id: data.id, sent_by: data.sent_by, text: data.text, sent_at: data.sent_at };
}

/** The list with the item in id order, once (an event may repeat what a read already brought). */
export function withItem<T extends { id: number }>(list: readonly T[], item: T): T[] {
  if (list.some((x) => x.id === item.id)) return [...list];
  return [...list, item].sort((a, b) => a.id - b.id);
}

/** The page after a turn, inside 1..count (count unknown for a PDF shared before pages were drawn). */
export function turnedPage(page: number, delta: number, count: number | null): number {
  const next = page + delta;
  if (next < 1) return 1;
  return count !== null && next > count ? count : next;
}

export const isPdf = (file: Pick<RoomFile, 'content_type'>) => file.content_type === 'application/pdf';
