/**
 * Staff area: one account (issue 21 item 2): role, sign-ins, suspension, the newest lessons, and Suspend
 * (with a reason: sessions end, the mentor leaves search, future lessons are cancelled and refunded) or
 * Reinstate. Staff accounts offer neither: staff cannot suspend staff. ADR 75: a mentor's profile (edit,
 * hide, show) and the account's sign-ins, payments, tickets and reviews.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { backOfficeMessages as m, peopleMessages as pm, type AdminPerson } from '@app/contract';
import { serverMessage } from '../../../shared/api/client.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { auditKey, peopleKey, personQuery, reinstatePerson, suspendPerson } from '../api/admin.ts';
import { activityQuery } from '../api/people.ts';
import { AdminTable } from '../components/admin-table.tsx';
import { MentorProfilePanel } from '../components/mentor-profile-panel.tsx';
import { PersonActivity } from '../components/person-activity.tsx';
import { StaffActionDialog } from '../components/staff-action-dialog.tsx';
import { formatDate } from '../model/format.ts';
import { formatMoney } from '../model/money.ts';
import { ROLE_LABELS } from './people-page.tsx';

function Facts({ person }: { person: AdminPerson }) {
  const facts: [string, string][] = [
    ['E-mail', person.email],
    ['Role', ROLE_LABELS[person.role]],
    ['Account id', String(person.id)],
    ['Joined', formatDate(person.joined_at)],
    ['Last sign-in', person.last_sign_in_at ? formatDate(person.last_sign_in_at) : 'Never'],
    ['Status', person.suspended_at ? `Suspended since ${formatDate(person.suspended_at)}` : 'Active'],
  ];
  if (person.suspension_reason) facts.push(['Reason', person.suspension_reason]);
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold">{label}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function PersonPage() {
  const id = Number(useParams().id);
  const client = useQueryClient();
  const person = useQuery({ ...personQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const activity = useQuery({ ...activityQuery(id), enabled: Number.isInteger(id) && id > 0 });
  const [dialog, setDialog] = useState<'suspend' | 'reinstate' | null>(null);
  const [notice, setNotice] = useState('');
  const data = person.data;
  const refresh = async (message: string) => {
    setNotice(message);
    await Promise.all([
      client.invalidateQueries({ queryKey: personQuery(id).queryKey }),
      client.invalidateQueries({ queryKey: activityQuery(id).queryKey }),
      client.invalidateQueries({ queryKey: peopleKey }),
      client.invalidateQueries({ queryKey: auditKey }),
    ]);
  };
  return (
    <section aria-labelledby="person-heading" className="flex flex-col gap-4">
      <Link to="/admin/people" className="self-start underline">
        Back to people
      </Link>
      <h2 id="person-heading" className="text-2xl font-bold">
        {data ? data.person.full_name : 'Account'}
      </h2>
      <div role="status" aria-live="polite">
        {notice ? <p className="rounded-xl border-l-4 border-green-700 bg-green-50 p-4">{notice}</p> : null}
      </div>
      {person.isPending ? <Spinner label="Loading the account..." /> : null}
      {person.isError ? <Alert tone="error">{serverMessage(person.error) ?? m.personFailed}</Alert> : null}
      {data ? (
        <>
          <Facts person={data.person} />
          {data.person.role !== 'staff' ? (
            <div className="flex flex-wrap gap-2">
              {data.person.suspended_at ? (
                <Button variant="outline" onClick={() => setDialog('reinstate')}>
                  Reinstate
                </Button>
              ) : (
                <Button onClick={() => setDialog('suspend')}>Suspend</Button>
              )}
              <Link
                to={`/admin/audit?record_type=user&record_id=${data.person.id}`}
                className="inline-flex h-10 items-center underline"
              >
                Staff actions on this account
              </Link>
            </div>
          ) : null}
          <h3 className="text-xl font-bold">Lessons</h3>
          {data.lessons.length === 0 ? <p>No lessons yet.</p> : null}
          {data.lessons.length > 0 ? (
            <AdminTable
              widthClass="min-w-[44rem]"
              columns={['Lesson', 'As', 'Start', 'Status', 'Paid', 'Refunded']}
            >
              {data.lessons.map((lesson) => (
                <tr key={lesson.id} className="border-b border-ink/10">
                  <th scope="row" className="p-2 font-mono font-normal">
                    <Link to={`/admin/bookings/${lesson.id}`} className="underline">
                      {lesson.reference}
                    </Link>
                  </th>
                  <td className="p-2">{lesson.as === 'student' ? 'Student' : 'Mentor'}</td>
                  <td className="p-2">{formatDate(lesson.start)}</td>
                  <td className="p-2">{lesson.status}</td>
                  <td className="p-2">{formatMoney(lesson.amount_cents, lesson.currency)}</td>
                  <td className="p-2">{formatMoney(lesson.refunded_amount_cents, lesson.currency)}</td>
                </tr>
              ))}
            </AdminTable>
          ) : null}
          {activity.data?.mentor ? (
            <MentorProfilePanel
              userId={id}
              name={data.person.full_name}
              mentor={activity.data.mentor}
              onChanged={refresh}
            />
          ) : null}
          {activity.isError ? (
            <Alert tone="error">{serverMessage(activity.error) ?? pm.activityFailed}</Alert>
          ) : null}
          {activity.data ? <PersonActivity activity={activity.data} /> : null}
          {dialog === 'suspend' ? (
            <StaffActionDialog
              title={`Suspend ${data.person.full_name}?`}
              description={data.person.email}
              reasonLabel="Reason (required)"
              confirmLabel="Suspend account"
              failedMessage="Failed to suspend the account. Please try again."
              act={(reason) => suspendPerson(id, reason)}
              onClose={() => setDialog(null)}
              onDone={refresh}
            >
              <p>
                They are signed out everywhere at once and cannot sign in. A mentor leaves search and cannot
                be booked. Every lesson still to come is cancelled with a full refund, and both people are
                told by e-mail.
              </p>
            </StaffActionDialog>
          ) : null}
          {dialog === 'reinstate' ? (
            <StaffActionDialog
              title={`Reinstate ${data.person.full_name}?`}
              description={data.person.email}
              confirmLabel="Reinstate account"
              failedMessage="Failed to reinstate the account. Please try again."
              act={() => reinstatePerson(id)}
              onClose={() => setDialog(null)}
              onDone={refresh}
            >
              <p>They can sign in again, and an approved mentor is listed in search again.</p>
            </StaffActionDialog>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
