/**
 * Staff area: mentor applications awaiting a decision (M1), oldest first, each with the applicant's full
 * profile. Approve lists the mentor; Reject asks for a reason the applicant is mailed. Both are confirmed
 * in a dialog; the result is announced above the queue and the queue is read again.
 */
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { applicationMessages, type AdminApplication } from '@app/contract';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { applicationsQuery } from '../api/admin.ts';
import { ApplicationDialog, type ApplicationDecisionKind } from '../components/application-dialog.tsx';
import { ApplicationProfile } from '../components/application-profile.tsx';

export function ApplicationsPage() {
  const applications = useQuery({
    ...applicationsQuery,
  });
  const [pending, setPending] = useState<{
    application: AdminApplication;
    decision: ApplicationDecisionKind;
  } | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <section aria-labelledby="applications-heading" className="flex flex-col gap-4">
      <h2 id="applications-heading" className="text-2xl font-bold">
        Mentor applications
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {applications.isPending ? <Spinner label="Loading applications..." /> : null}
      {applications.isError ? <Alert tone="error">{applicationMessages.loadFailed}</Alert> : null}
      {applications.data && applications.data.length === 0 ? (
        <p>There are no applications waiting for a decision.</p>
      ) : null}
      {applications.data && applications.data.length > 0 ? (
        <>
          <p>
            {applications.data.length === 1
              ? '1 application is waiting for a decision.'
              : `${applications.data.length} applications are waiting for a decision.`}{' '}
            Oldest first.
          </p>
          <ul className="flex flex-col gap-4">
            {applications.data.map((application) => {
              const headingId = `application-${application.mentor_id}`;
              return (
                <li key={application.mentor_id}>
                  <article
                    aria-labelledby={headingId}
                    className="flex flex-col gap-4 rounded-2xl border border-ink/10 p-4"
                  >
                    <ApplicationProfile application={application} headingId={headingId} />
                    <div className="flex flex-wrap gap-2">
                      <Button size="sm" onClick={() => setPending({ application, decision: 'approve' })}>
                        Approve<span className="sr-only"> {application.full_name}</span>
                      </Button>
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => setPending({ application, decision: 'reject' })}
                      >
                        Reject<span className="sr-only"> {application.full_name}</span>
                      </Button>
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      {pending ? (
        <ApplicationDialog
          application={pending.application}
          decision={pending.decision}
          onClose={() => setPending(null)}
          onDone={setNotice}
        />
      ) : null}
    </section>
  );
}
