import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthCheckResponse } from '@app/contract';
import { publicConfig } from '../../../../test/config.ts';
import { mockApi, type ApiReply } from '../../../../test/mock-api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { sessions } from '../../../../test/sessions.ts';
import { queryClient } from '../../../shared/api/query-client.ts';
import { SupportPage } from './support-page.tsx';

afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ delay: null });
const config = { body: publicConfig({ support_email: 'help@example.com' }) };

function show(url: string, answer: ApiReply<'support.open'>, session: AuthCheckResponse = sessions.visitor) {
  const calls = mockApi({ 'system.config': config, 'support.open': answer });
  renderAt(
    url,
    <>
      <SupportPage />
      <Toaster />
    </>,
    { session },
  );
  return calls;
}

describe('the support page (SUPPORT-01..12)', () => {
  it('preselects Help Us Improve from the footer link and sends the ticket', async () => {
    const calls = show('/support?reason=help-us-improve', {
      status: 201,
      body: { reference_number: 'SUP-000123' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Support' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reason')).toHaveValue('help_us_improve');
    expect(screen.queryByLabelText('Booking reference')).toBeNull();
    const submit = screen.getByRole('button', { name: 'Submit request' });
    expect(submit).toBeDisabled();
    await user().type(screen.getByLabelText('Email'), 'visitor@example.com');
    await user().type(screen.getByLabelText('Message'), 'Add a dark mode.');
    expect(submit).toBeEnabled();
    await user().click(submit);
    expect(await screen.findByText('Support ticket created!')).toBeInTheDocument();
    expect(screen.getByText('Reference #: SUP-000123')).toBeInTheDocument();
    expect(
      screen.getByText(
        "Request submitted! Thank you for contacting us. We'll get back to you as soon as possible.",
      ),
    ).toBeInTheDocument();
    // The form is empty again for another request; the e-mail stays.
    expect(screen.getByLabelText('Message')).toHaveValue('');
    expect(screen.getByLabelText('Reason')).toHaveValue('');
    expect(screen.getByLabelText('Email')).toHaveValue('visitor@example.com');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      type: 'help_us_improve',
      message: 'Add a dark mode.',
      email: 'visitor@example.com',
      booking_reference: '',
    });
    const contact = screen.getByRole('region', { name: 'Contact us' });
    expect(await within(contact).findByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
    expect(contact).toHaveTextContent('We reply within 24 hours.');
  });

  it('prefills a signed-in user’s e-mail and asks for the reference for a booking issue', async () => {
    show(
      '/support',
      { status: 400, body: { detail: 'Not yours.', errors: { booking_reference: ['Not yours.'] } } },
      sessions.student,
    );
    expect(screen.getByLabelText('Email')).toHaveValue('sam@example.com');
    await user().selectOptions(screen.getByLabelText('Reason'), 'booking_issues');
    await user().type(screen.getByLabelText('Message'), 'The link is broken.');
    const submit = screen.getByRole('button', { name: 'Submit request' });
    expect(submit).toBeDisabled();
    await user().type(screen.getByLabelText('Booking reference'), 'LES-9');
    await user().click(submit);
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getAllByText('Not yours.').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByLabelText('Booking reference')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells a network failure apart', async () => {
    show('/support?reason=other', 'network-error', sessions.student);
    await user().type(screen.getByLabelText('Message'), 'Hello');
    await user().click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Network Error')).toBeInTheDocument();
    expect(screen.getByText('Please check your connection and try again.')).toBeInTheDocument();
  });

  it('lists the eight reasons in order after the empty choice (SUPPORT-02)', () => {
    show('/support', { status: 201, body: { reference_number: 'SUP-000123' } });
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveValue('');
    const options = within(reason).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Select a reason',
      'Booking issues',
      'Payment problems',
      'Refund',
      'Technical difficulties',
      'Account questions',
      'Mentor concerns',
      'Help Us Improve',
      'Other',
    ]);
    expect(options[0]).toHaveValue('');
    expect(new Set(options.slice(1).map((o) => (o as HTMLOptionElement).value)).size).toBe(8);
  });

  it('shows the FAQ at #faq with the refund and reschedule rules', () => {
    show('/support', { status: 201, body: { reference_number: 'SUP-000123' } });
    const faq = document.getElementById('faq');
    expect(faq).not.toBeNull();
    expect(faq).toHaveTextContent('Can I reschedule a lesson?');
    expect(faq).toHaveTextContent('Who sets the lesson prices?');
  });

  it('asks for the e-mail in an e-mail field and keeps Submit disabled for a malformed one (SUPPORT-06)', async () => {
    show('/support?reason=other', { status: 201, body: { reference_number: 'SUP-000123' } });
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    await user().type(screen.getByLabelText('Message'), 'Hello');
    await user().type(email, 'not-an-address');
    const submit = screen.getByRole('button', { name: 'Submit request' });
    expect(submit).toBeDisabled();
    await user().clear(email);
    await user().type(email, 'visitor@example.com');
    expect(submit).toBeEnabled();
  });

  it('opens each FAQ answer with the promised times, refunds and prices (SUPPORT-12)', async () => {
    show('/support', { status: 201, body: { reference_number: 'SUP-000123' } });
    const faq = document.getElementById('faq')!;
    const answer = async (question: string) => {
      expect(within(faq).queryByRole('region', { name: question })).toBeNull();
      await user().click(within(faq).getByRole('button', { name: question }));
      const panel = within(faq).getByRole('region', { name: question });
      expect(panel).toBeVisible();
      return panel;
    };
    expect(await answer('Can I reschedule a lesson?')).toHaveTextContent(/up to 24 hours before/);
    const cancel = await answer('What happens if I cancel a lesson?');
    expect(cancel).toHaveTextContent(/up to 48 hours before[^.]*, you get a full refund/);
    expect(cancel).toHaveTextContent(/within 48 hours[^.]*, you get a partial refund/);
    expect(await answer('Who sets the lesson prices?')).toHaveTextContent(/mentor sets their own price/);
    expect(await answer('How fast will you answer?')).toHaveTextContent(/reply within 24 hours/);
  });
});
