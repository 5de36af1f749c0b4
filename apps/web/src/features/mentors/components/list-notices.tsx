/**
 * What a list of mentors says instead of a page of results (issue 17 item 6, ADR 52): that the search
 * failed or was refused, never "No mentors found" for it, and that a page is past the end, with the way
 * to the last one. Both say so as plain links and buttons, so they work before the app has taken over.
 */
import { listMessages as m } from '@app/contract';
import { Button, ButtonLink } from '../../../shared/ui/button.tsx';

const box = 'flex flex-col items-start gap-3 rounded-2xl bg-neutral-50 p-6';

/** A failed search (the network, the server) or one the server refused (a filter in the address). */
export function SearchFailure({ refused, onRetry }: { refused: boolean; onRetry: () => void }) {
  return (
    <div role="alert" className={box}>
      <p>{refused ? m.searchRefused : m.searchFailed}</p>
      <div className="flex flex-wrap gap-3">
        {refused ? <ButtonLink to="/listings">{m.clearFilters}</ButtonLink> : null}
        <Button variant="outline" onClick={onRetry}>
          {m.tryAgain}
        </Button>
      </div>
    </div>
  );
}

/** A page number beyond the list's last page (a stale link, ?page=99): the way back to the last page. */
export function PastTheEnd({ lastPage, lastPageHref }: { lastPage: number; lastPageHref: string }) {
  return (
    <div className={box}>
      <p className="font-semibold">{m.pastTheEnd}</p>
      <p>{m.pastTheEndDetail(lastPage)}</p>
      <ButtonLink to={lastPageHref}>{m.goToLastPage(lastPage)}</ButtonLink>
    </div>
  );
}
