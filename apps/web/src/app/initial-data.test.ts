import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, type Masterclass } from '@app/contract';
import { activeMasterclassesQuery, dismissedBannerQuery } from '../features/masterclass/index.ts';
import { readInitialData, seedInitialData } from './initial-data.ts';

const masterclass: Masterclass = {
  id: 3,
  name: 'Piano from zero',
  description: 'Your first song in 60 minutes.',
  description_mentor: 'Lena teaches.',
  show_off_url: 'https://player.vimeo.com/video/123456',
  start_time_utc: '2026-12-01T18:00:00Z',
  start_time_local: '2026-12-01T19:00:00+01:00',
  duration: 60,
  slots_left: 46,
  custom_mentor_photo_1: null,
  custom_mentor_photo_2: null,
  topic: 'piano',
  mentor: { first_name: 'Lena', profile_picture: null },
};

function pageWith(text: string | null) {
  document.getElementById(INITIAL_DATA_ELEMENT_ID)?.remove();
  if (text === null) return;
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = INITIAL_DATA_ELEMENT_ID;
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => pageWith(null));

describe('the initial data the server put into the page', () => {
  it('fills the cache of the banner, so the first drawing has it without asking', () => {
    pageWith(JSON.stringify({ activeMasterclasses: [masterclass] }));
    const client = new QueryClient();
    seedInitialData(client, readInitialData());
    const key = activeMasterclassesQuery({ background: true }).queryKey;
    expect(client.getQueryData(key)).toEqual([masterclass]);
    expect(client.getQueryState(key)?.status).toBe('success');
  });

  it('carries the banner this browser dismissed, so both sides draw the page without it (ADR 52)', () => {
    const client = new QueryClient();
    seedInitialData(client, { activeMasterclasses: [masterclass], dismissedMasterclassId: 3 });
    expect(client.getQueryData(dismissedBannerQuery.queryKey)).toBe(3);
    const other = new QueryClient();
    seedInitialData(other, { activeMasterclasses: [masterclass] });
    expect(other.getQueryData(dismissedBannerQuery.queryKey)).toBeNull();
  });

  it.each([
    ['no element', null],
    ['an empty element', ''],
    ['broken JSON', '{"activeMasterclasses": ['],
    ['not an object', '42'],
    ['a list that is not one', '{"activeMasterclasses": "soon"}'],
  ])('leaves the cache empty with %s (the app then asks as usual)', (_, text) => {
    pageWith(text);
    const client = new QueryClient();
    seedInitialData(client, readInitialData());
    expect(client.getQueryData(activeMasterclassesQuery().queryKey)).toBeUndefined();
  });
});
