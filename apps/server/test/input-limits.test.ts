/**
 * Hardening issue, item A: a client's mistake is never a 5xx. Each case here answered 500 before its fix:
 * ids past PostgreSQL's integer reached the database ("value out of range for type integer"), and multipart
 * bodies busboy cannot read (no boundary, an overlong one, a file part cut short) threw plain Errors, and
 * available times took 0000-00-00 for a date. The fuzzer (fuzz-api.test.ts) found the last two.
 */
import { describe, expect, test } from 'vitest';
import { INT4_MAX } from '@app/contract';
import { bookAs, lessonRequest, useBookingWorld } from './booking-fixtures.ts';
import { expectClientError } from './client-errors.ts';

const world = useBookingWorld();
const TOO_BIG = INT4_MAX + 1;

describe('ids past int4 are a 400 naming the field', () => {
  test.each(['mentor_id', 'session_id', 'skill_id'])(
    'POST /api/lessons/book/ with a huge %s',
    async (field) => {
      const res = await bookAs(
        world.student,
        lessonRequest(world, '2026-11-24T10:00:00Z', { [field]: TOO_BIG }),
      );
      expectClientError(res, field);
      expect(res.statusCode).toBe(400);
      expect(res.json<{ errors: Record<string, string[]> }>().errors[field]).toEqual([
        `${field} is too large.`,
      ]);
    },
  );

  test('the largest int4 id is read, and names no mentor', async () => {
    const res = await bookAs(
      world.student,
      lessonRequest(world, '2026-11-24T10:00:00Z', { mentor_id: INT4_MAX, session_id: INT4_MAX }),
    );
    expectClientError(res, 'INT4_MAX');
  });

  test.each([
    ['mentor_id', { mentor_id: TOO_BIG }],
    ['session_id', { session_id: TOO_BIG }],
  ])('POST /api/lessons/promo-codes/validate/ with a huge %s', async (field, override) => {
    const res = await world.student.inject({
      method: 'POST',
      url: '/api/lessons/promo-codes/validate/',
      payload: {
        code: 'WELCOME10',
        mentor_id: world.maya.id,
        session_id: world.maya.sessions[60],
        ...override,
      },
    });
    expectClientError(res, field);
    expect(Object.keys(res.json<{ errors: object }>().errors)).toEqual([field]);
  });

  test('PUT /api/reviews/upsert/ with a huge target', async () => {
    const res = await world.student.inject({
      method: 'PUT',
      url: '/api/reviews/upsert/',
      payload: { target: TOO_BIG, teaching_ability: 5, communication: 5, expertise: 5 },
    });
    expectClientError(res, 'target');
    expect(res.json<{ errors: Record<string, string[]> }>().errors.target).toEqual([
      'target must be the mentor’s user id.',
    ]);
  });
});

describe('dates that are no calendar days are a 400', () => {
  test.each(['0000-00-00', '2026-02-30'])('GET /api/mentors/available-times/ from %s', async (day) => {
    const query = `mentor_id=${world.maya.id}&session_id=${world.maya.sessions[60]}&start_date=${day}&end_date=${day}`;
    const res = await world.student.inject({ method: 'GET', url: `/api/mentors/available-times/?${query}` });
    expectClientError(res, day);
    expect(res.json<{ errors: Record<string, string[]> }>().errors.start_date).toEqual([
      'Enter a valid date.',
    ]);
  });
});

const BOUNDARY = 'limits-boundary';
/** A form whose photo part stops in the middle: the body ends before the part's closing boundary. */
const cutFile = (field: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.jpg"\r\n` +
  `Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff`;

describe('multipart bodies that cannot be read are a 400 in the R1 shape', () => {
  const uploads = [
    ['POST', '/api/mentors/create/', 'profile_photo'],
    ['PUT', '/api/users/profile/', 'profile_picture'],
  ] as const;

  test.each(uploads)('%s %s without a boundary, or with an overlong one', async (method, url) => {
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; charset=utf-8',
      'multipart/form-data; boundary=""',
      `multipart/form-data; boundary=${'b'.repeat(300)}`,
    ]) {
      const res = await world.student.inject({
        method,
        url,
        headers: { 'content-type': contentType },
        payload: 'no parts',
      });
      expectClientError(res, contentType);
      expect([contentType, res.statusCode]).toEqual([contentType, 400]);
      expect(res.json<{ errors: object }>().errors).toEqual({
        non_field_errors: [
          'The multipart form needs a boundary of 1 to 70 characters in its Content-Type header.',
        ],
      });
    }
  });

  test.each(uploads)('%s %s with its photo cut short', async (method, url, field) => {
    const res = await world.student.inject({
      method,
      url,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: Buffer.from(cutFile(field), 'latin1'),
    });
    expectClientError(res, url);
    expect(res.json()).toEqual({
      detail: 'The multipart form ended before its last part was complete.',
      errors: { non_field_errors: ['The multipart form ended before its last part was complete.'] },
    });
  });
});

describe('requests Node refuses before Fastify sees them still answer in the R1 shape', () => {
  test('headers (or an address) over 16 KB are a 431 with a detail', async () => {
    const base = await world.ctx.app.listen({ host: '127.0.0.1', port: 0 });
    const res = await fetch(`${base}/api/mentors/list/?search=${'x'.repeat(20_000)}`);
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ detail: 'The request headers (or its address) are too large.' });
  });
});
