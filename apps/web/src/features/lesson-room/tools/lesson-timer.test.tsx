import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { roomToolMessages, type RoomEnterResponse } from '@app/contract';
import { timeLeftText, timerPhase, WARNING_MS } from './lesson-timer.ts';

const clock = vi.hoisted(() => ({ now: 0 }));
vi.mock('../../../shared/time/server-clock.ts', () => ({ serverNow: () => clock.now }));
const { LessonTimer } = await import('./lesson-timer.tsx');

const END = Date.parse('2026-11-24T11:00:00Z');
const room = {
  start_utc: '2026-11-24T10:00:00Z',
  end_utc: '2026-11-24T11:00:00Z',
  closes_at: '2026-11-24T11:10:00Z',
} as RoomEnterResponse;

afterEach(cleanup);

describe('the lesson timer', () => {
  it('runs, warns from 5 minutes before the end, and is over at the end', () => {
    expect(timerPhase(END - WARNING_MS - 1, END)).toBe('running');
    expect(timerPhase(END - WARNING_MS, END)).toBe('warning');
    expect(timerPhase(END - 1, END)).toBe('warning');
    expect(timerPhase(END, END)).toBe('over');
  });

  it('counts whole minutes left, rounded up', () => {
    expect(timeLeftText(END - 42 * 60_000, END)).toBe('42 min left');
    expect(timeLeftText(END - 61_000, END)).toBe('2 min left');
    expect(timeLeftText(END - 1000, END)).toBe('1 min left');
  });

  it('shows the end with its zone, then the warning in its live region (the tests run in UTC)', () => {
    clock.now = END - 20 * 60_000;
    const { unmount } = render(<LessonTimer room={room} />);
    expect(screen.getByText(/^Ends at 11:00 \(UTC/)).toHaveTextContent('20 min left');
    expect(screen.getByTestId('lesson-timer-notice')).toHaveTextContent('');
    unmount();
    clock.now = END - 4 * 60_000;
    render(<LessonTimer room={room} />);
    expect(screen.getByRole('status')).toHaveTextContent(roomToolMessages.timerWarning('11:10'));
  });

  it('says when the room closes once the lesson time is over', () => {
    clock.now = END + 60_000;
    render(<LessonTimer room={room} />);
    expect(screen.getByRole('status')).toHaveTextContent(roomToolMessages.timerOver('11:10'));
  });
});
