import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../shared/session/auth-check.ts';
import { readStored, rememberRedirect, storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { mockApi, type ApiHandler, type ApiReply } from '../../../../test/mock-api.ts';
import { publicConfig } from '../../../../test/config.ts';
import { renderAt, student } from '../test-utils.tsx';
import { AuthForms } from './auth-forms.tsx';
import { pathOf } from '../../../shared/api/call.ts';

const signedIn: ApiReply<'auth.check'> = {
  status: 200,
  body: { is_authenticated: true, user: student, csrftoken: 't' },
};
const loginOk: ApiReply<'auth.login'> = { status: 200, body: { detail: 'Logged in', user: student } };

async function logIn(email: string | null, password = 'secret') {
  const user = userEvent.setup();
  if (email !== null) await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('log in form (AUTH-06, AUTH-10..14)', () => {
  it('prefills the remembered email and keeps the box ticked (AUTH-12)', () => {
    mockApi({});
    writeStored(storageKeys.rememberEmail, 'ana@example.com');
    renderAt('/login', <AuthForms />);
    expect(screen.getByLabelText('Email')).toHaveValue('ana@example.com');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });

  it('with Remember me ticked: sends remember_me, keeps the email and goes to /listings', async () => {
    const calls = mockApi({ 'auth.login': loginOk, 'auth.check': signedIn });
    renderAt('/login', <AuthForms />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await logIn('ana@example.com');
    expect(await screen.findByTestId('location')).toHaveTextContent('/listings');
    expect(calls.find((c) => c.path === pathOf('auth.login'))).toEqual({
      name: 'auth.login',
      method: 'POST',
      path: pathOf('auth.login'),
      params: {},
      query: {},
      body: { email: 'ana@example.com', password: 'secret', remember_me: true },
    });
    expect(calls.some((c) => c.path === pathOf('auth.check'))).toBe(true);
    expect(readStored(storageKeys.rememberEmail)).toBe('ana@example.com');
  });

  it('with the box unticked: forgets the email and goes to the stored redirect', async () => {
    mockApi({ 'auth.login': loginOk, 'auth.check': signedIn });
    writeStored(storageKeys.rememberEmail, 'ana@example.com');
    rememberRedirect('/my-lessons?tab=completed');
    renderAt('/login', <AuthForms />);
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await logIn(null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/my-lessons?tab=completed');
    expect(readStored(storageKeys.rememberEmail)).toBeNull();
  });

  it('still navigates when the form unmounts as the session turns authenticated (landing page)', async () => {
    let checks = 0;
    mockApi({
      'auth.login': loginOk,
      'auth.check': () =>
        checks++ === 0
          ? { status: 200, body: { is_authenticated: false, user: null, csrftoken: '' } }
          : signedIn,
    });
    function JoinBlock() {
      return useSession().status === 'anonymous' ? <AuthForms embedded /> : null;
    }
    renderAt('/', <JoinBlock />);
    await screen.findByLabelText('Email');
    await logIn('ana@example.com');
    expect(await screen.findByTestId('location')).toHaveTextContent('/listings');
  });

  it('shows the mapped error and focuses it', async () => {
    mockApi({ 'auth.login': { status: 401, body: { detail: '' } } });
    renderAt('/login', <AuthForms />);
    await logIn('ana@example.com');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.parentElement).toHaveFocus();
  });

  it('an unconfirmed email offers to resend the confirmation', async () => {
    const calls = mockApi({
      'auth.login': { status: 403, body: { detail: 'Forbidden', error: 'Email not confirmed' } },
      'users.resendConfirmation': { status: 200, body: { detail: 'Sent' } },
    });
    renderAt('/login', <AuthForms />);
    const user = await logIn('ana@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please confirm your email before logging in');
    await user.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByText(/We sent a new confirmation email to ana@example.com/),
    ).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      name: 'users.resendConfirmation',
      method: 'POST',
      path: pathOf('users.resendConfirmation'),
      params: {},
      query: {},
      body: { email: 'ana@example.com' },
    });
  });

  it('the password toggle shows and hides the password', async () => {
    mockApi({});
    renderAt('/login', <AuthForms />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to forgot password, terms and privacy', () => {
    mockApi({});
    renderAt('/login', <AuthForms />);
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getAllByRole('link', { name: 'Terms of Service' })[0]).toHaveAttribute('href', '/terms');
    expect(screen.getAllByRole('link', { name: 'Privacy Policy' })[0]).toHaveAttribute('href', '/privacy');
  });
});

describe('Continue with Google (AUTH-07, AUTH-31, AUTH-32)', () => {
  const config = (enabled: boolean): ApiReply<'system.config'> => ({
    body: publicConfig({ google_sign_in_enabled: enabled }),
  });
  /** Answers for Google only, as the stub keyed by the Google link's path did; any other provider is 404. */
  const google =
    (reply: ApiReply<'users.socialLink'>): ApiHandler<'users.socialLink'> =>
    (_url, _init, { params }) =>
      params.provider === 'google' ? reply : { status: 404 };

  it('is hidden when the server has Google sign-in off', async () => {
    const calls = mockApi({ 'system.config': config(false) });
    renderAt('/login', <AuthForms />);
    await vi.waitFor(() => expect(calls.some((c) => c.path === pathOf('system.config'))).toBe(true));
    expect(screen.queryByRole('button', { name: 'Continue with Google' })).not.toBeInTheDocument();
  });

  it('navigates the browser to the returned auth_link', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockApi({
      'system.config': config(true),
      'users.socialLink': google({ status: 200, body: { auth_link: 'https://accounts.example/o' } }),
    });
    renderAt('/login', <AuthForms />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://accounts.example/o'));
  });

  it('shows the server message when the link cannot be had', async () => {
    mockApi({
      'system.config': config(true),
      'users.socialLink': google({ status: 404, body: { detail: 'Google sign-in is not available.' } }),
    });
    renderAt('/login', <AuthForms />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Continue with Google' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Google sign-in is not available.');
  });
});
