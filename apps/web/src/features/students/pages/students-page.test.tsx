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
  last_note: {
    booking_id: 40,
    lesson_start: '2026-11-25T09:00:00.000Z',
    excerpt: 'Good progress on the F chord.',
    assignments: ['C major scale', 'Blackbird, bars 1-8'],
  },
  practice_since: { minutes: 45, entries: 3, last_logged_at: '2026-11-27T18:00:00.000Z' },
};
const ann: StudentSummary = {
  student: { id: 6, first_name: 'Ann', last_name: 'Other', profile_picture: null },
  lessons_taught: 0,
  next_lesson: null,
  last_booked: '2026-11-20T09:00:00.000Z',
  credits_left: 0,
  last_note: null,
  practice_since: { minutes: 0, entries: 0, last_logged_at: null },
};

describe('the students page', () => {
  it('lists each student with lessons taught, the next lesson with its zone, and a Message button', async () => {
    setChosenTimeZone('Europe/Berlin');
    mockApi({
      'students.list': {
        body: { results: [sam, ann], count: 2, page: 1, page_size: 50, timezone: 'Europe/Berlin' },
      },
    });
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
    // The last notes with their lesson (zone named) and assignments, and the practice since.
    expect(cards[0]).toHaveTextContent(
      /Last notesLesson of Wednesday 25 November 2026 at 10:00 \(Berlin time, GMT\+1\)Good progress on the F chord\./,
    );
    expect(cards[0]).toHaveTextContent('Practice assignments: C major scale; Blackbird, bars 1-8');
    expect(cards[0]).toHaveTextContent(/45 min in 3 sessionsLatest: Friday 27 November 2026 at 19:00/);
    expect(within(cards[0]!).getByRole('link', { name: /Open the notes of the lesson of/ })).toHaveAttribute(
      'href',
      '/my-lessons/40/notes',
    );
    expect(cards[1]).toHaveTextContent(studentsMessages.noNotes);
    expect(cards[1]).toHaveTextContent(studentsMessages.noPractice);
  });

  it('says so when the mentor has no students', async () => {
    mockApi({
      'students.list': { body: { results: [], count: 0, page: 1, page_size: 50, timezone: 'UTC' } },
    });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students');
    expect(await screen.findByText(studentsMessages.empty)).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('pages through 50 at a time, and links a page past the end to the last one', async () => {
    const calls = mockApi({
      'students.list': {
        body: { results: [sam, ann], count: 120, page: 2, page_size: 50, timezone: 'UTC' },
      },
    });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students?page=2');
    const pages = await screen.findByRole('navigation', { name: studentsMessages.pagesLabel });
    expect(pages).toHaveTextContent('Page 2 of 3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/students?page=1');
    expect(within(pages).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/students?page=3');
    expect(calls.at(-1)?.query).toEqual({ page: '2' });
  });

  it('says a page past the end is empty and links to the last page', async () => {
    mockApi({
      'students.list': { body: { results: [], count: 120, page: 9, page_size: 50, timezone: 'UTC' } },
    });
    renderWithSession(<StudentsPage />, sessions.mentor, '/students?page=9');
    expect(await screen.findByText(studentsMessages.pastTheEnd)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: studentsMessages.lastPage(3) })).toHaveAttribute(
      'href',
      '/students?page=3',
    );
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
  it('shows the lesson history, newest first, with statuses, and every note', async () => {
    setChosenTimeZone('Europe/Berlin');
    const done = { ...next, id: 40, start: '2026-11-25T09:00:00.000Z', status: 'completed' as const };
    const note = {
      booking_id: 40,
      lesson_start: done.start,
      mentor_name: 'Maya Keller',
      viewer_is_mentor: true,
      notes: 'Good progress on the F chord.',
      updated_at: done.end,
      assignments: [
        {
          id: 7,
          booking_id: 40,
          title: 'C major scale',
          details: 'Slowly, with a metronome.',
          minutes_per_day: 15,
          logs: [{ id: 1, minutes: 20, comment: 'Easier today', logged_at: '2026-11-26T18:00:00.000Z' }],
          minutes_this_week: 20,
          attachments: [],
        },
      ],
    };
    const calls = mockApi({
      'students.detail': {
        body: { summary: sam, lessons: [next, done], notes: [note], timezone: 'Europe/Berlin' },
      },
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
    const notes = screen.getByRole('region', { name: studentsMessages.allNotes });
    const lesson = within(notes).getByRole('article', { name: /LES-40, Wednesday 25 November 2026/ });
    expect(lesson).toHaveTextContent('Good progress on the F chord.');
    expect(within(lesson).getByRole('heading', { name: 'C major scale' })).toBeInTheDocument();
    expect(within(lesson).getByRole('list', { name: 'Practice log of C major scale' })).toHaveTextContent(
      '20 minutes – Easier today',
    );
    // The mentor reads the log; only the student logs.
    expect(within(lesson).queryByRole('button', { name: 'Log practice' })).toBeNull();
    expect(within(lesson).getByRole('link', { name: 'Open the notes of LES-40' })).toHaveAttribute(
      'href',
      '/my-lessons/40/notes',
    );
  });

  it('says when no notes are written yet', async () => {
    mockApi({
      'students.detail': { body: { summary: sam, lessons: [next], notes: [], timezone: 'UTC' } },
    });
    renderWithSession(onItsRoute, sessions.mentor, '/students/5');
    expect(await screen.findByText(studentsMessages.noNotesYet)).toBeInTheDocument();
  });

  it('says there is no such student on a 404', async () => {
    mockApi({ 'students.detail': { status: 404 } });
    renderWithSession(onItsRoute, sessions.mentor, '/students/99');
    expect(await screen.findByText(studentsMessages.notYourStudent)).toBeInTheDocument();
  });
});
