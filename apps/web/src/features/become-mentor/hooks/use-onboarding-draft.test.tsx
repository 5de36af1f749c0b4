import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readStored, storageKeys } from '../../../shared/storage/storage.ts';
import { AUTOSAVE_DELAY_MS, useOnboardingDraft } from './use-onboarding-draft.ts';

afterEach(() => vi.useRealTimers());

describe('the wizard autosave (ONBOARD-07)', () => {
  it('saves a moment after the last edit, not on opening', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useOnboardingDraft());
    act(() => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    });
    expect(readStored(storageKeys.onboarding)).toBeNull();
    act(() => result.current.update((d) => ({ ...d, hourlyRate: '4' })));
    act(() => result.current.update((d) => ({ ...d, hourlyRate: '45' })));
    act(() => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS - 1);
    });
    expect(readStored(storageKeys.onboarding)).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(readStored(storageKeys.onboarding)).toMatchObject({ hourlyRate: '45' });
  });

  it('writes at once when the page is hidden or left', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useOnboardingDraft());
    act(() => result.current.update((d) => ({ ...d, hourlyRate: '60' })));
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    expect(readStored(storageKeys.onboarding)).toMatchObject({ hourlyRate: '60' });
    act(() => result.current.update((d) => ({ ...d, hourlyRate: '70' })));
    unmount();
    expect(readStored(storageKeys.onboarding)).toMatchObject({ hourlyRate: '70' });
  });

  it('writes nothing back after clearing, even with an edit still waiting to be saved', () => {
    vi.useFakeTimers();
    const { result, unmount } = renderHook(() => useOnboardingDraft());
    act(() => result.current.update((d) => ({ ...d, hourlyRate: '80' })));
    act(() => result.current.clear());
    act(() => {
      vi.advanceTimersByTime(AUTOSAVE_DELAY_MS * 2);
    });
    unmount();
    expect(readStored(storageKeys.onboarding)).toBeNull();
  });
});
