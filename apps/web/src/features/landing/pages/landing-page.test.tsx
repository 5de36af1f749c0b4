import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession } from '../../../../test/render.tsx';
import { authCheckKey } from '../../../shared/session/auth-check.ts';
import { sessions } from '../../../../test/sessions.ts';
import { LandingPage } from './landing-page.tsx';

/** An IntersectionObserver whose elements come into view when the test says so. */
function stubIntersections() {
  const observers: { callback: IntersectionObserverCallback; elements: Element[]; margin?: string }[] = [];
  class FakeObserver {
    entry: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.entry = { callback, elements: [], margin: options?.rootMargin };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    disconnect() {
      this.entry.elements = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observers,
    comeIntoView: () =>
      act(() => {
        for (const o of observers) {
          const entries = o.elements.map((target) => ({ target, isIntersecting: true }));
          if (entries.length) o.callback(entries as never, o as never);
        }
      }),
  };
}

const renderLanding = (session: (typeof sessions)[keyof typeof sessions] | null) =>
  renderWithSession(<LandingPage joinForm={<p>the auth forms</p>} />, session);

describe('LandingPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('has the hero heading and searches the mentor list', async () => {
    const user = userEvent.setup();
    const { router } = renderLanding(sessions.visitor);
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: 'Personalized Music Lessons from Industry Professionals',
      }),
    ).toBeInTheDocument();
    const search = screen.getByLabelText('Find mentors');
    expect(search).toHaveAttribute('placeholder', 'Search by Instruments, styles, keywords');
    await user.type(search, 'jazz guitar');
    await user.click(screen.getByRole('button', { name: 'Browse mentors' }));
    expect(router.state.location.pathname).toBe('/listings');
    expect(new URLSearchParams(router.state.location.search).get('search')).toBe('jazz guitar');
  });

  it('links the instrument quick links to the filtered mentor list', () => {
    renderLanding(sessions.visitor);
    for (const name of ['Guitar', 'Music production', 'Music theory', 'Piano', 'Drums']) {
      const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
      expect(new URLSearchParams(href.split('?')[1]).get('instrument')).toBe(name);
      expect(href.startsWith('/listings?')).toBe(true);
    }
  });

  it('has the how-it-works steps, the mentor block and the FAQ anchors', () => {
    renderLanding(sessions.visitor);
    expect(document.getElementById('how-it-works')).toHaveTextContent('Pick a mentor');
    expect(document.getElementById('how-it-works')).toHaveTextContent('Take a trial class');
    expect(document.getElementById('how-it-works')).toHaveTextContent('Start learning');
    expect(screen.getByRole('heading', { name: 'Become a mentor' })).toBeInTheDocument();
    expect(document.getElementById('faq')).toHaveTextContent('Frequently Asked Questions');
  });

  it('shows the Join Today block to visitors, with the form once the block nears the viewport', () => {
    const view = stubIntersections();
    renderLanding(sessions.visitor);
    expect(screen.getByRole('heading', { name: 'Join Today' })).toBeInTheDocument();
    // Below the fold: the form (and its code) is not there yet; its box keeps the room it will take.
    expect(screen.queryByText('the auth forms')).toBeNull();
    expect(view.observers.map((o) => o.margin)).toEqual(['600px']);
    view.comeIntoView();
    expect(screen.getByText('the auth forms')).toBeInTheDocument();
    expect(view.observers[0]?.elements).toEqual([]);
  });

  it('observes the form box that appears once the session turns out to be a visitor', async () => {
    const view = stubIntersections();
    const { client } = renderLanding(null);
    expect(view.observers).toHaveLength(0);
    act(() => void client.setQueryData(authCheckKey, sessions.visitor));
    expect(await screen.findByRole('heading', { name: 'Join Today' })).toBeInTheDocument();
    view.comeIntoView();
    expect(screen.getByText('the auth forms')).toBeInTheDocument();
  });

  it.each(['student', 'mentor'] as const)('hides the Join Today block from a signed-in %s', (who) => {
    renderLanding(sessions[who]);
    expect(screen.queryByRole('heading', { name: 'Join Today' })).toBeNull();
    expect(screen.queryByText('the auth forms')).toBeNull();
  });

  it('hides the Join Today block while the session is unknown', () => {
    renderLanding(null);
    expect(screen.queryByRole('heading', { name: 'Join Today' })).toBeNull();
  });
});
