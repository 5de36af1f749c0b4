/** The catalog's controls: buttons in every variant, size and state; text fields; select, checkbox, switch. */
import { useState } from 'react';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../../../shared/ui/button.tsx';
import { Switch } from '../../../shared/ui/switch.tsx';
import { TextField } from '../../../shared/ui/text-field.tsx';
import { CatalogExample, CatalogSection } from './catalog-section.tsx';

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'purple', 'lime'];
const SIZES: ButtonSize[] = ['sm', 'md', 'tall'];
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export function ButtonSection() {
  const [clicks, setClicks] = useState(0);
  return (
    <CatalogSection title="Buttons" description="Six variants, three sizes, disabled and link forms.">
      <CatalogExample title="Variants">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} onClick={() => setClicks((n) => n + 1)}>
            {capitalised(variant)}
          </Button>
        ))}
      </CatalogExample>
      <p role="status" className="text-sm text-neutral-700">
        Buttons clicked {clicks} {clicks === 1 ? 'time' : 'times'}.
      </p>
      <CatalogExample title="Sizes">
        {SIZES.map((size) => (
          <Button key={size} size={size}>
            Size {size}
          </Button>
        ))}
      </CatalogExample>
      <CatalogExample title="Disabled">
        <Button disabled>Primary disabled</Button>
        <Button variant="outline" disabled>
          Outline disabled
        </Button>
      </CatalogExample>
      <CatalogExample title="Link styled as a button">
        <ButtonLink to="/listings" variant="outline">
          Browse mentors
        </ButtonLink>
      </CatalogExample>
    </CatalogSection>
  );
}

export function FieldSection() {
  const [name, setName] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  return (
    <CatalogSection
      title="Text fields"
      description="Labelled inputs with hints, errors and trailing controls."
    >
      <div className="grid max-w-3xl gap-4 md:grid-cols-2">
        <TextField
          label="Your name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={name ? `Hello, ${name}!` : 'Type to see the hint change.'}
        />
        <TextField
          label="Email"
          type="email"
          defaultValue="not-an-email"
          error="Please enter a valid email address."
        />
        <TextField label="Disabled field" defaultValue="Read only" disabled />
        <TextField
          label="Password"
          type={showPassword ? 'text' : 'password'}
          defaultValue="Quiet-Violin-42"
          trailing={
            <Button size="sm" variant="ghost" onClick={() => setShowPassword((v) => !v)}>
              {showPassword ? 'Hide' : 'Show'}
            </Button>
          }
        />
      </div>
    </CatalogSection>
  );
}

export function ChoiceSection() {
  const [instrument, setInstrument] = useState('piano');
  const [remember, setRemember] = useState(true);
  const [notifications, setNotifications] = useState(false);
  return (
    <CatalogSection title="Selects, checkboxes and switches">
      <div className="flex max-w-md flex-col gap-6">
        <div className="flex flex-col gap-1">
          <label htmlFor="catalog-instrument" className="text-sm font-semibold">
            Instrument
          </label>
          <select
            id="catalog-instrument"
            value={instrument}
            onChange={(e) => setInstrument(e.target.value)}
            className="min-h-[58px] w-full rounded-xl border-2 border-neutral-300 bg-white px-3"
          >
            <option value="piano">Piano</option>
            <option value="guitar">Guitar</option>
            <option value="violin">Violin</option>
          </select>
          <p className="text-sm text-neutral-700">Selected: {capitalised(instrument)}</p>
        </div>
        <label className="flex min-h-10 cursor-pointer items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={remember}
            onChange={(e) => setRemember(e.target.checked)}
            className="h-5 w-5 accent-brand"
          />
          Remember me
        </label>
        <Switch
          label="Lesson notifications"
          description={notifications ? 'On: you get an email for every lesson.' : 'Off.'}
          checked={notifications}
          onCheckedChange={setNotifications}
        />
        <Switch label="Essential cookies" description="Always on." checked disabled />
      </div>
    </CatalogSection>
  );
}
