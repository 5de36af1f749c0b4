/**
 * Attachments of practice assignments (ADR 60) in the web app: the student sees sheet music as download
 * links with name and size and plays recordings in the browser's player; the mentor attaches a file to a
 * saved assignment from the notes editor, sees the server's refusal under the input, and removes a file
 * after confirming.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_MAX_BYTES,
  attachmentMessages,
  type LessonNotes,
  type PracticeAttachment,
} from '@app/contract';
import { mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { urlOf } from '../../../shared/api/call.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { LessonNotesPage } from './lesson-notes-page.tsx';
import { PracticePage } from './practice-page.tsx';

const user = () => userEvent.setup({ delay: null });

const pdf: PracticeAttachment = {
  id: 7,
  name: 'Scales in G.pdf',
  content_type: 'application/pdf',
  size_bytes: 250_000,
  url: urlOf('practice.attachment', { params: { id: 7 } }),
};
const recording: PracticeAttachment = {
  id: 8,
  name: 'play-along.mp3',
  content_type: 'audio/mpeg',
  size_bytes: 3_500_000,
  url: urlOf('practice.attachment', { params: { id: 8 } }),
};

const lesson = (attachments: PracticeAttachment[], mentor = false): LessonNotes => ({
  booking_id: 12,
  lesson_start: '2026-11-24T06:00:00Z',
  mentor_name: 'Maya Keller',
  viewer_is_mentor: mentor,
  notes: 'Relax the wrist.',
  updated_at: '2026-11-24T07:00:00Z',
  assignments: [
    {
      id: 5,
      booking_id: 12,
      title: 'Scales in G',
      details: '',
      minutes_per_day: 15,
      logs: [],
      minutes_this_week: 0,
      attachments,
    },
  ],
});

const openEditor = () =>
  renderAt('/my-lessons/12/notes', <LessonNotesPage />, {
    session: sessions.mentor,
    routePath: '/my-lessons/:id/notes',
  });

describe('attachments the student sees', () => {
  it('on /practice: the PDF as a download link with its size, the recording with a player', async () => {
    mockApi({ 'practice.mine': { body: { lessons: [lesson([pdf, recording])] } } });
    renderAt('/practice', <PracticePage />, { session: sessions.student });
    const list = await screen.findByRole('list', { name: 'Attachments of Scales in G' });
    const link = within(list).getByRole('link', { name: 'Scales in G.pdf (244 KB)' });
    expect(link).toHaveAttribute('href', pdf.url);
    expect(link).toHaveAttribute('download', pdf.name);
    expect(within(list).getByRole('link', { name: 'play-along.mp3 (3.3 MB)' })).toBeInTheDocument();
    const player = list.querySelector('audio');
    expect(player).toHaveAttribute('src', recording.url);
    expect(player).toHaveAttribute('controls');
    expect(player).toHaveAttribute('aria-label', 'play-along.mp3');
  });

  it('on the lesson notes page too', async () => {
    // Another lesson than the editor's: the app keeps read answers between renders (its query cache).
    mockApi({ 'practice.notes': { body: { ...lesson([pdf]), booking_id: 13 } } });
    renderAt('/my-lessons/13/notes', <LessonNotesPage />, {
      session: sessions.student,
      routePath: '/my-lessons/:id/notes',
    });
    expect(await screen.findByRole('link', { name: 'Scales in G.pdf (244 KB)' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Attach sheet music or audio')).not.toBeInTheDocument();
  });
});

describe('attachments in the mentor’s editor', () => {
  it('uploads the chosen file at once and lists it', async () => {
    let attached = false;
    const calls = mockApi({
      'practice.notes': () => ({ body: lesson(attached ? [pdf] : [], true) }),
      'practice.attach': (): ApiReply<'practice.attach'> => {
        attached = true;
        return { status: 201, body: { message: attachmentMessages.attached, attachment: pdf } };
      },
    });
    openEditor();
    const group = await screen.findByRole('group', { name: 'Assignment 1' });
    const input = within(group).getByLabelText('Attach sheet music or audio');
    expect(input).toHaveAccessibleDescription(/up to 20 MB each, 5 per assignment/);
    await user().upload(input, new File(['%PDF-1.4'], 'Scales in G.pdf', { type: 'application/pdf' }));
    expect(
      await within(group).findByText(`${attachmentMessages.attached} Scales in G.pdf`),
    ).toBeInTheDocument();
    expect(await within(group).findByRole('link', { name: 'Scales in G.pdf (244 KB)' })).toBeInTheDocument();
    const sent = calls.find((c) => c.name === 'practice.attach')!;
    expect(sent.params).toEqual({ assignment_id: '5' });
    expect((sent.body as FormData).get('file')).toBeInstanceOf(File);
  });

  it('shows the server’s refusal under the input, and refuses a file over 20 MB without sending it', async () => {
    const refusal = attachmentMessages.nameMismatch('a PNG image', '.pdf');
    const calls = mockApi({
      'practice.notes': { body: lesson([], true) },
      'practice.attach': { status: 400, body: { detail: refusal, errors: { file: [refusal] } } },
    });
    openEditor();
    const input = await screen.findByLabelText('Attach sheet music or audio');
    await user().upload(input, new File(['png'], 'score.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(new RegExp(refusal.slice(0, 20)));

    const big = new File(['x'], 'concert.wav', { type: 'audio/wav' });
    Object.defineProperty(big, 'size', { value: ATTACHMENT_MAX_BYTES + 1 });
    await user().upload(input, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(attachmentMessages.tooLarge);
    expect(calls.filter((c) => c.name === 'practice.attach')).toHaveLength(1);
  });

  it('removes a file only after the mentor confirms', async () => {
    let removed = false;
    const calls = mockApi({
      'practice.notes': () => ({ body: lesson(removed ? [] : [pdf], true) }),
      'practice.removeAttachment': () => {
        removed = true;
        return { body: { message: attachmentMessages.removed } };
      },
    });
    openEditor();
    await user().click(await screen.findByRole('button', { name: 'Remove Scales in G.pdf' }));
    const confirm = screen.getByRole('group', { name: 'Confirm removing Scales in G.pdf' });
    // The focus moves to the safe answer, and back to Remove when the file is kept.
    expect(within(confirm).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await user().keyboard('{Enter}');
    expect(calls.some((c) => c.name === 'practice.removeAttachment')).toBe(false);
    expect(screen.getByRole('button', { name: 'Remove Scales in G.pdf' })).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Remove Scales in G.pdf' }));
    await user().click(screen.getByRole('button', { name: 'Yes, remove Scales in G.pdf' }));
    expect(await screen.findByText(attachmentMessages.removed)).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'practice.removeAttachment')?.params).toEqual({ id: '7' });
    expect(screen.queryByRole('link', { name: /Scales in G.pdf/ })).not.toBeInTheDocument();
  });
});
