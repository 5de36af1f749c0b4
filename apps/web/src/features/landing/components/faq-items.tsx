import { Link } from 'react-router';
import type { FaqItem } from '../../../shared/ui/faq-accordion.tsx';

/** LAND-11: the landing page's questions and answers. */
export const landingFaq: FaqItem[] = [
  {
    id: 'lesson-length',
    question: 'How long are the lessons?',
    answer: (
      <p>
        Most lessons are 60 minutes. Many mentors also offer 30-minute and 90-minute lessons, so you can
        choose the length that suits your goals and your budget.
      </p>
    ),
  },
  {
    id: 'trial',
    question: 'Can I try a mentor before committing?',
    answer: (
      <p>
        Yes. Many mentors offer a free or discounted 30-minute trial lesson. Use it to talk about your goals,
        your level and the music you want to play, and to see whether the mentor is the right fit.
      </p>
    ),
  },
  {
    id: 'mentors',
    question: 'Who are the mentors?',
    answer: (
      <p>
        Working musicians, producers and teachers. Every mentor application is reviewed by our team before the
        profile is shown to students.
      </p>
    ),
  },
  {
    id: 'subjects',
    question: 'What can I learn?',
    answer: (
      <p>
        Guitar, piano, drums, bass, voice, saxophone, music production and music theory, from your very first
        chords to professional studio technique.
      </p>
    ),
  },
  {
    id: 'how-lessons-work',
    question: 'How do online lessons work?',
    answer: (
      <p>
        Lessons are one-to-one video calls. When it is time, join from the lesson card in My Lessons or from
        the Join lesson button in the top bar. All you need is your instrument, a browser and a stable
        connection.
      </p>
    ),
  },
  {
    id: 'payment',
    question: 'How much does it cost and how do I pay?',
    answer: (
      <p>
        Each mentor sets their own prices, shown in euros on their profile. You pay by card when you book;
        there is no subscription.
      </p>
    ),
  },
  {
    id: 'reschedule',
    question: 'What if I need to reschedule or cancel?',
    answer: (
      <p>
        You can reschedule up to 24 hours before a lesson. Cancel up to 48 hours before for a full refund, or
        within 48 hours for a 50% refund. Read the full <Link to="/refund-policy">Refund Policy</Link>.
      </p>
    ),
  },
  {
    id: 'age',
    question: 'Is there a minimum age?',
    answer: (
      <p>
        Account holders must be at least 18. Parents and other adults can create an account and book lessons
        for a child; they remain responsible for the account.
      </p>
    ),
  },
];
