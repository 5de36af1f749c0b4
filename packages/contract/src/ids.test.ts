import { describe, expect, test } from 'vitest';
import {
  bookRequestSchema,
  bookingIdParamsSchema,
  idParamSchema,
  idSchema,
  INT4_MAX,
  promoValidateRequestSchema,
  reviewUpsertRequestSchema,
} from './index.ts';

describe('ids are bounded to the int4 columns that hold them', () => {
  test('a body id is a whole number from 1 to INT4_MAX, and not its text', () => {
    const id = idSchema('mentor_id');
    expect(id.safeParse(1).success).toBe(true);
    expect(id.safeParse(INT4_MAX).success).toBe(true);
    for (const bad of [0, -1, INT4_MAX + 1, Number.MAX_SAFE_INTEGER, 1.5, '1', null]) {
      expect(id.safeParse(bad).success).toBe(false);
    }
    expect(id.safeParse(INT4_MAX + 1).error?.issues[0]?.message).toBe('mentor_id is too large.');
  });

  test('a path or query id is read from its text with the same bounds', () => {
    const id = idParamSchema('id');
    expect(id.parse('2147483647')).toBe(INT4_MAX);
    for (const bad of ['0', '-1', '2147483648', '99999999999999999999', 'abc', '1.5']) {
      expect(id.safeParse(bad).success).toBe(false);
    }
  });

  test('booking, promo validation, reviews and the booking path refuse an id past int4', () => {
    const huge = INT4_MAX + 1;
    const booking = {
      mentor_id: huge,
      session_id: huge,
      skill_id: huge,
      start_utc: '2026-11-24T10:00:00Z',
      end_utc: '2026-11-24T11:00:00Z',
    };
    const bookingIssues = bookRequestSchema.safeParse(booking).error?.issues.map((i) => i.path.join('.'));
    expect(bookingIssues).toEqual(['mentor_id', 'session_id', 'skill_id']);
    expect(promoValidateRequestSchema.safeParse({ code: 'X', mentor_id: huge, session_id: 1 }).success).toBe(
      false,
    );
    const review = { target: huge, teaching_ability: 5, communication: 5, expertise: 5 };
    expect(reviewUpsertRequestSchema.safeParse(review).error?.issues[0]?.message).toBe(
      'target must be the mentor’s user id.',
    );
    expect(bookingIdParamsSchema.safeParse({ id: String(huge) }).success).toBe(false);
  });
});
