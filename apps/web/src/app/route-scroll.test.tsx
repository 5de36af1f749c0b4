/**
 * GEN-10: every route change scrolls the window to the top; an anchor link scrolls to its anchor instead,
 * and a change of the query alone (tabs, filters) keeps the position. GEN-11: the title follows the path.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../test/sessions.ts';
import { queryClient } from '../shared/api/query-client.ts';
import { saveCookiePreferences, syncCookieConsentFromStorage } from '../shared/consent/cookie-consent.ts';
import { authCheckKey } from '../shared/session/auth-check.ts';
import { routes } from './routes.tsx';

/** The real route table for a signed-in student, with the consent given so no dialog takes the focus. */
async function start(path: string) {
  queryClient.setQueryData(authCheckKey, sessions.student);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // StrictMode as in main.tsx: in development every effect runs twice, and focus must not move for it.
  render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  await screen.findByRole('heading', { level: 1 });
  // StrictMode runs the first page's layout effect twice; on a busy machine the second run can land after
  // the heading shows, so wait for both before counting what a navigation adds.
  await waitFor(() => expect(toTop()).toBeGreaterThanOrEqual(2));
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;
const toTop = () => scrollTo.mock.calls.filter(([arg]) => (arg as { top?: number })?.top === 0).length;

beforeEach(() => {
  vi.stubGlobal('fetch', () => new Promise<Response>(() => undefined));
  saveCookiePreferences({ analytics: false, advertising: false });
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  queryClient.clear();
  syncCookieConsentFromStorage();
});
afterAll(() => vi.unstubAllGlobals());

describe('scrolling on navigation (GEN-10)', () => {
  it('scrolls to the top on every new path, and sets the title by path (GEN-11)', async () => {
    const router = await start('/terms');
    const before = toTop();
    expect(before).toBeGreaterThan(0);
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(toTop()).toBe(before + 1);
    expect(document.title).toMatch(/Privacy/);
    await act(() => router.navigate('/cookies'));
    await screen.findByRole('heading', { level: 1, name: 'Cookie Policy' });
    expect(toTop()).toBe(before + 2);
    expect(document.title).toMatch(/Cookie/);
  });

  it('keeps the position when only the query changes', async () => {
    const router = await start('/terms');
    const before = toTop();
    await act(() => router.navigate('/terms?section=4'));
    expect(router.state.location.search).toBe('?section=4');
    expect(toTop()).toBe(before);
  });
});

describe('focus after navigation', () => {
  it('leaves the first page of a visit alone, so the first Tab reaches "Skip to content"', async () => {
    await start('/terms');
    expect(document.activeElement).toBe(document.body);
  });

  it('puts a keyboard user at the new page content when the focused element went away with the old page', async () => {
    const router = await start('/terms');
    (document.activeElement as HTMLElement | null)?.blur();
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.activeElement?.id).toBe('main');
  });

  it('leaves focus alone when it is still on the page (a navbar link)', async () => {
    const router = await start('/terms');
    const link = screen.getAllByRole('link', { name: 'Find Mentors' })[0]!;
    link.focus();
    await act(() => router.navigate('/privacy'));
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    expect(document.activeElement).toBe(link);
  });
});
