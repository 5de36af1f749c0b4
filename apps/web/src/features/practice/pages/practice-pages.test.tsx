import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LessonNotes } from '@app/contract';
import { mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { LessonNotesPage } from './lesson-notes-page.tsx';
import { PracticePage } from './practice-page.tsx';

const user = () => userEvent.setup({ delay: null });

const lesson = (over: Partial<LessonNotes> = {}): LessonNotes => ({
  booking_id: 12,
  lesson_start: '2026-11-24T06:00:00Z',
  mentor_name: 'Maya Keller',
  viewer_is_mentor: false,
  notes: 'Relax the wrist.',
  updated_at: '2026-11-24T07:00:00Z',
  assignments: [
    {
      id: 5,
      booking_id: 12,
      title: 'G major scale',
      details: 'Two octaves.',
      minutes_per_day: 15,
      logs: [],
      minutes_this_week: 0,
      attachments: [],
    },
  ],
  ...over,
});

describe('/practice', () => {
  it('shows the notes and logs practice against an assignment, then the new total', async () => {
    let logged = false;
    const calls = mockApi({
      'practice.mine': () => ({
        body: {
          lessons: [
            logged
              ? lesson({
                  assignments: [
                    {
                      ...lesson().assignments[0]!,
                      minutes_this_week: 20,
                      logs: [{ id: 1, minutes: 20, comment: 'Slow', logged_at: '2026-11-24T08:00:00Z' }],
                    },
                  ],
                })
              : lesson(),
          ],
        },
      }),
      'practice.log': (): ApiReply<'practice.log'> => {
        logged = true;
        return { status: 201, body: { message: 'Practice logged.', assignment: lesson().assignments[0]! } };
      },
    });
    renderAt('/practice', <PracticePage />, { session: sessions.student });
    expect(await screen.findByText('Relax the wrist.')).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'G major scale' });
    expect(within(card).getByText(/15 minutes a day/)).toBeInTheDocument();
    await user().type(within(card).getByLabelText('Minutes practised'), '20');
    await user().type(within(card).getByLabelText('Comment (optional)'), 'Slow');
    await user().click(within(card).getByRole('button', { name: 'Log practice' }));
    expect(await within(card).findByText(/This week: 20 minutes/)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'practice.log')).toMatchObject({
      params: { assignment_id: '5' },
      body: { minutes: 20, comment: 'Slow' },
    });
  });

  it('shows the server’s reason when a log is refused', async () => {
    mockApi({
      'practice.mine': { body: { lessons: [lesson()] } },
      'practice.log': {
        status: 400,
        body: { detail: 'Minutes must be a whole number from 1 to 600.', errors: {} },
      },
    });
    renderAt('/practice', <PracticePage />, { session: sessions.student });
    const card = await screen.findByRole('region', { name: 'G major scale' });
    await user().type(within(card).getByLabelText('Minutes practised'), '30');
    await user().click(within(card).getByRole('button', { name: 'Log practice' }));
    expect(
      await within(card).findByText('Minutes must be a whole number from 1 to 600.'),
    ).toBeInTheDocument();
  });
});

describe('the mentor’s notes editor', () => {
  it('sends the notes with kept and new assignments and says it saved', async () => {
    const mine = lesson({ viewer_is_mentor: true });
    const calls = mockApi({
      'practice.notes': { body: mine },
      'practice.saveNotes': {
        body: { message: 'Notes and practice saved. The student has been told.', notes: mine },
      },
    });
    renderAt('/my-lessons/12/notes', <LessonNotesPage />, {
      session: sessions.mentor,
      routePath: '/my-lessons/:id/notes',
    });
    expect(await screen.findByLabelText('Lesson notes')).toHaveValue('Relax the wrist.');
    await user().click(screen.getByRole('button', { name: 'Add an assignment' }));
    const second = screen.getByRole('group', { name: 'Assignment 2' });
    await user().type(within(second).getByLabelText('Title'), 'Chord changes');
    await user().click(screen.getByRole('button', { name: 'Save notes and practice' }));
    expect(
      await screen.findByText('Notes and practice saved. The student has been told.'),
    ).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'practice.saveNotes')?.body).toEqual({
      notes: 'Relax the wrist.',
      assignments: [
        { id: 5, title: 'G major scale', details: 'Two octaves.', minutes_per_day: 15 },
        { title: 'Chord changes', details: '', minutes_per_day: null },
      ],
    });
  });
});
