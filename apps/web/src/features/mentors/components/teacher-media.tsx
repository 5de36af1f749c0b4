/**
 * Hear and see the teacher (ADR 67): the intro video in the provider's privacy-enhanced player (loaded
 * lazily, titled for screen readers) and the audio samples with the browser's own accessible player, each
 * labelled by its title; nothing is downloaded until played.
 */
import { parseIntroVideo, videoEmbedUrl } from '@app/contract';
import { memo } from 'react';
import { durationText } from '../model/teaching-facts.ts';
import type { MentorProfile } from '../model/types.ts';

/** Memoised: the profile draws it again only for another mentor (ADR 79). */
export const TeacherMedia = memo(function TeacherMedia({ mentor }: { mentor: MentorProfile }) {
  const video = mentor.intro_video_url ? parseIntroVideo(mentor.intro_video_url) : null;
  if (!video && mentor.audio_samples.length === 0) return null;
  const name = mentor.user.full_name;
  return (
    <section aria-labelledby="media-title" className="rounded-2xl border border-neutral-200 p-5 md:p-6">
      <h2 id="media-title" className="text-2xl font-bold">
        Hear and see {name}
      </h2>
      {video ? (
        <div className="mt-4 aspect-video w-full overflow-hidden rounded-xl bg-neutral-100">
          <iframe
            src={videoEmbedUrl(video)}
            title={`Intro video of ${name}`}
            loading="lazy"
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            referrerPolicy="strict-origin-when-cross-origin"
            allowFullScreen
            className="h-full w-full border-0"
          />
        </div>
      ) : null}
      {mentor.audio_samples.length > 0 ? (
        <ul aria-label="Audio samples" className="mt-4 flex flex-col gap-4">
          {mentor.audio_samples.map((sample) => (
            <li key={sample.id} className="flex flex-col gap-1">
              <span id={`sample-${sample.id}`} className="font-semibold">
                {sample.title}{' '}
                <span className="font-normal text-neutral-700">
                  ({durationText(sample.duration_seconds)})
                </span>
              </span>
              <audio
                controls
                preload="none"
                src={sample.url}
                aria-labelledby={`sample-${sample.id}`}
                className="w-full"
              />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
});
