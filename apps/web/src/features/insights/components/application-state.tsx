/**
 * What the dashboard shows someone whose mentor application staff have not approved (ADR 18, ADR 46):
 * "Application under review" with what happens next while it waits, or that it was not approved. The
 * figures stay away until the profile is listed: an applicant cannot be booked or paid yet.
 */
import { onboardingTexts, type ApplicationStatus } from '@app/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';

const linkClass = 'font-semibold text-purple-ink underline underline-offset-2';

export const applicationTexts = {
  underReview: 'Application under review',
  notApproved: 'Application not approved',
} as const;

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="application-heading"
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm md:p-6"
    >
      <h2 id="application-heading" className="text-2xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ApplicationState({ status }: { status: Exclude<ApplicationStatus, 'approved'> }) {
  const mentorId = useSession().user?.mentor_id ?? null;
  if (status === 'rejected') {
    return (
      <Panel title={applicationTexts.notApproved}>
        <p>
          Our team could not approve your mentor application, so your profile is not shown to students. We
          have sent you the reason by e-mail.
        </p>
        <p>
          Questions, or ready to apply again with new details?{' '}
          <Link to="/support" className={linkClass}>
            Contact support
          </Link>
          .
        </p>
      </Panel>
    );
  }
  return (
    <Panel title={applicationTexts.underReview}>
      <p>{onboardingTexts.reviewNotice}</p>
      <p>{onboardingTexts.approvalEmailNotice}</p>
      <h3 className="text-lg font-bold">What happens next</h3>
      <ol className="flex list-decimal flex-col gap-1 pl-6">
        <li>Our team checks your profile: photo, introduction, instruments and prices.</li>
        <li>Once approved, your profile is listed and students can message you and book lessons.</li>
        <li>Your earnings, bookings, reply rate and reviews then appear on this dashboard.</li>
      </ol>
      <h3 className="text-lg font-bold">While you wait</h3>
      <ul className="flex flex-col gap-2">
        {mentorId !== null ? (
          <li>
            <Link to={`/mentor/${mentorId}`} className={linkClass}>
              Preview your profile
            </Link>{' '}
            (only you and our team can see it for now)
          </li>
        ) : null}
        <li>
          <Link to="/settings?tab=profile" className={linkClass}>
            Edit your mentor profile
          </Link>
        </li>
        <li>
          <Link to="/settings?tab=availability" className={linkClass}>
            Set up availability
          </Link>
        </li>
        <li>
          <Link to="/become-mentor?step=payment_setup" className={linkClass}>
            Set up payouts
          </Link>
        </li>
      </ul>
    </Panel>
  );
}
