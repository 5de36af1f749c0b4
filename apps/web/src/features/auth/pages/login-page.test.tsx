import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readStored, storageKeys } from '../../../shared/storage/storage.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt, student } from '../test-utils.tsx';
import { LoginPage } from './login-page.tsx';
import { pathOf } from '../../../shared/api/call.ts';

describe('login page query parameters (AUTH-01..05)', () => {
  it('shows Log in and Register tabs, Log in first, switchable with the arrow keys', async () => {
    mockApi({});
    renderAt('/login', <LoginPage />);
    const tabs = within(screen.getByRole('tablist')).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Log in', 'Register']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    const user = userEvent.setup();
    await user.click(tabs[0]!);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('at least 18 years old');
  });

  it('tab=register opens the Register tab', () => {
    mockApi({});
    renderAt('/login?tab=register', <LoginPage />);
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('First name')).toBeRequired();
  });

  it('registered=true shows the confirmation notice', () => {
    mockApi({});
    renderAt('/login?registered=true', <LoginPage />);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Confirm Your Email Address');
    expect(notice).toHaveTextContent('Click the link in it to activate your account');
  });

  it('redirect=<path> is stored as the destination after sign-in, external ones are not', () => {
    mockApi({});
    renderAt('/login?redirect=%2Fsaved%3Fpage%3D2', <LoginPage />);
    expect(readStored(storageKeys.redirectAfterLogin)).toBe('/saved?page=2');
  });

  it('clean=1 says the user was signed out; error=1 says the logout failed', () => {
    mockApi({});
    const first = renderAt('/login?clean=1&t=1', <LoginPage />);
    expect(screen.getByText('You have been signed out.')).toBeInTheDocument();
    first.unmount();
    renderAt('/login?clean=1&t=1&error=1', <LoginPage />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to logout');
  });
});

describe('a forged redirect (AUTH-04) is refused before sign-in, and sign-in still works', () => {
  // Each is the raw query string of a crafted link; URLSearchParams decodes it once, as the page does.
  it.each([
    '/%09/evil.com',
    '/%0A/evil.com',
    '/%0D/evil.com',
    '%2F%09%2Fevil.com',
    '/%5Cevil.com',
    '/%5C%5Cevil.com',
    '%5C%5Cevil.com',
    '//evil.com',
    '%2F%2Fevil.com',
    '/%252F%252Fevil.com',
    '/%2509/evil.com',
    '%20%20//evil.com',
    '%09/listings',
    'https://evil.com',
  ])('redirect=%s: nothing is stored, and signing in leads to /listings', async (redirect) => {
    mockApi({
      'auth.login': { status: 200, body: { detail: 'Logged in', user: student } },
      'auth.check': {
        status: 200,
        body: { is_authenticated: true, user: student, csrftoken: 't' },
      },
    });
    renderAt(`/login?redirect=${redirect}`, <LoginPage />);
    expect(readStored(storageKeys.redirectAfterLogin)).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/listings$/);
  });
});

describe('register tab (AUTH-08, AUTH-15..17)', () => {
  async function fillRegister() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.type(screen.getByLabelText('Password'), 'a-long-password');
    await user.type(screen.getByLabelText('Confirm password'), 'a-long-password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
  }

  it('sends is_mentor false, then shows the Log in tab with the notice and the email filled in', async () => {
    const calls = mockApi({ 'users.register': { status: 201, body: { detail: 'Created' } } });
    renderAt('/login?tab=register', <LoginPage />);
    await fillRegister();
    expect(await screen.findByText('Confirm Your Email Address')).toBeInTheDocument();
    expect(calls.find((c) => c.path === pathOf('users.register'))?.body).toEqual({
      first_name: 'Ana',
      last_name: 'Lee',
      email: 'ana@example.com',
      password: 'a-long-password',
      password2: 'a-long-password',
      is_mentor: false,
    });
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
  });

  it('shows the field errors of the server in an alert', async () => {
    mockApi({
      'users.register': {
        status: 400,
        body: { detail: 'Invalid', errors: { email: ['Already used.'] } },
      },
    });
    renderAt('/login?tab=register', <LoginPage />);
    await fillRegister();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email: Already used.');
  });
});

describe('after registering: a cleared form and a "check your inbox" notice (ADR 0048)', () => {
  async function fillRegister(confirm = 'a-long-password') {
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    await user.type(screen.getByLabelText('First name'), 'Ana');
    await user.type(screen.getByLabelText('Last name'), 'Lee');
    const form = screen.getByRole('form', { name: 'Register' });
    await user.type(within(form).getByLabelText('Email'), 'ana@example.com');
    await user.type(within(form).getByLabelText('Password'), 'a-long-password');
    await user.type(within(form).getByLabelText('Confirm password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    return user;
  }

  it('names the address, clears the Register tab and resends the email to that address', async () => {
    const calls = mockApi({
      'users.register': { status: 201, body: { detail: 'Created' } },
      'users.resendConfirmation': { status: 200, body: { detail: 'Sent' } },
    });
    // Registering from /login itself (the Register tab clicked, no ?tab=): the forms still start again.
    renderAt('/login', <LoginPage />);
    const user = await fillRegister();
    const notice = await screen.findByRole('status', { name: '' });
    expect(notice).toHaveTextContent('Confirm Your Email Address');
    expect(notice).toHaveTextContent(
      'Check your inbox: we have sent a confirmation email to ana@example.com',
    );
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByLabelText('First name')).toHaveValue('');
    expect(within(screen.getByRole('form', { name: 'Register' })).getByLabelText('Email')).toHaveValue('');

    await user.click(within(notice).getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await within(notice).findByText(/We sent a new confirmation email to ana@example.com/),
    ).toBeVisible();
    expect(calls.find((c) => c.path === pathOf('users.resendConfirmation'))?.body).toEqual({
      email: 'ana@example.com',
    });
  });

  it('without the address (a reload elsewhere) keeps the general notice and offers no button', () => {
    mockApi({});
    renderAt('/login?registered=true', <LoginPage />);
    expect(screen.getByRole('status')).toHaveTextContent('We have sent a confirmation email to your address');
    expect(screen.queryByRole('button', { name: 'Resend confirmation email' })).toBeNull();
  });

  it('catches different passwords before sending, on the confirmation field', async () => {
    const calls = mockApi({ 'users.register': { status: 201, body: { detail: 'Created' } } });
    renderAt('/login', <LoginPage />);
    await fillRegister('another-password');
    const confirm = within(screen.getByRole('form', { name: 'Register' })).getByLabelText('Confirm password');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveAccessibleDescription('Passwords do not match');
    expect(confirm).toHaveFocus();
    expect(calls.some((c) => c.path === pathOf('users.register'))).toBe(false);
  });
});
