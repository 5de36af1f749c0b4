/**
 * What a student checks before booking (ADR 67): levels and ages taught, lessons and students taught,
 * typical reply time, member since, and the next 7 days' free hours from the slot engine's own answer
 * (the booking dialog's call, for the mentor's shortest lesson, in the viewer's zone).
 */
import { AGE_LABELS, LEVEL_LABELS, teacherMediaMessages as t } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { memo } from 'react';
import { callQuery } from '../../../shared/api/query-keys.ts';
import { useHydrated } from '../../../shared/hooks/use-hydrated.ts';
import { viewerToday, viewerZoneName } from '../../../shared/time/viewer-zone.ts';
import {
  hoursText,
  memberSinceText,
  previewDates,
  previewDays,
  replyTimeText,
} from '../model/teaching-facts.ts';
import type { MentorProfile } from '../model/types.ts';

function Fact({ term, children }: { term: string; children: string }) {
  return (
    <div className="flex flex-col">
      <dt className="text-sm text-neutral-700">{term}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}

/** The days and the zone are the viewer's: drawn once in the browser, never by the server (ADR 44). */
function AvailabilityPreview({ mentor }: { mentor: MentorProfile }) {
  const hydrated = useHydrated();
  return (
    <div>
      <h3 className="text-lg font-bold">Free time in the next 7 days</h3>
      {hydrated ? <PreviewDays mentor={mentor} /> : <p>Loading the next 7 days…</p>}
    </div>
  );
}

function PreviewDays({ mentor }: { mentor: MentorProfile }) {
  const shortest = [...mentor.sessions].sort((a, b) => a.session_time - b.session_time)[0];
  const dates = previewDates(viewerToday());
  const slots = useQuery({
    ...callQuery('bookings.availableTimes', {
      query: {
        mentor_id: mentor.id,
        session_id: shortest?.id ?? 0,
        start_date: dates[0]!,
        end_date: dates[6]!,
      },
    }),
    enabled: shortest !== undefined && mentor.is_verified,
  });
  let body;
  if (!shortest || !mentor.is_verified) body = <p>No lessons can be booked yet.</p>;
  else if (slots.isPending) body = <p>Loading the next 7 days…</p>;
  else if (!slots.data) body = <p>The free hours could not be loaded.</p>;
  else {
    const days = previewDays(dates, slots.data.available_slots);
    body = (
      <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {days.map((day) => (
          <li
            key={day.date}
            className={`rounded-lg border p-2 text-sm ${
              day.hours > 0 ? 'border-lime bg-lime/20' : 'border-neutral-200 text-neutral-700'
            }`}
          >
            <span className="block font-semibold">{day.label}</span>
            {hoursText(day.hours)}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <>
      <p className="text-sm text-neutral-700">In your time zone ({viewerZoneName()}).</p>
      {body}
    </>
  );
}

/** Memoised: the profile draws it again only for another mentor (ADR 79). */
export const TeachingFacts = memo(function TeachingFacts({ mentor }: { mentor: MentorProfile }) {
  const levels = mentor.levels.map((l) => LEVEL_LABELS[l]).join(', ');
  const ages = mentor.ages.map((a) => AGE_LABELS[a]).join(', ');
  return (
    <section
      aria-labelledby="facts-title"
      className="flex flex-col gap-5 rounded-2xl border border-neutral-200 p-5 md:p-6"
    >
      <h2 id="facts-title" className="text-2xl font-bold">
        Before you book
      </h2>
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Fact term={t.levelsLabel}>{levels || 'Not given yet'}</Fact>
        <Fact term={t.agesLabel}>{ages || 'Not given yet'}</Fact>
        <Fact term="Lessons taught">{String(mentor.lessons_taught)}</Fact>
        <Fact term="Students taught">{String(mentor.students_taught)}</Fact>
        <Fact term="Typical reply time">{replyTimeText(mentor.reply_time_hours)}</Fact>
        <Fact term="Member since">{memberSinceText(mentor.member_since)}</Fact>
      </dl>
      <AvailabilityPreview mentor={mentor} />
    </section>
  );
});
