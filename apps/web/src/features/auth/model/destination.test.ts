import { describe, expect, it } from 'vitest';
import '../test-utils.tsx';
import { rememberRedirect } from '../../../shared/storage/storage.ts';
import { destinationAfterLogin, logoutDestination } from './destination.ts';

describe('where sign-in leads (AUTH-13, rule A7)', () => {
  it('students go to /listings and mentors to /insights', () => {
    expect(destinationAfterLogin({ is_mentor: false })).toBe('/listings');
    expect(destinationAfterLogin({ is_mentor: true })).toBe('/insights');
  });

  it('a stored redirect wins, once', () => {
    rememberRedirect('/saved?page=2');
    expect(destinationAfterLogin({ is_mentor: true })).toBe('/saved?page=2');
    expect(destinationAfterLogin({ is_mentor: true })).toBe('/insights');
  });

  it('an external redirect is never stored', () => {
    rememberRedirect('//evil.example/x');
    expect(destinationAfterLogin({ is_mentor: false })).toBe('/listings');
  });
});

describe('where logout leads (AUTH-38)', () => {
  it('adds error=1 only when the call failed', () => {
    expect(logoutDestination(false, 123)).toBe('/login?clean=1&t=123');
    expect(logoutDestination(true, 123)).toBe('/login?clean=1&t=123&error=1');
  });
});
