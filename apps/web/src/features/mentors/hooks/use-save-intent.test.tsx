/**
 * A visitor's save carried through sign-in (issue 17): the return address holds `?save=<id>`; back on
 * the page signed in, the save is made once and the mark leaves the address; a visitor saves nothing.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atParams, mockApi } from '../../../../test/mock-api.ts';
import { sessions } from '../../../../test/sessions.ts';
import { pathOf } from '../../../shared/api/call.ts';
import { renderAt } from '../test-utils.tsx';
import { saveIntentOf, useSaveIntent, withSaveIntent } from './use-save-intent.ts';

function Page() {
  useSaveIntent();
  return <p>page</p>;
}

describe('the save intent in the return address', () => {
  it('is added to the page address, keeping its query and replacing an earlier one', () => {
    expect(withSaveIntent('/listings?instrument=Piano', 11)).toBe('/listings?instrument=Piano&save=11');
    expect(withSaveIntent('/mentor/11?save=3', 11)).toBe('/mentor/11?save=11');
    expect(saveIntentOf(new URLSearchParams('save=11'))).toBe(11);
    expect(saveIntentOf(new URLSearchParams('save=11x'))).toBeNull();
    expect(saveIntentOf(new URLSearchParams(''))).toBeNull();
  });

  it('signed in: saves the mentor once and drops the mark from the address', async () => {
    const calls = mockApi({
      'mentors.like': atParams({ id: '11' }, { status: 201, body: { detail: 'ok' } }),
    });
    const { router } = renderAt('/listings?instrument=Piano&save=11', <Page />, sessions.student);
    await waitFor(() => expect(router.state.location.search).toBe('?instrument=Piano'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.path).toBe(pathOf('mentors.like', { id: '11' }));
  });

  it('a visitor: nothing is saved and the mark stays for after sign-in', async () => {
    const calls = mockApi({});
    const { router } = renderAt('/mentor/11?save=11', <Page />, sessions.visitor);
    expect(await screen.findByText('page')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(router.state.location.search).toBe('?save=11');
  });

  it('a malformed mark is dropped without a call', async () => {
    const calls = mockApi({});
    const { router } = renderAt('/listings?save=abc', <Page />, sessions.student);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });
});
