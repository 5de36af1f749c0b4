/**
 * Issue 18 item 2 on the settings page's Payments tab: the mentor's Packages section (add, list with the
 * price per lesson and the saving, delete) and the student's Lesson credits (mentor, length, remaining,
 * expiry with its zone named; the refund only after a confirmation).
 */
import { packageMessages, type LessonCredit, type MentorProfile } from '@app/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderWithSession } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { mentorSettings, studentSettings } from '../test-utils.ts';
import { SettingsPage } from './settings-page.tsx';

const user = () => userEvent.setup({ delay: null });
afterEach(() => vi.unstubAllGlobals());

/** The mentor's own public profile: the settings read their session ids and price from it. */
const makeMentor = (overrides: Partial<MentorProfile> = {}): MentorProfile => ({
  id: 7,
  user: { id: 2, profile_photo: null, full_name: 'Maya Keller' },
  reviews: { average_rating: 0, total_count: 0 },
  amount_cents: 5000,
  languages: [],
  bio: '',
  skills: [{ id: 2, name: 'Piano' }],
  styles: [],
  is_verified: true,
  headline: '',
  saved: false,
  offer_trial: false,
  trial_used: false,
  sessions: [
    { id: 5, session_time: 30, timeout_time: 0 },
    { id: 6, session_time: 60, timeout_time: 0 },
  ],
  country: 'DE',
  timezone: 'Europe/Berlin',
  levels: [],
  ages: [],
  has_video: false,
  first_sample: null,
  can_review: false,
  has_reviewed: false,
  packages: [],
  intro_video_url: null,
  audio_samples: [],
  lessons_taught: 0,
  students_taught: 0,
  reply_time_hours: null,
  member_since: '2025-01-15T00:00:00.000Z',
  ...overrides,
});

const credit: LessonCredit = {
  mentor_id: 11,
  session_id: 6,
  session_minutes: 60,
  mentor_name: 'Lena Park',
  remaining: 3,
  expires_at: '2027-05-23T08:00:00.000Z',
};

describe('Lesson credits (student)', () => {
  it('lists credits with mentor, length, remaining and a named zone, and refunds only after confirming', async () => {
    const calls = mockApi({
      'settings.read': { status: 200, body: studentSettings() },
      'packages.credits': { status: 200, body: [credit] },
      'packages.refundCredits': {
        status: 200,
        body: { refunded_cents: 13500, refunded_lessons: 3, message: packageMessages.refunded('€135.00', 3) },
      },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=payments');
    const list = await screen.findByRole('list', { name: 'Your lesson credits' });
    expect(list).toHaveTextContent('Lena Park, 60 minutes: 3 left, valid until');
    expect(list).toHaveTextContent('(UTC)');
    await user().click(screen.getByRole('button', { name: 'Refund unused credits' }));
    expect(calls.filter((c) => c.name === 'packages.refundCredits')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Yes, refund unused credits' }));
    expect(await screen.findByText(packageMessages.refunded('€135.00', 3))).toBeInTheDocument();
    expect(calls.filter((c) => c.name === 'packages.refundCredits')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    mockApi({
      'settings.read': { status: 200, body: studentSettings() },
      'packages.credits': { status: 200, body: [] },
    });
    renderWithSession(<SettingsPage />, sessions.student, '/settings?tab=payments');
    expect(await screen.findByText('You have no lesson credits.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Refund unused credits' })).toBeNull();
  });
});

describe('Packages (mentor)', () => {
  it('lists packages with the price per lesson and the saving, adds one and deletes one', async () => {
    const calls = mockApi({
      'settings.read': { status: 200, body: mentorSettings() },
      'packages.credits': { status: 200, body: [] },
      'mentors.profile': { status: 200, body: makeMentor({ id: 7, amount_cents: 5000 }) },
      'packages.mine': {
        status: 200,
        body: [{ id: 3, lessons: 5, session_id: 6, discount_percent: 10, price_cents: 22500 }],
      },
      'packages.create': {
        status: 201,
        body: { id: 4, lessons: 10, session_id: 5, discount_percent: 20, price_cents: 20000 },
      },
      'packages.remove': { status: 204, body: null },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=payments');
    const list = await screen.findByRole('list', { name: 'Your packages' });
    expect(
      await within(list).findByText(/5 × 60 minutes, 10% off: €225.00 \(€45.00 a lesson, save €25.00\)/),
    ).toBeInTheDocument();

    const form = screen.getByRole('form', { name: 'Add a package' });
    await user().selectOptions(within(form).getByLabelText('Lessons'), '10');
    await user().selectOptions(within(form).getByLabelText('Length'), '5');
    const discount = within(form).getByLabelText('Discount (%)');
    await user().clear(discount);
    await user().type(discount, '20');
    await user().click(within(form).getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText('Package added.')).toBeInTheDocument();
    expect(calls.find((c) => c.name === 'packages.create')?.body).toEqual({
      lessons: 10,
      session_id: 5,
      discount_percent: 20,
    });

    await user().click(within(list).getByRole('button', { name: 'Delete the package of 5 × 60 minutes' }));
    expect(calls.filter((c) => c.name === 'packages.remove').map((c) => c.params)).toEqual([{ id: '3' }]);
  });

  it('shows the server’s refusal of a discount over 30%', async () => {
    mockApi({
      'settings.read': { status: 200, body: mentorSettings() },
      'packages.credits': { status: 200, body: [] },
      'mentors.profile': { status: 200, body: makeMentor({ id: 7 }) },
      'packages.mine': { status: 200, body: [] },
      'packages.create': {
        status: 400,
        body: {
          detail: packageMessages.discountRange,
          errors: { discount_percent: [packageMessages.discountRange] },
        },
      },
    });
    renderWithSession(<SettingsPage />, sessions.mentor, '/settings?tab=payments');
    const form = await screen.findByRole('form', { name: 'Add a package' });
    const discount = within(form).getByLabelText('Discount (%)');
    await user().clear(discount);
    await user().type(discount, '31');
    await user().click(within(form).getByRole('button', { name: 'Add package' }));
    expect(await screen.findByText(packageMessages.discountRange)).toBeInTheDocument();
  });
});
