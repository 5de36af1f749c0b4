import { Link } from 'react-router';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** Rule B9 (R5): rescheduling, cancellation refunds and mentor no-shows. */
export function RefundPolicyPage() {
  return (
    <LegalPage
      title="Refund Policy"
      updated="1 September 2025"
      intro={<p>Plans change. Here is what happens to your lesson and your money when they do.</p>}
    >
      <LegalSection title="Rescheduling">
        <p>
          You can ask to move a lesson to another time up to 24 hours before it starts. Your mentor accepts or
          declines the new time; nothing is paid again when a lesson moves.
        </p>
      </LegalSection>
      <LegalSection title="Cancelling a lesson">
        <ul>
          <li>Cancel up to 48 hours before the lesson starts: you get a full refund.</li>
          <li>Cancel within 48 hours of the start: you get a 50% refund.</li>
        </ul>
        <p>Refunds go back to the card you paid with and usually arrive within 5 to 10 business days.</p>
      </LegalSection>
      <LegalSection title="When the mentor cancels or does not show up">
        <p>
          If your mentor cancels, or does not show up for the lesson, you get a full refund. To report a
          no-show, use the lesson card in <Link to="/my-lessons">My Lessons</Link> within 24 hours after the
          lesson was due to end. Our staff look at each report and decide.
        </p>
      </LegalSection>
      <LegalSection title="Questions">
        <p>
          Something not right with a booking? Contact us through the <Link to="/support">support page</Link>{' '}
          with your booking reference.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
