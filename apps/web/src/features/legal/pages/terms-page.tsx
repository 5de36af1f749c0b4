import { Link } from 'react-router';
import {
  GOVERNING_LAW_COUNTRY,
  LIABILITY_CAP_EUROS,
  LIABILITY_LOOKBACK_MONTHS,
  MINIMUM_AGE_YEARS,
  PAYOUT_COUNTRIES,
} from '@app/contract';
import { APP_NAME } from '../../../shared/config/app.ts';
import { LegalPage, LegalSection } from '../components/legal-page.tsx';

/** LEGAL-03..06: minimum age, liability cap, payout countries, governing law (numbers from the contract). */
export function TermsPage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated="1 September 2025"
      intro={
        <p>
          These terms apply to everyone who uses {APP_NAME}: students who book lessons, mentors who give them
          and visitors who browse. By creating an account or booking a lesson you agree to them.
        </p>
      }
    >
      <LegalSection title="1. What we do">
        <p>
          {APP_NAME} is a marketplace that connects students with professional music mentors for online
          lessons. Mentors are independent teachers: they set their own prices, availability and lesson
          content. We run the platform, review mentor applications, take card payments on the mentor's behalf
          and pay mentors out.
        </p>
      </LegalSection>
      <LegalSection title="2. Your account">
        <ul>
          <li>You must be at least {MINIMUM_AGE_YEARS} years old to create an account.</li>
          <li>
            An adult may book lessons for a minor; the adult holds the account and is responsible for the
            minor's use of it and for being available during lessons where appropriate.
          </li>
          <li>Keep your password secret. You are responsible for what happens under your account.</li>
          <li>Give accurate information and keep it up to date.</li>
        </ul>
      </LegalSection>
      <LegalSection title="3. Booking and paying for lessons">
        <p>
          Prices are set by mentors and shown in euros including all fees before you pay. Payment is taken by
          card when you book. Many mentors offer a free or discounted 30-minute trial lesson. Rescheduling,
          cancellations and refunds follow our <Link to="/refund-policy">Refund Policy</Link>.
        </p>
        <p>
          Lesson packages: the lessons of a package become credits with that mentor for that lesson length,
          valid for 6 months from payment. A lesson cancelled 48 hours or more before it starts gives its
          credit back; a later cancellation uses it. Credits that expire unused stay with the platform and are
          not refunded. Until they expire, you may ask for a refund of your unused credits from your settings:
          you get back the part of each package price not yet spent on lessons (pro rata), to the card you
          paid with.
        </p>
      </LegalSection>
      <LegalSection title="4. Mentors">
        <p>
          Mentors apply through the become-a-mentor flow and may teach once their application has been
          approved. Mentors can teach students from anywhere, but payouts of earnings can only be sent to a
          bank account in one of the following European countries:
        </p>
        <p className="text-neutral-800">{PAYOUT_COUNTRIES.join(', ')}.</p>
        <p>
          Mentors elsewhere can teach, but cannot withdraw their earnings until they hold an account in one of
          these countries. Mentors are responsible for their own taxes.
        </p>
      </LegalSection>
      <LegalSection title="5. Acceptable use">
        <ul>
          <li>Treat mentors, students and our team with respect; harassment is not tolerated.</li>
          <li>Do not arrange payment for lessons found on {APP_NAME} outside the platform.</li>
          <li>
            Do not upload content you have no right to share, and do not record lessons without consent.
          </li>
          <li>Do not try to break, overload or reverse-engineer the service.</li>
        </ul>
        <p>We may suspend or close accounts that break these rules.</p>
      </LegalSection>
      <LegalSection title="6. Liability">
        <p>
          We do our best to keep {APP_NAME} available and accurate, but we cannot guarantee uninterrupted
          service. Mentors are responsible for the lessons they give. To the extent the law allows, our total
          liability to you for any claim is limited to the greater of {LIABILITY_CAP_EUROS} euro or the amount
          you paid us in the {LIABILITY_LOOKBACK_MONTHS} months before the claim arose. Nothing in these terms
          limits liability that cannot be limited by law.
        </p>
      </LegalSection>
      <LegalSection title="7. Changes and ending">
        <p>
          We may update these terms; we will tell you about important changes before they take effect. You may
          close your account at any time from your settings, once no lesson is still pending or booked.
        </p>
      </LegalSection>
      <LegalSection title="8. Governing law">
        <p>
          These terms are governed by the laws of {GOVERNING_LAW_COUNTRY}. Disputes go to the courts of{' '}
          {GOVERNING_LAW_COUNTRY}, without prejudice to the mandatory consumer protection of the country where
          you live.
        </p>
      </LegalSection>
      <LegalSection title="9. Contact">
        <p>
          Questions about these terms? Write to us through the <Link to="/support">support page</Link>.
        </p>
      </LegalSection>
    </LegalPage>
  );
}
