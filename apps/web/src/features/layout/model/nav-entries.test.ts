import { describe, expect, it } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import type { SessionState } from '../../../shared/session/auth-check.ts';
import { dashboardTarget, navEntries } from './nav-entries.ts';

const state = (name: keyof typeof sessions): SessionState => {
  const { user } = sessions[name];
  return user ? { status: 'authenticated', user } : { status: 'anonymous', user: null };
};
const labels = (entries: { label: string; to: string }[]) => entries.map((e) => `${e.label} ${e.to}`);

describe('navEntries', () => {
  it('gives visitors the public links plus Log in and Join', () => {
    const entries = navEntries(state('visitor'));
    expect(labels(entries.main)).toEqual([
      'Find Mentors /listings',
      'About /',
      'Support /support',
      'Become a Mentor /become-mentor',
    ]);
    expect(labels(entries.auth)).toEqual(['Log in /login', 'Join /login?tab=register']);
    expect(entries.account).toEqual([]);
  });

  it('gives students Become a Mentor and no Dashboard, My profile or Admin', () => {
    const entries = navEntries(state('student'));
    expect(labels(entries.main)).toEqual([
      'Find Mentors /listings',
      'Saved Mentors /saved',
      'My Lessons /my-lessons',
      'Calendar /calendar',
      'Messages /messages',
      'Practice /practice',
      'Become a Mentor /become-mentor',
    ]);
    expect(labels(entries.account)).toEqual(['Settings /settings', 'Support /support']);
    expect(entries.auth).toEqual([]);
  });

  it('gives mentors the Dashboard and My profile, and no Become a Mentor', () => {
    const entries = navEntries(state('mentor'));
    expect(labels(entries.main)).toEqual([
      'Find Mentors /listings',
      'Dashboard /insights',
      'Students /students',
      'Saved Mentors /saved',
      'My Lessons /my-lessons',
      'Calendar /calendar',
      'Messages /messages',
    ]);
    expect(labels(entries.account)).toEqual([
      'My profile /mentor/7',
      'Settings /settings',
      'Support /support',
    ]);
  });

  it('gives staff Find Mentors and Admin, without the student links', () => {
    const entries = navEntries(state('staff'));
    expect(labels(entries.main)).toEqual([
      'Find Mentors /listings',
      'Admin /admin',
      'People /admin/people',
      'Bookings /admin/bookings',
      'Audit log /admin/audit',
    ]);
    expect(labels(entries.account)).toEqual(['Settings /settings', 'Support /support']);
  });

  it('keeps the mentor bar for a staff account that is also a mentor, with Admin in the menu', () => {
    const user = { ...sessions.mentor.user!, is_staff: true };
    const entries = navEntries({ status: 'authenticated', user });
    expect(labels(entries.main)).toContain('Dashboard /insights');
    expect(labels(entries.main)).toContain('My Lessons /my-lessons');
    expect(labels(entries.account)).toContain('Admin /admin');
  });

  it('shows only Find Mentors while the session is unknown', () => {
    expect(labels(navEntries({ status: 'unknown', user: null }).main)).toEqual(['Find Mentors /listings']);
  });
});

describe('dashboardTarget (FOOT-05)', () => {
  it('sends mentors to /dashboard, other users to /become-mentor and visitors to /login', () => {
    expect(dashboardTarget(state('mentor'))).toBe('/dashboard');
    expect(dashboardTarget(state('student'))).toBe('/become-mentor');
    expect(dashboardTarget(state('staff'))).toBe('/become-mentor');
    expect(dashboardTarget(state('visitor'))).toBe('/login');
  });
});
