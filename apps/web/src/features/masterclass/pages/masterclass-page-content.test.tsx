/**
 * The masterclass page's content and sign-up states (MASTER-05..08, 12, 14, 15, 17): the mentor intro, the
 * "what to expect" blocks, the second photo, the facts, "Joining..." while the request is pending and a
 * 200 answer counting as success like 201. The zone is UTC (vitest.config.ts pins TZ).
 */
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { masterclassMessages as m, type Masterclass } from '@app/contract';
import { atParams, mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { MasterclassPage } from './masterclass-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const meeting: Masterclass = {
  id: 7,
  name: 'Piano from zero',
  description: 'Your first song.',
  description_mentor: 'Maya has taught jazz piano for twenty years.',
  show_off_url: 'about:blank',
  start_time_utc: '2026-11-30T18:00:00Z',
  start_time_local: '2026-11-30T19:00:00+01:00',
  duration: 45,
  slots_left: 3,
  custom_mentor_photo_1: null,
  custom_mentor_photo_2: '/media/mentors/maya-2.jpg',
  topic: 'piano',
  mentor: { first_name: 'Maya', profile_picture: null },
};
const user = () => userEvent.setup({ delay: null });

type JoinReply = ApiReply<'masterclasses.join'>;

/** The answer to a seat taken in `meeting`. */
const joined = (message: string, status: 200 | 201 = 201): JoinReply => ({
  status,
  body: {
    message,
    masterclass_id: meeting.id,
    start_time_utc: meeting.start_time_utc,
    start_time_local: meeting.start_time_local,
    slots_left: meeting.slots_left - 1,
  },
});

function show(body: Masterclass[], join: JoinReply = joined(m.joined)) {
  const calls = mockApi({
    'masterclasses.list': { status: 200, body },
    'masterclasses.join': atParams({ id: '7' }, join),
  });
  renderAt('/meet-and-greet', <MasterclassPage />, { session: sessions.visitor });
  return calls;
}

/** Fills in a valid visitor and presses the button. */
async function reserve() {
  const u = user();
  await u.type(screen.getByLabelText('Email'), 'vera@example.com');
  await u.click(screen.getByLabelText(m.consent18));
  await u.click(screen.getByRole('button', { name: m.submit }));
}

describe('the masterclass page content (MASTER-05..08, 17)', () => {
  it('shows the four "what to expect" blocks in order (MASTER-06)', async () => {
    show([meeting]);
    const blocks = await screen.findByRole('region', { name: 'What to expect' });
    expect(
      within(blocks)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Why learn piano', 'Tips from a pro', 'From hobby to career', 'Live Q&A']);
  });

  it('writes the blocks from the class: its topic, mentor and length, not piano for every class', async () => {
    show([
      { ...meeting, topic: 'drums', duration: 90, mentor: { first_name: 'Leo', profile_picture: null } },
    ]);
    const blocks = await screen.findByRole('region', { name: 'What to expect' });
    expect(within(blocks).getByRole('heading', { name: 'Why learn drums' })).toBeInTheDocument();
    expect(within(blocks).queryByText(/piano/i)).toBeNull();
    expect(within(blocks).getByText(/How Leo practises drums/)).toBeInTheDocument();
    expect(within(blocks).getByText(/Leo answers them live during the 90 minutes/)).toBeInTheDocument();
  });

  it('speaks of music in general for a class without a topic', async () => {
    show([{ ...meeting, topic: '' }]);
    const blocks = await screen.findByRole('region', { name: 'What to expect' });
    expect(within(blocks).getByRole('heading', { name: 'Why learn music' })).toBeInTheDocument();
  });

  it("shows the mentor's profile photo in the intro when staff set no custom photo", async () => {
    show([{ ...meeting, mentor: { first_name: 'Maya', profile_picture: '/media/photos/maya.jpg' } }]);
    const intro = await screen.findByRole('region', { name: 'Meet Maya' });
    expect(within(intro).getByRole('img', { name: 'Maya, the mentor' })).toHaveAttribute(
      'src',
      '/media/photos/maya.jpg',
    );
  });

  it("prefers staff's custom_mentor_photo_1 to the profile photo", async () => {
    show([
      {
        ...meeting,
        custom_mentor_photo_1: '/media/mentors/maya-1.jpg',
        mentor: { first_name: 'Maya', profile_picture: '/media/photos/maya.jpg' },
      },
    ]);
    const intro = await screen.findByRole('region', { name: 'Meet Maya' });
    expect(within(intro).getByRole('img')).toHaveAttribute('src', '/media/mentors/maya-1.jpg');
  });

  it('labels both buttons exactly as MASTER-09, with the ASCII apostrophe', async () => {
    show([meeting]);
    const buttons = await screen.findAllByRole('button', { name: "Reserve your spot — it's free" });
    expect(buttons).toHaveLength(2);
  });

  it('shows the mentor’s first name and description_mentor instead of the fallback (MASTER-05)', async () => {
    show([meeting]);
    const intro = await screen.findByRole('region', { name: 'Meet Maya' });
    expect(within(intro).getByText('Maya has taught jazz piano for twenty years.')).toBeInTheDocument();
    expect(within(intro).queryByText(m.mentorFallback)).toBeNull();
  });

  it('falls back for a blank description and a missing mentor (MASTER-05)', async () => {
    show([{ ...meeting, description_mentor: '   ', mentor: null }]);
    const intro = await screen.findByRole('region', { name: 'Meet your mentor' });
    expect(within(intro).getByText(m.mentorFallback)).toBeInTheDocument();
  });

  it('shows custom_mentor_photo_2 as an image, and no grey placeholder (MASTER-07)', async () => {
    show([meeting]);
    const photo = await screen.findByRole('img', { name: 'Maya' });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', '/media/mentors/maya-2.jpg');
    expect(screen.queryByRole('img', { name: 'No photo' })).toBeNull();
  });

  it('shows the grey placeholder when custom_mentor_photo_2 is missing (MASTER-07)', async () => {
    show([{ ...meeting, custom_mentor_photo_2: null }]);
    const placeholder = await screen.findByRole('img', { name: 'No photo' });
    expect(placeholder.tagName).toBe('DIV');
    expect(placeholder).toHaveClass('bg-neutral-300');
    expect(screen.queryByRole('img', { name: 'Maya' })).toBeNull();
  });

  it('shows the date, start time and duration in minutes of start_time_utc (MASTER-08/17)', async () => {
    show([meeting]);
    const facts = await screen.findByRole('region', { name: 'Piano from zero' });
    const value = (term: string) => within(facts).getByText(term).nextElementSibling;
    expect(value('Date')).toHaveTextContent(/^Monday, November 30, 2026$/);
    expect(value('Start time')).toHaveTextContent(/^6:00 PM UTC$/);
    expect(value('Duration')).toHaveTextContent(/^45 minutes$/);
    expect(within(facts).getByText('3 slots left')).toBeInTheDocument();
  });

  it('follows the instant across a day boundary (MASTER-08)', async () => {
    show([{ ...meeting, start_time_utc: '2027-01-01T00:05:00Z', duration: 90 }]);
    const facts = await screen.findByRole('region', { name: 'Piano from zero' });
    expect(within(facts).getByText('Date').nextElementSibling).toHaveTextContent('Friday, January 1, 2027');
    expect(within(facts).getByText('Start time').nextElementSibling).toHaveTextContent('12:05 AM UTC');
    expect(within(facts).getByText('Duration').nextElementSibling).toHaveTextContent('90 minutes');
  });

  it('shows them in the zone the person chose in settings, named (ADR 49)', async () => {
    mockApi({
      'masterclasses.list': { status: 200, body: [{ ...meeting, start_time_utc: '2027-01-01T00:05:00Z' }] },
    });
    const student = sessions.student;
    renderAt('/meet-and-greet', <MasterclassPage />, {
      session: { ...student, user: { ...student.user!, time_zone: 'America/New_York' } },
    });
    const facts = await screen.findByRole('region', { name: 'Piano from zero' });
    expect(within(facts).getByText('Date').nextElementSibling).toHaveTextContent(
      'Thursday, December 31, 2026',
    );
    expect(within(facts).getByText('Start time').nextElementSibling).toHaveTextContent('7:05 PM EST');
  });
});

describe('joining (MASTER-12, 14, 15)', () => {
  it('reads "Joining..." while the request is pending, then shows the joined text and "Starts:"', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = show([meeting], joined(m.joined));
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') await held;
      return answer(input, init);
    });
    await screen.findByRole('heading', { level: 1 });
    await reserve();

    const busy = await screen.findByRole('button', { name: m.submitting });
    expect(busy).toBeDisabled();
    expect(screen.queryByRole('button', { name: m.submit })).toBeNull();
    expect(screen.queryByText(m.joined)).toBeNull();

    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(m.joined);
    expect(within(status).getByText(/^Starts:/)).toHaveTextContent(
      /^Starts: Monday, November 30, 2026,? (at )?6:00 PM UTC$/,
    );
    expect(screen.queryByRole('button', { name: m.submitting })).toBeNull();
    expect(screen.getByRole('button', { name: m.submit })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it.each([200, 201] as const)('counts a %i answer as success (MASTER-14, API-61)', async (status) => {
    show([meeting], joined('ok', status));
    await screen.findByRole('heading', { level: 1 });
    await reserve();
    expect(await screen.findByText(m.joined)).toBeInTheDocument();
    expect(screen.getByText(/^Starts:/)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('treats a non-2xx answer as a failure, not a success (MASTER-14/16)', async () => {
    show([meeting], { status: 409, body: {} });
    await screen.findByRole('heading', { level: 1 });
    await reserve();
    expect(await screen.findByRole('alert')).toHaveTextContent(m.joinFailed);
    expect(screen.queryByText(m.joined)).toBeNull();
  });
});
