import type { SaveToggle } from '../hooks/use-save-toggle.ts';

/** SAVED-05..07: the heart button; pressed when saved, pops for 300 ms unless motion is reduced. */
export function SaveHeart({ name, toggle }: { name: string; toggle: SaveToggle }) {
  const { saved, pending, animating } = toggle;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={pending || undefined}
      aria-label={saved ? `Remove ${name} from saved` : `Save ${name}`}
      onClick={toggle.toggle}
      className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full border border-neutral-300 bg-white hover:bg-brand-soft"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={`h-6 w-6 transition-transform duration-300 motion-reduce:transition-none ${
          animating ? 'scale-125 motion-reduce:scale-100' : 'scale-100'
        } ${saved ? 'fill-brand-dark text-brand-dark' : 'fill-none text-ink'}`}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          strokeLinejoin="round"
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        />
      </svg>
    </button>
  );
}
