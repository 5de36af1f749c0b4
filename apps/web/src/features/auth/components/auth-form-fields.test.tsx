/**
 * The fields of the Log in and Register tabs (AUTH-06, AUTH-08, AUTH-09, AUTH-18): every shown field is
 * required, the email fields have type email, and the browser applies no length or pattern rule.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../../test/mock-api.ts';
import { renderAt } from '../test-utils.tsx';
import { LoginPage } from '../pages/login-page.tsx';
import { AuthForms } from './auth-forms.tsx';

function inputsOf(formName: string): HTMLInputElement[] {
  return within(screen.getByRole('form', { name: formName }))
    .getAllByLabelText(/./)
    .filter((el): el is HTMLInputElement => el instanceof HTMLInputElement);
}

function expectNoClientRules(inputs: HTMLInputElement[]): void {
  for (const input of inputs) {
    for (const attribute of ['minlength', 'maxlength', 'pattern', 'min', 'max']) {
      expect([input.name, input.getAttribute(attribute)]).toEqual([input.name, null]);
    }
  }
}

describe('Log in fields (AUTH-06, AUTH-09)', () => {
  it('has a required email of type email, a required password and a Remember me box', () => {
    mockApi({});
    renderAt('/login', <AuthForms />);
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toBeRequired();
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expectNoClientRules(inputsOf('Log in').filter((i) => i.type !== 'checkbox'));
  });
});

describe('Register fields (AUTH-08, AUTH-09, AUTH-18)', () => {
  it('has first name, last name, email, password and confirmation, all required, in that order', () => {
    mockApi({});
    renderAt('/login?tab=register', <LoginPage />);
    const inputs = inputsOf('Register');
    expect(inputs.map((i) => [i.name, i.type, i.required])).toEqual([
      ['first_name', 'text', true],
      ['last_name', 'text', true],
      ['email', 'email', true],
      ['password', 'password', true],
      ['password2', 'password', true],
    ]);
    expectNoClientRules(inputs);
  });

  it('states that the user is at least 18 and responsible for minors using the account', () => {
    mockApi({});
    renderAt('/login?tab=register', <LoginPage />);
    const form = screen.getByRole('form', { name: 'Register' });
    expect(form).toHaveTextContent(
      /at least 18 years old and that you accept responsibility for any minors using your account/,
    );
    expect(within(form).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(within(form).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });
});
