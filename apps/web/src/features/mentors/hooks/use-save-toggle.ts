/**
 * The heart of a mentor card (SAVED-05..08, CONST-25): optimistic, one request at a time, a 300 ms
 * animation, errors swallowed (the heart simply returns to its previous state), and a refresh of the
 * mentor queries 500 ms after a change.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { knownSession, useSession } from '../../../shared/session/auth-check.ts';
import { likeMentor, mentorAnswersFilter, unlikeMentor } from '../api/mentors-api.ts';
import { updateSavedCopy } from '../model/saved-store.ts';
import type { MentorListItem } from '../model/types.ts';
import { loginUrl } from './go-to-login.ts';
import { withSaveIntent } from './use-save-intent.ts';

export const HEART_ANIMATION_MS = 300;
export const REFRESH_AFTER_SAVE_MS = 500;

export interface SaveToggle {
  saved: boolean;
  pending: boolean;
  animating: boolean;
  toggle: () => void;
}

export function useSaveToggle(mentor: MentorListItem, onChange?: (saved: boolean) => void): SaveToggle {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const client = useQueryClient();
  const [saved, setSaved] = useState(mentor.saved);
  const [pending, setPending] = useState(false);
  const [animating, setAnimating] = useState(false);
  const pendingRef = useRef(false);
  const timers = useRef<number[]>([]);

  // A fresher answer from the server wins while nothing is in flight.
  useEffect(() => {
    if (!pendingRef.current) setSaved(mentor.saved);
  }, [mentor.saved]);

  useEffect(() => () => timers.current.forEach((t) => window.clearTimeout(t)), []);

  const later = (fn: () => void, ms: number) => {
    timers.current.push(window.setTimeout(fn, ms));
  };

  // Issue 17: sign-in comes back here and completes this save (use-save-intent.ts).
  const signInToSave = () =>
    void navigate(loginUrl(withSaveIntent(location.pathname + location.search, mentor.id)));

  const run = async () => {
    if (session.status === 'unknown') {
      // A drawn page, clicked before the auth check answered: a visitor signs in first; for a student the
      // card is about to show their own saved state, which this click must not overwrite blindly.
      if ((await knownSession(session)).status !== 'authenticated') signInToSave();
      return;
    }
    if (session.status !== 'authenticated') {
      signInToSave();
      return;
    }
    if (pendingRef.current) return;
    pendingRef.current = true;
    setPending(true);
    const next = !saved;
    setSaved(next);
    setAnimating(true);
    later(() => setAnimating(false), HEART_ANIMATION_MS);
    (next ? likeMentor(mentor.id) : unlikeMentor(mentor.id))
      .then(() => {
        updateSavedCopy(mentor, next);
        onChange?.(next);
        later(() => void client.invalidateQueries(mentorAnswersFilter), REFRESH_AFTER_SAVE_MS);
      })
      .catch(() => setSaved(!next))
      .finally(() => {
        pendingRef.current = false;
        setPending(false);
      });
  };

  const toggle = () => void run();
  return { saved, pending, animating, toggle };
}
