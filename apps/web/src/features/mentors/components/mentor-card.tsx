/**
 * The mentor card (CARD-01..14) of the search results, the saved page and the profile. `variant="profile"`
 * shows the bio in full and, for the mentor themselves, only "Edit" (CARD-09). Both show the mentor's country
 * and local time (issue 17 item 1).
 */
import { LEVEL_LABELS, trialOfferedTo } from '@app/contract';
import { Link, useNavigate } from 'react-router';
import { knownSession, useSession } from '../../../shared/session/auth-check.ts';
import { storageKeys, writeStored } from '../../../shared/storage/storage.ts';
import { Button, buttonClasses } from '../../../shared/ui/button.tsx';
import { loginUrl } from '../hooks/go-to-login.ts';
import { useBookMentor } from '../hooks/use-book-mentor.ts';
import { useSaveToggle } from '../hooks/use-save-toggle.ts';
import { BIO_LIMIT, formatAverage, formatEuro, HEADLINE_LIMIT, isNewMentor } from '../model/format.ts';
import type { MentorListItem } from '../model/types.ts';
import { MentorAvatar } from './mentor-avatar.tsx';
import { MentorLocalTime } from './mentor-local-time.tsx';
import { NewBadge } from './new-badge.tsx';
import { SamplePlayButton } from './sample-play-button.tsx';
import { RichText } from './rich-text.tsx';
import { SaveHeart } from './save-heart.tsx';

export interface MentorCardProps {
  mentor: MentorListItem;
  variant?: 'list' | 'profile';
  /** The heading level of the mentor's name (h2 in lists under the page's h1). */
  headingLevel?: 2 | 3;
  /** Called after a successful save or unsave (the saved page removes the card). */
  onSavedChange?: (saved: boolean) => void;
}

/** CARD-11: what the messages page needs to open a conversation that does not exist yet. */
export interface VirtualConversation {
  mentorId: number;
  userId: number;
  mentorName: string;
  mentorImage: string | null;
  isOnline: boolean;
  openChatWithMentor: true;
}

function Chip({ children, tone = 'plain' }: { children: string; tone?: 'plain' | 'trial' }) {
  return (
    <li
      className={`rounded-full px-3 py-1 text-sm ${
        tone === 'trial' ? 'bg-lime font-semibold text-ink' : 'bg-neutral-100 text-neutral-800'
      }`}
    >
      {children}
    </li>
  );
}

export function MentorCard({ mentor, variant = 'list', headingLevel = 2, onSavedChange }: MentorCardProps) {
  const session = useSession();
  const navigate = useNavigate();
  const toggle = useSaveToggle(mentor, onSavedChange);
  const user = session.user;
  const isOwn = !!user && (user.id === mentor.user.id || user.mentor_id === mentor.id);
  const name = mentor.user.full_name;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `mentor-${mentor.id}-name`;
  const profilePath = `/mentor/${mentor.id}`;

  // The app's booking launcher opens the booking dialog; rendered without it, the profile's lessons.
  const book = useBookMentor(mentor, variant === 'profile');

  const message = async () => {
    const state: VirtualConversation = {
      mentorId: mentor.id,
      userId: mentor.user.id,
      mentorName: name,
      mentorImage: mentor.user.profile_photo,
      isOnline: false,
      openChatWithMentor: true,
    };
    writeStored(storageKeys.virtualConversation, state);
    if ((await knownSession(session)).status !== 'authenticated') {
      void navigate(loginUrl('/messages'));
      return;
    }
    void navigate('/messages', { state });
  };

  const chips = [
    ...mentor.skills.map((s) => s.name),
    ...mentor.styles.map((s) => s.name),
    ...mentor.languages.map((l) => l.name),
  ];
  const big = variant === 'profile';
  // B1: a trial the viewer already had with this mentor is not offered again; the card says so instead.
  const trialChip = !mentor.offer_trial ? null : trialOfferedTo(mentor) ? (
    <Chip tone="trial">Offers Free Trial</Chip>
  ) : (
    <Chip>Free trial used</Chip>
  );

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm md:p-6"
    >
      <div className="flex items-start gap-4">
        <MentorAvatar name={name} photo={mentor.user.profile_photo} size={big ? 'lg' : 'md'} />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Heading id={headingId} className={`${big ? 'text-2xl md:text-3xl' : 'text-xl'} font-bold`}>
              {variant === 'list' ? (
                <Link to={profilePath} className="hover:underline">
                  {name}
                </Link>
              ) : (
                name
              )}
            </Heading>
            {mentor.is_verified ? (
              <span className="inline-flex items-center gap-1 rounded-full bg-purple-soft px-2 py-0.5 text-xs font-semibold text-purple-ink">
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
                  <path d="M10 1l2.4 1.8 3 .1.9 2.8 2.4 1.8-.9 2.9.9 2.8-2.4 1.8-.9 2.9-3 .1L10 19l-2.4-1.8-3-.1-.9-2.8L1.3 12.5l.9-2.9-.9-2.8 2.4-1.8.9-2.9 3-.1zm-1.2 11.6l5-5-1.1-1.1-3.9 3.9-1.9-1.9-1.1 1.1z" />
                </svg>
                Verified
              </span>
            ) : null}
          </div>
          {isNewMentor(mentor.reviews) ? (
            <p className="mt-1 text-sm">
              <NewBadge />
            </p>
          ) : (
            <p className="mt-1 text-sm text-neutral-800">
              <span aria-hidden="true" className="text-amber-600">
                ★
              </span>{' '}
              <span className="font-semibold">{formatAverage(mentor.reviews.average_rating)}</span>{' '}
              <span className="text-neutral-700">
                ({mentor.reviews.total_count} {mentor.reviews.total_count === 1 ? 'review' : 'reviews'})
              </span>
            </p>
          )}
          <p className="mt-1">
            <span className="text-lg font-bold">{formatEuro(mentor.amount_cents)}</span>{' '}
            <span className="text-sm text-neutral-700">per 60 mins</span>
          </p>
          <MentorLocalTime country={mentor.country} timezone={mentor.timezone} />
        </div>
        {isOwn ? null : <SaveHeart name={name} toggle={toggle} />}
      </div>

      {mentor.headline ? (
        <RichText html={mentor.headline} limit={HEADLINE_LIMIT} className="font-semibold" />
      ) : null}
      {mentor.bio ? (
        <RichText
          html={mentor.bio}
          limit={BIO_LIMIT}
          className={`text-neutral-800 ${big ? '' : 'line-clamp-4'}`}
        />
      ) : null}

      {variant === 'list' && (mentor.levels.length > 0 || mentor.first_sample || mentor.has_video) ? (
        <div className="flex flex-wrap items-center gap-3 text-sm text-neutral-800">
          {mentor.first_sample ? <SamplePlayButton sample={mentor.first_sample} /> : null}
          {mentor.has_video ? <span>Intro video</span> : null}
          {mentor.levels.length > 0 ? (
            <span>Teaches {mentor.levels.map((l) => LEVEL_LABELS[l].toLowerCase()).join(', ')}</span>
          ) : null}
        </div>
      ) : null}

      {chips.length > 0 || trialChip ? (
        <ul aria-label="Instruments, styles and languages" className="flex flex-wrap gap-2">
          {trialChip}
          {chips.map((c, i) => (
            <Chip key={`${c}-${i}`}>{c}</Chip>
          ))}
        </ul>
      ) : null}

      <div className="mt-auto grid gap-3 sm:flex sm:flex-wrap">
        {isOwn ? (
          <Link to="/settings?tab=profile" className={buttonClasses('outline', 'md')}>
            Edit
          </Link>
        ) : null}
        {isOwn && big ? null : (
          <>
            <Button onClick={() => void book()} disabled={isOwn} className="whitespace-nowrap">
              Book a lesson
            </Button>
            <Button
              variant="outline"
              onClick={() => void message()}
              disabled={isOwn}
              className="whitespace-nowrap"
            >
              Send message
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
