/** NAV-01: the navbar shows at the top, hides while scrolling down and comes back while scrolling up. */
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useHideOnScroll } from './use-hide-on-scroll.ts';

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('useHideOnScroll (NAV-01)', () => {
  it('is shown at the top of the page', () => {
    const { result } = renderHook(() => useHideOnScroll(false));
    expect(result.current).toBe(false);
  });

  it('hides while scrolling down and reappears while scrolling up', () => {
    const { result } = renderHook(() => useHideOnScroll(false));
    act(() => scrollTo(400));
    expect(result.current).toBe(true);
    act(() => scrollTo(800));
    expect(result.current).toBe(true);
    act(() => scrollTo(600));
    expect(result.current).toBe(false);
    act(() => scrollTo(900));
    expect(result.current).toBe(true);
  });

  it('always shows near the top, and ignores tiny movements', () => {
    const { result } = renderHook(() => useHideOnScroll(false));
    act(() => scrollTo(400));
    act(() => scrollTo(398));
    expect(result.current).toBe(true);
    act(() => scrollTo(20));
    expect(result.current).toBe(false);
  });

  it('stays visible while pinned (an open menu)', () => {
    const { result, rerender } = renderHook(({ pinned }) => useHideOnScroll(pinned), {
      initialProps: { pinned: true },
    });
    act(() => scrollTo(500));
    expect(result.current).toBe(false);
    rerender({ pinned: false });
    expect(result.current).toBe(true);
  });
});
