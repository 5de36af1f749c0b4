import { studentsMessages, type StudentSummary } from '@app/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { setChosenTimeZone } from '../../../shared/time/viewer-zone.ts';
import { StudentPage } from './student-page.tsx';
import { StudentsPage } from './students-page.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  setChosenTimeZone(null);
});

const next = {
  id: 41,
  start: '2026-12-02T09:00:00.000Z',
  end: '2026-12-02T10:00:00.000Z',
  status: 'paid' as const,
  skill: 'Guitar',
  free_trial: false,
};
const sam: StudentSummary = {
  student: { id: 5, first_name: 'Sam', last_name: 'Student', profile_picture: null },
  lessons_taught: 3,
  next_lesson: next,
  last_booked: next.start,
  credits_left: 4,
};
const ann: StudentSummary = {
  student: { id: 6, first_name: 'Ann', last_name: 'Other', profile_picture: null },
  lessons_taught: 0,
  next_lesson: null,
  last_booked: '2026-11-20T09:00:00.000Z',
  credits_left: 0,
};

describe('the students page', () => {
  it('lists each student with lessons taught, the next lesson with its zone, and a Message button', async () => {
    setChosenTimeZone('Europe/Berlin');
    mockApi({ 'students.list': { body: { results: [sam, ann], count: 2, timezone: 'Europe/Berlin' } } });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students');
    const list = await screen.findByRole('list', { name: studentsMessages.title });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Sam Student' })).toHaveAttribute(
      'href',
      '/students/5',
    );
    expect(cards[0]).toHaveTextContent('3');
    expect(cards[0]).toHaveTextContent(/10:00 \(Berlin time, GMT\+1\), Guitar/);
    expect(cards[0]).toHaveTextContent(`${studentsMessages.creditsLeft}4`);
    expect(within(cards[0]!).getByRole('link', { name: 'Message Sam Student' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(cards[1]).toHaveTextContent(studentsMessages.noNextLesson);
  });

  it('says so when the mentor has no students', async () => {
    mockApi({ 'students.list': { body: { results: [], count: 0, timezone: 'UTC' } } });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students');
    expect(await screen.findByText(studentsMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('tells a failed load', async () => {
    mockApi({ 'students.list': { status: 500 } });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students');
    expect(await screen.findByText(studentsMessages.loadFailed)).toBeInTheDocument();
  });
});

// The test router matches '*': the page reads its id from its own route, as in the app.
const onItsRoute = (
  <Routes>
    <Route path="/students/:id" element={<StudentPage />} />
  </Routes>
);

describe("a student's page", () => {
  it('shows the lesson history, newest first, with statuses', async () => {
    setChosenTimeZone('Europe/Berlin');
    const done = { ...next, id: 40, start: '2026-11-25T09:00:00.000Z', status: 'completed' as const };
    const calls = mockApi({
      'students.detail': { body: { summary: sam, lessons: [next, done], timezone: 'Europe/Berlin' } },
    });
    renderWithSession(onItsRoute, sessions.mentor, '/students/5');
    expect(await screen.findByRole('heading', { name: 'Sam Student' })).toBeInTheDocument();
    const rows = within(screen.getByRole('region', { name: studentsMessages.history })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent(
      /Wednesday 2 December 2026 at 10:00 \(Berlin time, GMT\+1\).*Guitar · Booked/,
    );
    expect(rows[1]).toHaveTextContent(/25 November 2026.*Completed/);
    expect(screen.getByRole('link', { name: 'Message Sam Student' })).toBeInTheDocument();
    expect(calls.at(-1)?.params).toEqual({ student_id: '5' });
  });

  it('says there is no such student on a 404', async () => {
    mockApi({ 'students.detail': { status: 404 } });
    renderWithSession(onItsRoute, sessions.mentor, '/students/99');
    expect(await screen.findByText(studentsMessages.notYourStudent)).toBeInTheDocument();
  });
});
