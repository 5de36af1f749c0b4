/**
 * LAND-07: the "Join Today" block with the sign-in/registration form, for visitors only: hidden while
 * the session is still unknown and for signed-in users. The form comes from the auth feature through
 * the `form` slot (the app composes features; features do not import each other). It is put in (and its
 * code loaded) only when the block comes near the viewport: the form and its libraries are about a fifth
 * of a first visit's JavaScript, and most visitors never scroll that far. Its box keeps the form's height
 * meanwhile, so nothing moves when it arrives.
 */
import type { ReactNode } from 'react';
import { useSession } from '../../../shared/session/auth-check.ts';
import { useNearViewport } from '../../../shared/hooks/use-near-viewport.ts';

export function JoinToday({ form }: { form: ReactNode }) {
  const session = useSession();
  const [formBox, near] = useNearViewport<HTMLDivElement>();
  if (session.status !== 'anonymous') return null;
  return (
    <section aria-labelledby="join-today-title" className="bg-brand-soft">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 md:px-6 lg:grid-cols-2 lg:items-start">
        <div className="flex flex-col gap-5 lg:sticky lg:top-24">
          <h2 id="join-today-title" className="text-3xl font-extrabold tracking-tight md:text-4xl">
            Join Today
          </h2>
          <p className="max-w-lg text-lg text-neutral-800">
            Create a free account to save mentors, message them and book your first lesson. Already a member?
            Log in and pick up where you left off.
          </p>
          <ul className="flex flex-col gap-3 font-semibold">
            {[
              'Free to sign up',
              'Book trial lessons with many mentors',
              'Pay securely by card, in euros',
            ].map((point) => (
              <li key={point} className="flex items-center gap-3">
                <span aria-hidden="true" className="h-3 w-3 rounded-full border-2 border-ink bg-lime" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <div
          ref={formBox}
          className="min-h-[34rem] rounded-3xl border-2 border-ink bg-white p-5 shadow-[6px_6px_0_0_#000] md:p-8"
        >
          {near ? form : null}
        </div>
      </div>
    </section>
  );
}
