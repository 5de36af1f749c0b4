/** The mentor details pane (CHAT-07/08): who the other person is, when they are a mentor. */
import { chatMessages, DEFAULT_RESPONSE_TIME, MENTOR_PANE_PRICE_MINUTES } from '@app/contract';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { NewBadge, RichText } from '../../mentors/index.ts';
import { BIO_LIMIT } from '../../mentors/index.ts';
import { displayName } from '../model/format.ts';
import { countryName, mentorPaneView } from '../model/mentor-details.ts';
import { ChatAvatar } from './chat-avatar.tsx';
import { useMentorDetails } from './use-mentor-details.ts';

function Facts({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold">{title}</h3>
      <ul className="mt-1 flex flex-wrap gap-1">
        {items.map((item) => (
          <li key={item} className="rounded-full bg-neutral-100 px-3 py-1 text-sm text-neutral-800">
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function MentorDetailsPane({ mentorId, name }: { mentorId: number; name: string }) {
  const query = useMentorDetails(mentorId);
  if (query.isPending) return <Spinner />;
  const view = mentorPaneView(query.data ?? null, name);
  const location = countryName(view.country);
  return (
    // Focusable so a long bio can be scrolled by keyboard.
    <div tabIndex={0} className="flex min-h-0 flex-col gap-4 overflow-y-auto p-4">
      <div className="flex flex-col items-center gap-2 text-center">
        <ChatAvatar name={view.name} photo={view.photo} size="lg" />
        <h2 className="text-lg font-bold">{displayName(view.name)}</h2>
        {view.verified ? (
          <p className="rounded-full bg-lime px-3 py-1 text-sm font-semibold">Verified</p>
        ) : null}
        {!view.found ? (
          <p className="text-sm text-neutral-700">{chatMessages.mentorDetailsUnavailable}</p>
        ) : view.headline ? (
          <p className="text-sm text-neutral-800">{view.headline}</p>
        ) : null}
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="font-semibold">Rating</dt>
          <dd>
            {view.rating ? (
              `★ ${view.rating} (${view.reviewCount})`
            ) : view.found ? (
              // A mentor nobody has reviewed yet (ADR 46): the badge, then CHAT-08's words.
              <NewBadge note={chatMessages.noReviews} />
            ) : (
              chatMessages.noReviews
            )}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Price</dt>
          <dd>
            {view.price ? `${view.price} (${MENTOR_PANE_PRICE_MINUTES} mins)` : chatMessages.priceUnavailable}
          </dd>
        </div>
        <div>
          <dt className="font-semibold">Location</dt>
          <dd>{location || chatMessages.locationUnavailable}</dd>
        </div>
        <div>
          <dt className="font-semibold">Response time</dt>
          <dd>{DEFAULT_RESPONSE_TIME}</dd>
        </div>
      </dl>
      <Facts title="Instruments" items={view.skills} />
      <Facts title="Styles" items={view.styles} />
      <Facts title="Languages" items={view.languages} />
      <div>
        <h3 className="text-sm font-semibold">About</h3>
        {view.bio ? (
          <RichText html={view.bio} limit={BIO_LIMIT} className="mt-1 text-sm" />
        ) : (
          <p className="mt-1 text-sm text-neutral-700">{chatMessages.noAdditionalInformation}</p>
        )}
      </div>
    </div>
  );
}
