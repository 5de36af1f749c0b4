/**
 * Page titles and descriptions chosen by path (GEN-11). The root route applies them on every navigation;
 * a page that knows better later (a mentor's name on /mentor/{id}) may set document.title itself.
 */
import { MENTOR_DASHBOARD_NAME } from '@app/contract';
import { APP_NAME } from '../shared/config/app.ts';

export interface PageMeta {
  title: string;
  description: string;
}

const DEFAULT_DESCRIPTION =
  'Personalized music lessons from industry professionals. Find a mentor for guitar, piano, drums, voice, music production and more, and take a trial lesson online.';

const titled = (name: string, description: string): PageMeta => ({
  title: `${name} | ${APP_NAME}`,
  description,
});

/** First match wins: exact paths, then prefixes. */
const byPath: [test: (path: string) => boolean, meta: PageMeta][] = [
  [
    (p) => p === '/',
    {
      title: `${APP_NAME} | Personalized Music Lessons from Industry Professionals`,
      description: DEFAULT_DESCRIPTION,
    },
  ],
  [
    (p) => p === '/listings',
    titled(
      'Find a Music Mentor',
      'Browse vetted music mentors by instrument, style, language and price, and book a lesson or a free trial online.',
    ),
  ],
  [
    (p) => p.startsWith('/mentor/'),
    titled(
      'Mentor Profile',
      'Read about this mentor, their lessons, prices and reviews, and book a lesson online.',
    ),
  ],
  [
    (p) => p === '/become-mentor',
    titled(
      'Become a Mentor',
      `Teach music online on your own schedule. Apply to become a mentor on ${APP_NAME}, set your rates and get paid by card.`,
    ),
  ],
  [(p) => p === '/saved', titled('Saved Mentors', 'The music mentors you saved to come back to.')],
  [
    (p) => p === '/terms',
    titled('Terms of Service', `The terms that apply when you use ${APP_NAME} as a student or as a mentor.`),
  ],
  [
    (p) => p === '/privacy',
    titled('Privacy Policy', `What personal data ${APP_NAME} collects, why, for how long, and your rights.`),
  ],
  [
    (p) => p === '/cookies',
    titled('Cookie Policy', `Which cookies ${APP_NAME} uses and how to change your cookie settings.`),
  ],
  [
    (p) => p === '/refund-policy',
    titled('Refund Policy', 'When lessons can be rescheduled and when you get your money back.'),
  ],
  [
    (p) => p === '/support' || p === '/help',
    titled('Support', `Answers to common questions and a way to contact the ${APP_NAME} team.`),
  ],
  [
    (p) => p === '/settings',
    titled('Settings', 'Manage your account, profile, availability, payments and notifications.'),
  ],
  [
    (p) => p === '/messages' || p.startsWith('/chat'),
    titled('Messages', 'Your conversations with mentors and students.'),
  ],
  [(p) => p === '/calendar', titled('Calendar', 'Your lessons and availability, by day or by week.')],
  [
    (p) => p === '/my-lessons/review',
    titled('Review your lesson', 'Rate your mentor and tell other students about your lesson.'),
  ],
  [
    (p) => p.startsWith('/my-lessons'),
    titled(
      'My Lessons',
      'Your upcoming, completed and cancelled lessons, with links to join and review them.',
    ),
  ],
  [
    (p) => p === '/booking-confirmation' || p.startsWith('/bookings/') || p === '/lesson-preparation',
    titled('Booking', 'Confirm and pay for your lesson, then tell your mentor how to prepare.'),
  ],
  [
    (p) => p.startsWith('/lesson/'),
    titled('Lesson Room', 'See and hear your mentor or student in your online music lesson.'),
  ],
  [
    (p) => p.startsWith('/checkout/test/'),
    titled('Test Checkout', 'Pay for your lesson with a test card. No real payment is made.'),
  ],
  [
    (p) => p.startsWith('/connect/test/'),
    titled('Test Payout Account', 'Set up a test payout account. No real account is opened.'),
  ],
  [
    (p) => p === '/insights' || p === '/dashboard',
    titled(MENTOR_DASHBOARD_NAME, 'Your earnings, lessons and students at a glance.'),
  ],
  [
    (p) => p === '/students' || p.startsWith('/students/'),
    titled('Students', 'Your students, their lessons and what comes next.'),
  ],
  [
    (p) => p === '/meet-and-greet',
    titled('Live Masterclass', 'Join the next free live masterclass with a mentor.'),
  ],
  [
    (p) => p === '/forgot-password',
    titled('Forgot Password', `Reset the password of your ${APP_NAME} account.`),
  ],
  [(p) => p.startsWith('/auth/'), titled('Account', `Your ${APP_NAME} account.`)],
];

export function metaForPath(pathname: string, search = ''): PageMeta {
  if (pathname === '/login') {
    return new URLSearchParams(search).get('tab') === 'register'
      ? titled('Create Your Account', `Join ${APP_NAME} to book lessons with professional music mentors.`)
      : titled('Log In', `Log in to ${APP_NAME} to book, join and manage your music lessons.`);
  }
  const found = byPath.find(([test]) => test(pathname));
  return found ? found[1] : { title: APP_NAME, description: DEFAULT_DESCRIPTION };
}

export function applyPageMeta({ title, description }: PageMeta): void {
  document.title = title;
  let tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = 'description';
    document.head.append(tag);
  }
  tag.content = description;
}
