/**
 * An open reschedule request on a lesson card (B7): the mentor sees the requested time in their zone with
 * Accept and Decline, each sending its call, announcing the outcome and refreshing the lists; the student
 * sees that it waits for the mentor and may withdraw it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '@app/contract';
import { atParams, type ApiReply } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { formatWhen } from '../model/lessons.ts';
import { makeBooking, pageOf, renderLessons, serveLessons, UPCOMING } from '../test-utils.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const user = () => userEvent.setup({ delay: null });

const REQUEST = {
  start_utc: '2026-11-27T15:00:00Z',
  end_utc: '2026-11-27T16:00:00Z',
  lapses_at: '2026-11-25T12:00:00Z',
  created_at: '2026-11-24T07:00:00Z',
};
const requested = (overrides: Partial<Booking> = {}) =>
  makeBooking({ can_reschedule: false, reschedule_request: REQUEST, ...overrides });

/** The mentor's list: the lesson with its request until an answer arrives, then as the answer left it. */
function serveMentor(
  verb: 'accept' | 'decline',
  reply: ApiReply<'reschedule.accept' | 'reschedule.decline'> = { status: 200, body: makeBooking() },
) {
  let answered = false;
  const moved = makeBooking({
    viewer_is_mentor: true,
    date_time: { ...makeBooking().date_time, start: REQUEST.start_utc, end: REQUEST.end_utc },
  });
  return serveLessons(
    {
      [UPCOMING]: () =>
        pageOf([
          answered
            ? verb === 'accept'
              ? moved
              : makeBooking({ viewer_is_mentor: true })
            : requested({ viewer_is_mentor: true }),
        ]),
    },
    {
      [`reschedule.${verb}` as const]: atParams({ id: '42' }, () => {
        if (typeof reply === 'object' && reply.status === 200) answered = true;
        return reply;
      }),
    },
  );
}

describe('the open request on the mentor’s card', () => {
  it('shows the requested time; Accept moves the lesson, says so and refreshes the list', async () => {
    const calls = serveMentor('accept');
    renderLessons('/my-lessons', sessions.mentor);
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    expect(
      await within(card).findByText(`Reschedule requested: ${formatWhen(REQUEST.start_utc)}`),
    ).toBeInTheDocument();
    expect(within(card).getByText(formatWhen('2026-11-25T12:00:00Z'))).toBeInTheDocument();
    await user().click(within(card).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The lesson has been moved to the new time.')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Accept' })).toBeNull());
    expect(within(card).getByText(formatWhen(REQUEST.start_utc))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      pathOf('reschedule.accept', { id: '42' }),
    ]);
  });

  it('Decline keeps the lesson where it is and says so', async () => {
    const calls = serveMentor('decline');
    renderLessons('/my-lessons', sessions.mentor);
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    await user().click(await within(card).findByRole('button', { name: 'Decline' }));
    expect(
      await screen.findByText('The request has been declined; the lesson stays at its time.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText(/Reschedule requested/)).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      pathOf('reschedule.decline', { id: '42' }),
    ]);
  });

  it.each<[ApiReply<'reschedule.accept'>, string]>([
    [
      {
        status: 400,
        body: { detail: 'None.', error: 'There is no open request for a new time for this lesson.' },
      },
      'There is no open request for a new time for this lesson.',
    ],
    [
      { status: 500, body: { detail: 'Internal' } },
      'Failed to answer the reschedule request. Please try again.',
    ],
  ])('a failed answer is shown on the card and nothing else changes', async (reply, text) => {
    serveMentor('accept', reply);
    renderLessons('/my-lessons', sessions.mentor);
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    await user().click(await within(card).findByRole('button', { name: 'Accept' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(text);
    expect(within(card).getByRole('button', { name: 'Accept' })).toBeEnabled();
  });
});

it('the student’s card says the request waits for the mentor, without answers or a second Reschedule', async () => {
  serveLessons({ [UPCOMING]: [requested()] });
  renderLessons();
  const card = await screen.findByRole('article', { name: 'Lena Park' });
  expect(
    await within(card).findByText('Waiting for your mentor to accept the new time.'),
  ).toBeInTheDocument();
  expect(
    within(card).getByText(`Reschedule requested: ${formatWhen(REQUEST.start_utc)}`),
  ).toBeInTheDocument();
  for (const name of ['Accept', 'Decline', 'Reschedule']) {
    expect(within(card).queryByRole('button', { name })).toBeNull();
  }
});

describe('withdrawing the request (issue 17)', () => {
  /** The student's list: the lesson with its request until the withdrawal succeeds, then without it. */
  function serveStudent(reply: ApiReply<'reschedule.withdraw'> = { status: 200, body: makeBooking() }) {
    let withdrawn = false;
    return serveLessons(
      { [UPCOMING]: () => pageOf([withdrawn ? makeBooking() : requested()]) },
      {
        'reschedule.withdraw': atParams({ id: '42' }, () => {
          if (typeof reply === 'object' && reply.status === 200) withdrawn = true;
          return reply;
        }),
      },
    );
  }

  it('the student withdraws: the call is sent, the page says so and the card offers Reschedule again', async () => {
    const calls = serveStudent();
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    await user().click(await within(card).findByRole('button', { name: 'Withdraw request' }));
    expect(
      await screen.findByText(
        'Your request for a new time has been withdrawn; the lesson stays at its time.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByText(/Reschedule requested/)).toBeNull());
    expect(within(card).getByRole('button', { name: 'Reschedule' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.path)).toEqual([
      pathOf('reschedule.withdraw', { id: '42' }),
    ]);
  });

  it('a refusal (the mentor answered first) is shown on the card', async () => {
    const text = 'There is no waiting request for a new time to withdraw; the mentor may have answered it.';
    serveStudent({ status: 409, body: { detail: text, error: text } });
    renderLessons();
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    await user().click(await within(card).findByRole('button', { name: 'Withdraw request' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(text);
  });

  it('the mentor has no Withdraw', async () => {
    serveLessons({ [UPCOMING]: [requested({ viewer_is_mentor: true })] });
    renderLessons('/my-lessons', sessions.mentor);
    const card = await screen.findByRole('article', { name: 'Lena Park' });
    await within(card).findByRole('button', { name: 'Accept' });
    expect(within(card).queryByRole('button', { name: 'Withdraw request' })).toBeNull();
  });
});
