/** Server sentences of the accounts module that the spec does not quote (those live in @app/contract). */
export const texts = {
  registered: 'Account created. Please check your email to confirm your address.',
  emailTaken: 'A user with this email already exists.',
  invalidRegistration: 'Please correct the errors below.',
  emailConfirmed: 'Your email address has been confirmed. You can now log in.',
  confirmationResent:
    'If an unconfirmed account exists with this email, a new confirmation link has been sent.',
  resetTokenValid: 'The reset link is valid.',
  passwordReset: 'Your password has been reset. You can now log in.',
  loggedIn: 'Logged in successfully.',
  refreshed: 'Session refreshed.',
  loggedOut: 'Logged out successfully.',
  unknownProvider: 'Sign-in with this provider is not available.',
  providerUnreachable: 'Google is not responding right now. Please try again later.',
} as const;
