/**
 * GEN-12: the fallback when a route fails (a loader throws, a page crashes, a chunk cannot load). It names
 * the status or the message so a user can report it, and offers a way on.
 */
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { messages } from '@app/contract';
import { buttonClasses } from '../../shared/ui/button.tsx';

export function describeRouteError(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'Something went wrong.';
}

/** `standalone` when it replaces the whole layout (it then provides the page's main landmark). */
export function ErrorPage({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const content = (
    <div className="mx-auto flex max-w-2xl flex-col items-start gap-5 px-4 py-20 md:px-6">
      <p aria-hidden="true" className="rounded-full bg-brand px-4 py-1 text-sm font-bold">
        Error
      </p>
      <h1 className="text-3xl font-extrabold tracking-tight md:text-4xl">{messages.unexpectedError}</h1>
      <p className="rounded-xl bg-brand-soft px-4 py-3 font-mono text-sm text-ink">
        {describeRouteError(error)}
      </p>
      <p className="text-neutral-800">
        Please try again. If the problem continues, let our support team know.
      </p>
      <div className="flex flex-wrap gap-3">
        <button type="button" className={buttonClasses('primary')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <Link to="/" className={buttonClasses('outline')} reloadDocument>
          Go to the home page
        </Link>
      </div>
    </div>
  );
  return standalone ? (
    <main id="main" tabIndex={-1} className="min-h-screen bg-white outline-none">
      {content}
    </main>
  ) : (
    content
  );
}
