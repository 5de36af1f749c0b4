/**
 * One pending mentor application as staff review it (M1): photo, contact, headline, the introduction
 * sanitised exactly as the public profile shows it, the teaching details and the weekly availability.
 */
import type { AdminApplication } from '@app/contract';
import { RichText } from '../../mentors/index.ts';
import { formatDate, formatEuro } from '../model/format.ts';

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** The introduction's limit in the application wizard. */
const BIO_LIMIT = 2000;

const names = (items: { name: string }[]) => (items.length ? items.map((i) => i.name).join(', ') : '—');

function Photo({ application }: { application: AdminApplication }) {
  if (application.profile_photo) {
    return (
      <img
        src={application.profile_photo}
        alt={`Photo of ${application.full_name}`}
        className="h-32 w-32 shrink-0 rounded-2xl object-cover"
      />
    );
  }
  return (
    <div className="flex h-32 w-32 shrink-0 items-center justify-center rounded-2xl bg-brand-soft text-center text-sm">
      No photo
    </div>
  );
}

export function ApplicationProfile({
  application,
  headingId,
}: {
  application: AdminApplication;
  headingId: string;
}) {
  const byDay = WEEKDAYS.map((day, weekday) => ({
    day,
    slots: application.availability.filter((slot) => slot.weekday === weekday),
  })).filter((d) => d.slots.length > 0);
  return (
    <div className="flex flex-col gap-4 md:flex-row">
      <Photo application={application} />
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <div>
          <h3 id={headingId} className="text-xl font-bold">
            {application.full_name}
          </h3>
          <p className="break-words">{application.headline}</p>
          <p className="text-sm text-neutral-700">
            <a className="underline" href={`mailto:${application.email}`}>
              {application.email}
            </a>{' '}
            · Applied {formatDate(application.applied_at)}
          </p>
        </div>
        <div>
          <h4 className="font-semibold">Introduction</h4>
          <RichText html={application.bio} limit={BIO_LIMIT} className="break-words" />
        </div>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold">Instruments</dt>
          <dd>{names(application.skills)}</dd>
          <dt className="font-semibold">Styles</dt>
          <dd>{names(application.styles)}</dd>
          <dt className="font-semibold">Languages</dt>
          <dd>{names(application.languages)}</dd>
          <dt className="font-semibold">Price</dt>
          <dd>{formatEuro(application.amount_cents)} per hour</dd>
          <dt className="font-semibold">Sessions</dt>
          <dd>
            {application.sessions.length
              ? application.sessions
                  .map((s) =>
                    s.timeout_time > 0
                      ? `${s.session_time} min (${s.timeout_time} min break)`
                      : `${s.session_time} min`,
                  )
                  .join(', ')
              : '—'}
          </dd>
          <dt className="font-semibold">Trial lesson</dt>
          <dd>{application.offer_trial ? 'Offered' : 'Not offered'}</dd>
          <dt className="font-semibold">Time zone</dt>
          <dd>
            {application.timezone}
            {application.country ? ` (${application.country})` : ''}
          </dd>
        </dl>
        <div>
          <h4 className="font-semibold">Weekly availability</h4>
          {byDay.length === 0 ? (
            <p>No weekly hours yet.</p>
          ) : (
            <ul>
              {byDay.map(({ day, slots }) => (
                <li key={day}>
                  {day}: {slots.map((s) => `${s.start_time}–${s.end_time}`).join(', ')}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}
