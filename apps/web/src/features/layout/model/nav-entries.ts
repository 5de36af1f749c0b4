/**
 * Which navbar and footer entries each person sees (NAV-03, NAV-04, NAV-07, FOOT-05, ROLE-04). Pure, so
 * the desktop bar, the mobile menu and the tests read one list.
 */
import { MENTOR_DASHBOARD_NAME } from '@app/contract';
import type { SessionState } from '../../../shared/session/auth-check.ts';

export interface NavEntry {
  label: string;
  to: string;
  /** Messages: the place of the unread dot (NAV-05). */
  unreadSlot?: boolean;
}

export interface NavEntries {
  /** The main links of the bar. */
  main: NavEntry[];
  /** Visitors: Log in and Join, shown as buttons. */
  auth: NavEntry[];
  /** Signed-in users: the user menu's links (Logout is a button after them). */
  account: NavEntry[];
}

/** The staff bar's links into the back office (issue 21 item 7). */
export const STAFF_LINKS: NavEntry[] = [
  { label: 'Admin', to: '/admin' },
  { label: 'People', to: '/admin/people' },
  { label: 'Bookings', to: '/admin/bookings' },
  { label: 'Audit log', to: '/admin/audit' },
];

export function navEntries(session: SessionState): NavEntries {
  if (session.status === 'unknown')
    return { main: [{ label: 'Find Mentors', to: '/listings' }], auth: [], account: [] };
  if (session.status === 'anonymous') {
    return {
      main: [
        { label: 'Find Mentors', to: '/listings' },
        { label: 'About', to: '/' },
        { label: 'Support', to: '/support' },
        { label: 'Become a Mentor', to: '/become-mentor' },
      ],
      auth: [
        { label: 'Log in', to: '/login' },
        { label: 'Join', to: '/login?tab=register' },
      ],
      account: [],
    };
  }
  const { user } = session;
  const main: NavEntry[] = [{ label: 'Find Mentors', to: '/listings' }];
  // Staff work in the staff area: no student links (saved mentors, lessons, calendar, messages, applying).
  // A staff account that is also a mentor keeps the mentor's bar, with Admin in its menu.
  if (user.is_staff && !user.is_mentor) {
    // Issue 21 item 7: the back office's sections, Admin being its dashboard.
    main.push(...STAFF_LINKS);
    const account: NavEntry[] = [];
    if (user.mentor_id != null) account.push({ label: 'My profile', to: `/mentor/${user.mentor_id}` });
    account.push({ label: 'Settings', to: '/settings' }, { label: 'Support', to: '/support' });
    return { main, auth: [], account };
  }
  if (user.is_mentor) {
    main.push({ label: MENTOR_DASHBOARD_NAME, to: '/insights' }, { label: 'Students', to: '/students' });
  }
  main.push(
    { label: 'Saved Mentors', to: '/saved' },
    { label: 'My Lessons', to: '/my-lessons' },
    { label: 'Calendar', to: '/calendar' },
    { label: 'Messages', to: '/messages', unreadSlot: true },
  );
  // Issue 18 item 3: a student's notes and practice after their lessons.
  if (!user.is_mentor) main.push({ label: 'Practice', to: '/practice' });
  if (!user.is_mentor) main.push({ label: 'Become a Mentor', to: '/become-mentor' });

  const account: NavEntry[] = [];
  if (user.mentor_id != null) account.push({ label: 'My profile', to: `/mentor/${user.mentor_id}` });
  account.push({ label: 'Settings', to: '/settings' }, { label: 'Support', to: '/support' });
  if (user.is_staff) account.push({ label: 'Admin', to: '/admin' });
  return { main, auth: [], account };
}

/** FOOT-05: where the footer's Dashboard button leads. */
export function dashboardTarget(session: SessionState): string {
  if (session.status !== 'authenticated') return '/login';
  return session.user.is_mentor ? '/dashboard' : '/become-mentor';
}
