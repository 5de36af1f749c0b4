/**
 * Example profile photos and tips (ONBOARD-12), drawn inline: no downloads, and nothing a screen reader
 * has to guess at (each example is described in words).
 */

function Portrait({ good, variant }: { good: boolean; variant: 'centred' | 'far' | 'dark' | 'smile' }) {
  const background = variant === 'dark' ? '#1f2937' : good ? '#ffebeb' : '#e5e7eb';
  const skin = variant === 'dark' ? '#4b5563' : '#f2c6a0';
  const scale = variant === 'far' ? 0.45 : 1;
  const offset = variant === 'far' ? 35 : 0;
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" className="h-24 w-24 rounded-2xl">
      <rect width="100" height="100" fill={background} />
      <g transform={`translate(${offset} ${offset + (variant === 'far' ? 15 : 0)}) scale(${scale})`}>
        <ellipse cx="50" cy="100" rx="36" ry="26" fill={good ? '#ff8789' : '#9ca3af'} />
        <circle cx="50" cy="44" r="22" fill={skin} />
        <path d="M28 40 Q50 12 72 40 Q66 26 50 24 Q34 26 28 40Z" fill="#3f2a1d" />
        <circle cx="42" cy="44" r="2.5" fill="#111" />
        <circle cx="58" cy="44" r="2.5" fill="#111" />
        <path
          d={variant === 'smile' || good ? 'M41 53 Q50 61 59 53' : 'M42 56 L58 56'}
          stroke="#111"
          strokeWidth="2.5"
          fill="none"
          strokeLinecap="round"
        />
      </g>
    </svg>
  );
}

const examples = [
  {
    good: true,
    variant: 'smile',
    caption: 'Good: face in the centre, smiling, soft light, plain background.',
  },
  { good: false, variant: 'far', caption: 'Avoid: too far away, your face is hard to see.' },
  { good: false, variant: 'dark', caption: 'Avoid: too dark, students cannot see you.' },
] as const;

export function ExamplePhotos() {
  return (
    <div className="flex flex-col gap-4">
      <h3 className="text-lg font-bold">Example photos</h3>
      <ul className="grid gap-4 sm:grid-cols-3">
        {examples.map((example) => (
          <li key={example.caption} className="flex flex-col items-center gap-2 text-center">
            <Portrait good={example.good} variant={example.variant} />
            <p className="text-sm">
              <span className={`font-semibold ${example.good ? 'text-green-800' : 'text-red-800'}`}>
                {example.good ? '✓ ' : '✗ '}
              </span>
              {example.caption}
            </p>
          </li>
        ))}
      </ul>
      <h3 className="text-lg font-bold">Tips for a great photo</h3>
      <ul className="list-disc space-y-1 pl-6 text-neutral-800">
        <li>Use a recent photo of yourself alone, looking at the camera.</li>
        <li>Face the light (a window works well) and keep the background simple.</li>
        <li>Show your instrument if you like, as long as your face stays clearly visible.</li>
        <li>Use a PNG or JPG file of at most 2MB; a square photo looks best.</li>
      </ul>
    </div>
  );
}
