/**
 * The card's play button for a mentor's first audio sample (ADR 67): one shared Audio element for the
 * whole page, so starting one card's sample stops another's; nothing is downloaded until it is pressed.
 */
import { teacherMediaMessages as t, type AudioSample } from '@app/contract';
import { useEffect, useState } from 'react';

let player: HTMLAudioElement | null = null;
let playing: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function toggle(url: string) {
  if (!player) {
    player = new Audio();
    player.preload = 'none';
    player.addEventListener('ended', () => {
      playing = null;
      notify();
    });
  }
  if (playing === url) {
    player.pause();
    playing = null;
  } else {
    player.src = url;
    playing = url;
    void player.play().catch(() => {
      playing = null;
      notify();
    });
  }
  notify();
}

export function SamplePlayButton({ sample }: { sample: AudioSample }) {
  const [, rerender] = useState(0);
  useEffect(() => {
    const listener = () => rerender((n) => n + 1);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
  const on = playing === sample.url;
  return (
    <button
      type="button"
      onClick={() => toggle(sample.url)}
      aria-pressed={on}
      aria-label={on ? t.pauseSample(sample.title) : t.playSample(sample.title)}
      className="inline-flex min-h-11 items-center gap-2 rounded-full border border-neutral-300 px-3 text-sm font-semibold text-neutral-900 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-purple"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="currentColor">
        {on ? <path d="M5 4h3v12H5zM12 4h3v12h-3z" /> : <path d="M6 4l10 6-10 6z" />}
      </svg>
      {on ? 'Pause sample' : 'Play sample'}
    </button>
  );
}
