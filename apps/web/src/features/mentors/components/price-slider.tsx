/**
 * The two-handle price range (SEARCH-05, SEARCH-06): Radix Slider handles mouse, touch and keyboard
 * (arrows 1 euro, Page Up/Down 10, Home/End); the handles cannot cross.
 */
import { Slider } from 'radix-ui';
import { useId } from 'react';
import type { Range } from '../model/price-range.ts';

export function PriceSlider({
  bounds,
  value,
  onChange,
}: {
  bounds: Range;
  value: [number, number];
  onChange: (value: [number, number]) => void;
}) {
  const labelId = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <span id={labelId} className="text-sm font-semibold">
          Price per hour
        </span>
        <span className="text-sm" aria-hidden="true">
          €{value[0]} – €{value[1]}
        </span>
      </div>
      <Slider.Root
        aria-labelledby={labelId}
        // Radix keeps the two values in hidden inputs; named, as every form field should be.
        name="price"
        min={bounds.min}
        max={bounds.max}
        step={1}
        minStepsBetweenThumbs={0}
        value={value}
        onValueChange={(v) => onChange([v[0] ?? bounds.min, v[1] ?? bounds.max])}
        className="relative flex h-11 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow rounded-full bg-neutral-200">
          <Slider.Range className="absolute h-full rounded-full bg-ink" />
        </Slider.Track>
        {(['Minimum price', 'Maximum price'] as const).map((name, i) => (
          <Slider.Thumb
            key={name}
            aria-label={name}
            aria-valuetext={`€${value[i] ?? 0}`}
            className="block h-6 w-6 rounded-full border-2 border-ink bg-white shadow focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ink"
          />
        ))}
      </Slider.Root>
    </div>
  );
}
