/**
 * The wizard's data and their autosave (ONBOARD-07): read once from storage, written a moment after the
 * last edit (and at once when the page is left or hidden, so a reload right after typing loses nothing).
 * The photo is stored as soon as it is chosen, and so are the recordings (in IndexedDB, ADR 71). Clearing
 * removes the saved data and stops the autosave, so nothing is written back.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserTimeZone } from '../../mentor-availability/index.ts';
import { clearDraft, emptyDraft, readDraft, saveDraft, type OnboardingDraft } from '../model/draft.ts';
import { readStoredPhoto, storePhoto } from '../model/photo.ts';
import { readPendingSamples, storePendingSamples, type PendingSample } from '../model/samples.ts';

export const AUTOSAVE_DELAY_MS = 400;

export interface OnboardingState {
  draft: OnboardingDraft;
  photo: File | null;
  update: (change: (draft: OnboardingDraft) => OnboardingDraft) => void;
  setPhoto: (file: File | null) => void;
  /** The recordings to send once the application exists (ADR 71). */
  samples: PendingSample[];
  setSamples: (samples: PendingSample[]) => void;
  /** ONBOARD-29, ONBOARD-33: forget the saved data and stop saving. */
  clear: () => void;
}

export function useOnboardingDraft(): OnboardingState {
  const [draft, setDraft] = useState<OnboardingDraft>(() => {
    const zone = browserTimeZone();
    return readDraft(zone) ?? emptyDraft(zone);
  });
  const [photo, setPhotoState] = useState<File | null>(() => readStoredPhoto());
  const [samples, setSamplesState] = useState<PendingSample[]>([]);
  // Kept from an earlier visit (IndexedDB answers later than storage); a choice made meanwhile wins.
  const samplesChosen = useRef(false);
  useEffect(() => {
    let live = true;
    void readPendingSamples().then((kept) => {
      if (live && !samplesChosen.current && kept.length) setSamplesState(kept);
    });
    return () => {
      live = false;
    };
  }, []);
  // Only edits are saved: opening the page writes nothing, and a cleared draft stays cleared.
  const dirty = useRef(false);
  const latest = useRef(draft);

  useEffect(() => {
    latest.current = draft;
    if (!dirty.current) return undefined;
    const timer = window.setTimeout(() => {
      // Cleared meanwhile (the application was sent): nothing to write back.
      if (!dirty.current) return;
      saveDraft(draft);
      dirty.current = false;
    }, AUTOSAVE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);

  useEffect(() => {
    const flush = () => {
      if (!dirty.current) return;
      saveDraft(latest.current);
      dirty.current = false;
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      // Leaving the wizard inside the app (e.g. to log in) keeps the last keystrokes too.
      flush();
    };
  }, []);

  const update = useCallback((change: (d: OnboardingDraft) => OnboardingDraft) => {
    dirty.current = true;
    setDraft(change);
  }, []);

  const setPhoto = useCallback((file: File | null) => {
    setPhotoState(file);
    void storePhoto(file);
  }, []);

  const setSamples = useCallback((next: PendingSample[]) => {
    samplesChosen.current = true;
    setSamplesState(next);
    void storePendingSamples(next);
  }, []);

  // The page keeps showing what it shows (it is about to leave the application's steps); only storage and
  // the autosave are stopped. Emptying the state here would, for a moment, send the rate step back to
  // About before the navigation lands.
  const clear = useCallback(() => {
    dirty.current = false;
    clearDraft();
    samplesChosen.current = true;
    void storePendingSamples([]);
  }, []);

  return { draft, photo, update, setPhoto, samples, setSamples, clear };
}
