/**
 * /meet-and-greet (MASTER-01..17): the current meeting (the list's first entry) with the countdown, the
 * preview video, the mentor intro with the mentor's photo, the four "what to expect" blocks written from the
 * class (its topic, mentor and length: whatToExpect), the facts, two buttons that bring
 * the sign-up form into view and focus it, and the form. Public; a signed-in user joins with the account.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { masterclassMessages as m, whatToExpect, type Masterclass } from '@app/contract';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Alert } from '../../../shared/ui/alert.tsx';
import { Button } from '../../../shared/ui/button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { viewerTimeZone } from '../../../shared/time/viewer-zone.ts';
import { activeMasterclassesQuery } from '../api/masterclass.ts';
import { Countdown } from '../components/countdown.tsx';
import { JoinForm } from '../components/join-form.tsx';

const dateText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: viewerTimeZone(),
  }).format(new Date(iso));
const timeText = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone: viewerTimeZone(),
  }).format(new Date(iso));

function MeetingDetails({ meeting, onReserve }: { meeting: Masterclass; onReserve: () => void }) {
  const mentorName = meeting.mentor?.first_name ?? null;
  // Staff's own picture of the mentor, else the mentor's profile photo (issue 17 item 11).
  const mentorPhoto = meeting.custom_mentor_photo_1 ?? meeting.mentor?.profile_picture ?? null;
  return (
    <>
      <section className="grid gap-8 md:grid-cols-2 md:items-center">
        <div className="flex flex-col gap-5">
          <p className="font-semibold uppercase tracking-wide">{m.title}</p>
          <h1 className="text-4xl font-extrabold tracking-tight">{meeting.name}</h1>
          <p className="text-lg">{meeting.description}</p>
          <Countdown startIso={meeting.start_time_utc} label={m.countdownLabel} />
          <Button size="tall" onClick={onReserve} className="self-start">
            {m.reserveSpot}
          </Button>
        </div>
        <div className="aspect-video w-full overflow-hidden rounded-2xl border-2 border-ink bg-neutral-200">
          <iframe
            src={meeting.show_off_url}
            title={m.videoTitle(meeting.name)}
            className="h-full w-full"
            loading="lazy"
            referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        </div>
      </section>

      <section aria-labelledby="mc-mentor" className="grid gap-6 md:grid-cols-[12rem_1fr] md:items-center">
        {mentorPhoto ? (
          <img
            src={mentorPhoto}
            alt={m.mentorPhotoAlt(mentorName)}
            className="h-48 w-48 rounded-2xl object-cover"
          />
        ) : null}
        <div>
          <h2 id="mc-mentor" className="text-2xl font-bold">
            {m.mentorHeading(mentorName)}
          </h2>
          <p className="mt-2 whitespace-pre-line">{meeting.description_mentor.trim() || m.mentorFallback}</p>
        </div>
      </section>

      <section aria-labelledby="mc-expect">
        <h2 id="mc-expect" className="text-2xl font-bold">
          {m.whatToExpectHeading}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {whatToExpect(meeting).map((block) => (
            <li key={block.title} className="rounded-2xl bg-brand-soft p-5">
              <h3 className="text-lg font-bold">{block.title}</h3>
              <p className="mt-1">{block.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="mc-facts" className="grid gap-6 md:grid-cols-[1fr_16rem] md:items-center">
        <div className="flex flex-col gap-3">
          <h2 id="mc-facts" className="text-2xl font-bold">
            {meeting.name}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Date</dt>
            <dd>{dateText(meeting.start_time_utc)}</dd>
            <dt className="font-semibold">Start time</dt>
            <dd>{timeText(meeting.start_time_utc)}</dd>
            <dt className="font-semibold">Duration</dt>
            <dd>{meeting.duration} minutes</dd>
          </dl>
          <p className="text-lg font-bold">{m.slotsLeft(meeting.slots_left)}</p>
          <Button size="tall" onClick={onReserve} className="self-start">
            {m.reserveSpot}
          </Button>
        </div>
        {meeting.custom_mentor_photo_2 ? (
          <img
            src={meeting.custom_mentor_photo_2}
            alt={mentorName ?? 'The mentor'}
            className="h-64 w-64 rounded-2xl object-cover"
          />
        ) : (
          <div role="img" aria-label="No photo" className="h-64 w-64 rounded-2xl bg-neutral-300" />
        )}
      </section>
    </>
  );
}

export function MasterclassPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const meetingsQuery = activeMasterclassesQuery();
  const meetings = useQuery(meetingsQuery);
  const meeting = meetings.data?.[0] ?? null;
  const reserve = () => {
    formRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    formRef.current?.focus({ preventScroll: true });
  };

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-12 px-4 py-10 md:px-6">
      {meetings.isPending ? <Spinner label="Loading the masterclass..." /> : null}
      {meetings.isError ? (
        <>
          <h1 className="text-4xl font-extrabold tracking-tight">{m.title}</h1>
          <Alert tone="error">{m.fetchFailed}</Alert>
        </>
      ) : null}
      {meetings.isSuccess && !meeting ? (
        <>
          <h1 className="text-4xl font-extrabold tracking-tight">{m.title}</h1>
          <p className="text-lg">{m.empty}</p>
        </>
      ) : null}
      {meeting ? (
        <>
          <MeetingDetails meeting={meeting} onReserve={reserve} />
          <JoinForm
            ref={formRef}
            meeting={meeting}
            signedInEmail={session.status === 'authenticated' ? session.user.email : null}
            onJoined={() => void queryClient.invalidateQueries({ queryKey: meetingsQuery.queryKey })}
          />
        </>
      ) : null}
    </div>
  );
}
