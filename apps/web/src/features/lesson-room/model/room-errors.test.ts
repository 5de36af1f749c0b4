import { describe, expect, it } from 'vitest';
import { lessonRoomMessages } from '@app/contract';
import { ApiError } from '../../../shared/api/client.ts';
import { enterErrorText, readRoomLink } from './room-errors.ts';

describe('enterErrorText', () => {
  it("shows the server's reason for a 403, the spec's words for a 404, and a retry text otherwise", () => {
    const closed = new ApiError(403, { detail: lessonRoomMessages.closed }, 'x');
    expect(enterErrorText(closed)).toBe(lessonRoomMessages.closed);
    expect(enterErrorText(new ApiError(403, null, 'x'))).toBe(lessonRoomMessages.notAuthorized);
    expect(enterErrorText(new ApiError(404, { detail: 'Lesson not found.' }, 'x'))).toBe('Lesson not found.');
    expect(enterErrorText(new ApiError(400, { detail: 'Invalid input.' }, 'x'))).toBe(
      lessonRoomMessages.invalidLink,
    );
    expect(enterErrorText(new ApiError(null, null, 'offline'))).toBe(lessonRoomMessages.enterFailed);
    expect(enterErrorText(new Error('boom'))).toBe(lessonRoomMessages.enterFailed);
  });
});

describe('readRoomLink', () => {
  it('needs a positive id and a token', () => {
    expect(readRoomLink('12', 'abc')).toEqual({ id: 12, token: 'abc' });
    expect(readRoomLink('12', null)).toBeNull();
    expect(readRoomLink('12', '')).toBeNull();
    expect(readRoomLink('x', 'abc')).toBeNull();
    expect(readRoomLink('0', 'abc')).toBeNull();
    expect(readRoomLink(undefined, 'abc')).toBeNull();
  });
});
