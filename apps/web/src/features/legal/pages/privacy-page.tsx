import { Link } from 'react-router';
import {
  ACCOUNT_DATA_MONTHS_AFTER_DELETION,
  ANALYTICS_RETENTION_MONTHS,
  RIGHTS_REQUEST_DAYS,
} from '@app/contract';
import { APP_NAME } from '../../../shared/config/app.ts';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** LEGAL-07..09: retention periods and the answer time for rights requests (numbers from the contract). */
export function PrivacyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated="1 September 2025"
      intro={
        <p>
          This policy explains which personal data {APP_NAME} collects, why we use it, how long we keep it and
          what you can ask of us. We collect only what we need to run lessons safely.
        </p>
      }
    >
      <LegalSection title="What we collect">
        <ul>
          <li>
            Account data: your name, email address, password (stored only as a secure hash) and profile photo.
          </li>
          <li>
            Lesson data: bookings, lesson times, preparation answers, reviews and messages with mentors.
          </li>
          <li>
            Payment data: handled by our card payment provider. We receive the payment status and the last
            digits of the card, never the full card number.
          </li>
          <li>Mentor data: biography, rates, availability and the payout details needed to pay you.</li>
          <li>Technical data: your time zone, to show lesson times correctly, and security logs.</li>
          <li>Analytics data: only when you allow analytics cookies.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Why we use it">
        <p>
          To provide the service you asked for (accounts, bookings, lessons, payments and payouts), to keep
          the platform secure, to meet our legal obligations (for example bookkeeping) and, with your consent,
          to improve the site through analytics.
        </p>
      </LegalSection>
      <LegalSection title="How long we keep it">
        <ul>
          <li>
            Account data: for as long as your account exists, plus {ACCOUNT_DATA_MONTHS_AFTER_DELETION} months
            after you delete it.
          </li>
          <li>Analytics data: {ANALYTICS_RETENTION_MONTHS} months.</li>
          <li>Payment and invoicing records: as long as tax law requires.</li>
        </ul>
      </LegalSection>
      <LegalSection title="Who we share it with">
        <p>
          Your mentor or student sees what a lesson needs (your name, the lesson and your messages). Our card
          payment provider processes payments and payouts. Email and hosting providers process data on our
          behalf under contract. We never sell your personal data.
        </p>
      </LegalSection>
      <LegalSection title="Your rights">
        <p>
          You may ask for a copy of your data, have it corrected or deleted, restrict or object to its use,
          and take it with you. You can withdraw consent for cookies at any time on the{' '}
          <Link to="/cookies">Cookie Policy</Link> page. Send requests through the{' '}
          <Link to="/support">support page</Link>; we answer within {RIGHTS_REQUEST_DAYS} days. You may also
          complain to your data protection authority.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
