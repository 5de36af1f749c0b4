/**
 * A video of the call. The other person's video plays with sound; when the browser refuses to play sound
 * before the person has clicked anything, it plays muted and a "Turn on sound" button appears.
 */
import { useEffect, useRef, useState } from 'react';
import { lessonRoomMessages } from '@app/contract';

interface VideoTileProps {
  stream: MediaStream | null;
  label: string;
  /** This side's own preview: always muted (no echo of oneself) and mirrored like a mirror. */
  self?: boolean;
  placeholder?: string;
  /** The speaker to play on (chosen at the device check), where the browser can choose. */
  sinkId?: string;
  /** Size and position (relative or absolute: the video and the overlays inside are placed against it). */
  className?: string;
}

export function VideoTile({
  stream,
  label,
  self = false,
  placeholder,
  sinkId,
  className = '',
}: VideoTileProps) {
  const video = useRef<HTMLVideoElement>(null);
  const [soundBlocked, setSoundBlocked] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.srcObject = stream;
    if (!stream) return;
    element.muted = self;
    element.play().catch((err: unknown) => {
      if (self || !(err instanceof DOMException) || err.name !== 'NotAllowedError') return;
      element.muted = true;
      setSoundBlocked(true);
      void element.play().catch(() => undefined);
    });
  }, [stream, self]);

  useEffect(() => {
    const element = video.current;
    // Not every browser can choose the speaker (Safari and older Firefox cannot).
    if (sinkId && element && 'setSinkId' in element) {
      void element.setSinkId(sinkId).catch(() => undefined);
    }
  }, [sinkId]);

  const turnOnSound = () => {
    const element = video.current;
    if (!element) return;
    element.muted = false;
    void element
      .play()
      .then(() => setSoundBlocked(false))
      .catch(() => undefined);
  };

  const hasVideo = stream !== null && stream.getVideoTracks().length > 0;
  return (
    <figure className={`overflow-hidden rounded-2xl bg-neutral-800 ${className}`}>
      <video
        ref={video}
        autoPlay
        playsInline
        muted={self}
        aria-label={label}
        data-testid={self ? 'local-video' : 'remote-video'}
        className={`absolute inset-0 h-full w-full ${self ? '-scale-x-100 object-cover' : 'object-contain'} ${hasVideo ? '' : 'invisible'}`}
      />
      {!hasVideo && placeholder ? (
        <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-neutral-200">
          {placeholder}
        </p>
      ) : null}
      <figcaption className="absolute bottom-2 left-2 rounded-lg bg-black/70 px-2 py-1 text-sm text-white">
        {label}
      </figcaption>
      {soundBlocked ? (
        <div className="absolute inset-x-0 top-2 flex flex-col items-center gap-2" role="alert">
          <p className="rounded-lg bg-black/80 px-3 py-1 text-sm text-white">
            {lessonRoomMessages.soundBlocked}
          </p>
          <button
            type="button"
            onClick={turnOnSound}
            className="h-10 rounded-xl bg-lime px-4 text-sm font-semibold text-ink"
          >
            Turn on sound
          </button>
        </div>
      ) : null}
    </figure>
  );
}
