/** The landing page (LAND-01..11). The "Join Today" form is passed in by the route (see JoinToday). */
import type { ReactNode } from 'react';
import { FaqAccordion } from '../../../shared/ui/faq-accordion.tsx';
import { BecomeMentorBlock } from '../components/become-mentor-block.tsx';
import { landingFaq } from '../components/faq-items.tsx';
import { Hero } from '../components/hero.tsx';
import { HowItWorks } from '../components/how-it-works.tsx';
import { JoinToday } from '../components/join-today.tsx';

export function LandingPage({ joinForm }: { joinForm: ReactNode }) {
  return (
    <>
      <Hero />
      <HowItWorks />
      <BecomeMentorBlock />
      <JoinToday form={joinForm} />
      <div className="mx-auto max-w-4xl px-4 py-20 md:px-6 [&_a]:font-semibold [&_a]:underline">
        <FaqAccordion id="faq" items={landingFaq} />
      </div>
    </>
  );
}
