/**
 * A visitor's heart is not a dead end (issue 17): it leads to sign-in with the save kept in the return
 * address itself (`?save=<mentor id>` on the page they were on, the same address the login page keeps for
 * its redirect), and back on that page, signed in, the save is made and the mark leaves the address. No
 * storage of its own: the intent lives exactly as long as the return address does.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../../../shared/session/auth-check.ts';
import { likeMentor, mentorAnswersFilter } from '../api/mentors-api.ts';
import { forgetSavedCopy } from '../model/saved-store.ts';

export const SAVE_INTENT_PARAM = 'save';

/** The page's own address with the save to complete after sign-in. */
export function withSaveIntent(pathAndQuery: string, mentorId: number): string {
  const url = new URL(pathAndQuery, 'http://save-intent.invalid');
  url.searchParams.set(SAVE_INTENT_PARAM, String(mentorId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The mentor id of a save waiting in the address, or null (anything but a plain id is ignored). */
export function saveIntentOf(params: URLSearchParams): number | null {
  const raw = params.get(SAVE_INTENT_PARAM);
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

/** On a page with mentor hearts: completes a save carried through sign-in, once, then drops the mark. */
export function useSaveIntent(): void {
  const session = useSession();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const marked = params.has(SAVE_INTENT_PARAM);
  const mentorId = saveIntentOf(params);
  const done = useRef<number | null>(null);

  useEffect(() => {
    // A visitor (who came back without signing in) keeps the mark: nothing is saved for nobody.
    if (!marked || session.status !== 'authenticated') return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SAVE_INTENT_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
    if (mentorId === null || done.current === mentorId) return;
    done.current = mentorId;
    likeMentor(mentorId)
      .then(() => {
        // The saved page's stored copy lacks this mentor now: it asks the server next time.
        forgetSavedCopy();
        return client.invalidateQueries(mentorAnswersFilter);
      })
      // A mentor no longer listed (404) cannot be saved; the heart shows the server's state.
      .catch(() => undefined);
  }, [marked, mentorId, session.status, setParams, client]);
}
