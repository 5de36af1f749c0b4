/**
 * The chat's mentor details sit under the profile call's name, apart from the catalogue's answers: the
 * profile page and the booking dialog never read the pane's stand-in, and the catalogue's refreshes and
 * fallback never reach it.
 */
import { hashKey, matchQuery, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mentorDetailQuery } from '../../../shared/api/query-keys.ts';
import { mentorAnswersFilter, mentorSearchQuery, savedMentorsQuery } from '../../mentors/index.ts';
import { chatMentorQuery } from './mentor-details.ts';

function cachedQuery(queryKey: readonly unknown[]) {
  const client = new QueryClient();
  client.setQueryData(queryKey, null);
  return client.getQueryCache().find({ queryKey, exact: true })!;
}

describe('the chat’s mentor details key', () => {
  it('is not the profile page’s key for any viewer', () => {
    const chat = hashKey(chatMentorQuery(7).queryKey);
    for (const viewer of [0, 1]) expect(hashKey(mentorDetailQuery(viewer, '7').queryKey)).not.toBe(chat);
  });

  it('is left out of every catalogue answer, which the filter still finds', () => {
    expect(matchQuery(mentorAnswersFilter, cachedQuery(chatMentorQuery(7).queryKey))).toBe(false);
    for (const key of [
      mentorDetailQuery(0, '7').queryKey,
      mentorSearchQuery(1, {}).queryKey,
      savedMentorsQuery(1, 2).queryKey,
    ]) {
      expect(matchQuery(mentorAnswersFilter, cachedQuery(key))).toBe(true);
    }
  });
});
