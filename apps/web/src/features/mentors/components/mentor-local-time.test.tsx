import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { mentorCardTexts } from '@app/contract';
import { describe, expect, it, vi } from 'vitest';
import { sessions } from '../../../../test/sessions.ts';
import { mockApi } from '../../../../test/mock-api.ts';
import { makeMentor, renderAt } from '../test-utils.tsx';
import { MentorCard } from './mentor-card.tsx';
import { MentorLocalTime } from './mentor-local-time.tsx';

const line = () => screen.getByTestId('mentor-local-time');

describe("the mentor card's country and local time (issue 17 item 1)", () => {
  it("shows the mentor's country and the time in the mentor's zone, and moves with each minute", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T15:04:30Z') });
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor()} />, sessions.student);
    expect(line()).toHaveTextContent(mentorCardTexts.countryAndLocalTime('Germany', '16:04', 'Berlin'));
    expect(line()).toHaveTextContent('Germany · 16:04 local time (Berlin)');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(31_000);
    });
    expect(line()).toHaveTextContent('Germany · 16:05 local time (Berlin)');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    expect(line()).toHaveTextContent('16:06 local time');
  });

  it('names the zone the mentor teaches in, wherever the viewer is', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T15:04:30Z') });
    mockApi({});
    renderAt(
      '/listings',
      <MentorCard mentor={makeMentor({ country: 'BR', timezone: 'America/Sao_Paulo' })} />,
      sessions.student,
    );
    expect(line()).toHaveTextContent('Brazil · 12:04 local time (Sao Paulo)');
  });

  it('shows nothing for a mentor without a country', () => {
    mockApi({});
    renderAt('/listings', <MentorCard mentor={makeMentor({ country: '' })} />, sessions.student);
    expect(screen.queryByTestId('mentor-local-time')).toBeNull();
    expect(screen.getByRole('article')).not.toHaveTextContent('local time');
  });

  it('is drawn on the server without a clock and hydrates without a mismatch, then shows the time', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-02T15:04:30Z'), toFake: ['Date'] });
    const element = <MentorLocalTime country="DE" timezone="Europe/Berlin" />;
    const html = renderToString(element);
    // Country and city, an empty time box of the clock's width, no digits a later drawing could contradict.
    expect(html).toContain('Germany');
    expect(html).toContain('local time (Berlin)');
    expect(html.replace(/<[^>]*>/g, '')).not.toMatch(/\d/);
    expect(html).toMatch(/<time class="[^"]*before:content-[^"]*00:00[^"]*"><span[^>]*><\/span><\/time>/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const recoverable = vi.fn();
    const consoleError = vi.spyOn(console, 'error');
    const root = await act(() => hydrateRoot(container, element, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
    expect(container).toHaveTextContent('Germany · 16:04 local time (Berlin)');
    act(() => root.unmount());
    container.remove();
  });
});
