import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { RoomKept as Kept } from '@app/contract';
import { viewerZoneName } from '../../../shared/time/viewer-zone.ts';
import { RoomKept, roomHasOpened } from './room-kept.tsx';
import { mockApi } from '../../../../test/mock-api.ts';
import { urlOf } from '../../../shared/api/call.ts';

const kept: Kept = {
  files: [
    {
      id: 4,
      name: 'Etude.pdf',
      content_type: 'application/pdf',
      size_bytes: 348_000,
      shared_by: 'mentor',
      shared_at: '2026-11-24T10:05:00Z',
      url: urlOf('lessonRoom.file', { params: { id: 4 } }),
      page_count: 2,
    },
  ],
  messages: [
    { id: 1, sent_by: 'student', text: 'Bar 4 again?', sent_at: '2026-11-24T10:06:00Z' },
    { id: 2, sent_by: 'mentor', text: 'Sure.', sent_at: '2026-11-24T10:07:00Z' },
  ],
};

function renderKept() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RoomKept bookingId={42} me="student" otherName="Maya Keller" />
    </QueryClientProvider>,
  );
}

describe('what the lesson room kept', () => {
  it('asks nothing until opened, then lists the files and the chat', async () => {
    const calls = mockApi({ 'lessonRoom.kept': { status: 200, body: kept } });
    renderKept();
    expect(calls).toEqual([]);
    await userEvent.click(screen.getByText('Files and chat from the lesson room'));
    const link = await screen.findByRole('link', { name: 'Etude.pdf' });
    expect(link).toHaveAttribute('href', urlOf('lessonRoom.file', { params: { id: 4 } }));
    expect(screen.getByText('(340 KB, shared by Maya Keller)')).toBeVisible();
    expect(screen.getByRole('group', { name: 'Chat from the lesson room' })).toHaveTextContent(
      `Times in ${viewerZoneName('2026-11-24T10:06:00Z')}You 10:06: Bar 4 again?Maya Keller 10:07: Sure.`,
    );
    expect(calls).toMatchObject([{ name: 'lessonRoom.kept', method: 'GET', params: { id: '42' } }]);
  });

  it('says when nothing was shared', async () => {
    mockApi({ 'lessonRoom.kept': { status: 200, body: { files: [], messages: [] } } });
    renderKept();
    await userEvent.click(screen.getByText('Files and chat from the lesson room'));
    expect(await screen.findByText('Nothing was shared in the lesson room.')).toBeVisible();
  });
});

describe('roomHasOpened', () => {
  const start = '2026-11-24T10:00:00Z';
  it('is true from 15 minutes before the start of a lesson that has a room', () => {
    expect(roomHasOpened('paid', start, Date.parse('2026-11-24T09:44:59Z'))).toBe(false);
    expect(roomHasOpened('paid', start, Date.parse('2026-11-24T09:45:00Z'))).toBe(true);
    expect(roomHasOpened('completed', start, Date.parse('2026-11-25T09:00:00Z'))).toBe(true);
    expect(roomHasOpened('canceled', start, Date.parse('2026-11-24T10:30:00Z'))).toBe(false);
    expect(roomHasOpened('pending', start, Date.parse('2026-11-24T10:30:00Z'))).toBe(false);
  });
});
