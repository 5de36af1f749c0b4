import { describe, expect, it } from 'vitest';
import {
  readChat,
  readPointer,
  readRemovedFile,
  readRoomFile,
  readView,
  turnedPage,
  viewMessage,
  withItem,
  withoutItem,
} from './board.ts';
import { urlOf } from '../../../shared/api/call.ts';

const file = {
  id: 7,
  name: 'Etude.pdf',
  content_type: 'application/pdf',
  size_bytes: 1200,
  shared_by: 'mentor',
  shared_at: '2026-11-27T10:05:00Z',
  url: urlOf('lessonRoom.file', { params: { id: 7 } }),
  page_count: 3,
};

describe('the board messages', () => {
  it('round-trips a view and a stop, and drops malformed views', () => {
    const view = { fileId: 7, page: 3, by: 'mentor' as const };
    expect(readView(viewMessage('mentor', view))).toEqual(view);
    expect(readView(viewMessage('student', null))).toBeNull();
    expect(readView({ role: 'teacher', file_id: 7, page: 1 })).toBeUndefined();
    expect(readView({ role: 'mentor', file_id: 7, page: 0 })).toBeUndefined();
    expect(readView({ role: 'mentor', file_id: '7', page: 1 })).toBeUndefined();
    expect(readView('hello')).toBeUndefined();
  });

  it('takes a pointer only inside the page', () => {
    expect(readPointer({ role: 'mentor', file_id: 7, page: 2, x: 0.25, y: 1 })).toEqual({
      fileId: 7,
      page: 2,
      x: 0.25,
      y: 1,
    });
    expect(readPointer({ role: 'mentor', file_id: 7, page: 2, x: 1.5, y: 0 })).toBeUndefined();
    expect(readPointer({ role: 'mentor', file_id: 7, page: 2, x: Number.NaN, y: 0 })).toBeUndefined();
  });

  it('takes a shared file only with the server’s own download address', () => {
    expect(readRoomFile(file)).toEqual(file);
    expect(readRoomFile({ ...file, url: 'https://evil.example/x.pdf' })).toBeUndefined();
    expect(readRoomFile({ ...file, shared_by: 'staff' })).toBeUndefined();
    // ADR 66: the page count of the drawn pages, or null for a PDF shared before pages were drawn.
    expect(readRoomFile({ ...file, page_count: null })).toEqual({ ...file, page_count: null });
    expect(readRoomFile({ ...file, page_count: 0 })).toBeUndefined();
    expect(readRoomFile({ ...file, page_count: '3' })).toBeUndefined();
  });

  it('reads a removal and drops the file from a list', () => {
    expect(readRemovedFile({ id: 7 })).toEqual({ id: 7 });
    expect(readRemovedFile({ id: -1 })).toBeUndefined();
    expect(readRemovedFile(null)).toBeUndefined();
    expect(withoutItem([{ id: 6 }, { id: 7 }], 7)).toEqual([{ id: 6 }]);
  });

  it('reads a chat line', () => {
    const line = { id: 3, sent_by: 'student', text: 'Again?', sent_at: '2026-11-27T10:06:00Z' };
    expect(readChat(line)).toEqual(line);
    expect(readChat({ ...line, text: 42 })).toBeUndefined();
  });
});

describe('withItem', () => {
  it('keeps id order and never repeats an item', () => {
    const a = { id: 1 };
    const c = { id: 3 };
    expect(withItem([a, c], { id: 2 }).map((x) => x.id)).toEqual([1, 2, 3]);
    expect(withItem([a, c], { id: 3 }).map((x) => x.id)).toEqual([1, 3]);
  });
});

describe('turnedPage', () => {
  it('stays between the first and the last page', () => {
    expect(turnedPage(1, -1, 5)).toBe(1);
    expect(turnedPage(4, 1, 5)).toBe(5);
    expect(turnedPage(5, 1, 5)).toBe(5);
    expect(turnedPage(2, 1, null)).toBe(3);
  });
});
