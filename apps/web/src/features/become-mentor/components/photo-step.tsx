/**
 * Step 2, Profile photo (ONBOARD-12, ONBOARD-13): a PNG or JPG of at most 2MB, checked here by type and
 * size, then by content on the server as soon as it is picked (the photo check, issue 17 item 10; a visitor
 * has no session for it, and the application's upload checks it again), shown as a preview; required to
 * continue.
 */
import { onboardingTexts, photoMessages } from '@app/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { photoRefusal } from '../../../shared/photos/check-photo.ts';
import { useSession } from '../../../shared/session/auth-check.ts';
import { Button } from '../../../shared/ui/button.tsx';
import { PHOTO_ACCEPT, photoProblem } from '../model/photo.ts';
import { photoErrors } from '../model/rules.ts';
import { ExamplePhotos } from './example-photos.tsx';
import { StepActions } from './step-actions.tsx';

interface PhotoStepProps {
  photo: File | null;
  onChange: (file: File | null) => void;
  onBack: () => void;
  onContinue: () => void;
}

function PhotoPreview({ file }: { file: File }) {
  const url = useMemo(() => URL.createObjectURL(file), [file]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <img
      src={url}
      alt="Preview of your profile photo"
      className="h-40 w-40 rounded-3xl border-2 border-ink object-cover"
    />
  );
}

export function PhotoStep({ photo, onChange, onBack, onContinue }: PhotoStepProps) {
  const id = useId();
  const signedIn = useSession().status === 'authenticated';
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  // The latest pick: an older pick's answer arriving late must not overrule it.
  const latest = useRef<File | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    latest.current = file;
    const problem = photoProblem(file);
    setError(problem);
    if (problem) return;
    if (!signedIn) return onChange(file);
    setChecking(true);
    const refusal = await photoRefusal(file);
    if (latest.current !== file) return;
    setChecking(false);
    setError(refusal);
    if (!refusal) onChange(file);
  };

  const submit = () => {
    if (checking) return;
    const problem = photoErrors(photo);
    setError(problem);
    if (problem) document.getElementById(id)?.focus();
    else onContinue();
  };

  return (
    <div className="flex flex-col gap-8">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {photo ? (
          <PhotoPreview file={photo} />
        ) : (
          <div
            className="flex h-40 w-40 items-center justify-center rounded-3xl border-2 border-dashed border-neutral-400 text-center text-sm text-neutral-700"
            aria-hidden="true"
          >
            No photo yet
          </div>
        )}
        <div className="flex flex-col gap-2">
          <label htmlFor={id} className="font-semibold">
            {photo ? 'Choose a different photo' : 'Upload a profile photo'}
          </label>
          <input
            id={id}
            type="file"
            accept={PHOTO_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
            onChange={(e) => {
              void choose(e.target.files?.[0]);
              // The same file chosen again after an error still fires a change.
              e.target.value = '';
            }}
            className="text-sm file:mr-3 file:h-11 file:cursor-pointer file:rounded-xl file:border-0 file:bg-brand file:px-4 file:font-semibold file:text-ink hover:file:bg-brand-dark"
          />
          <p id={`${id}-hint`} className="text-sm text-neutral-700">
            PNG or JPG, at most 2MB.{photo ? ` Chosen: ${photo.name}` : ''}
          </p>
          {checking ? (
            <p role="status" className="text-sm text-neutral-700">
              {photoMessages.checking}
            </p>
          ) : null}
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700">
              {error}
            </p>
          ) : null}
        </div>
      </div>
      <ExamplePhotos />
      <StepActions onBack={onBack}>
        <Button onClick={submit} aria-disabled={checking || undefined}>
          {onboardingTexts.saveAndContinue}
        </Button>
      </StepActions>
    </div>
  );
}
