/**
 * The hostile inputs of the API fuzzer: values of the wrong type or out of every column's range, strings
 * PostgreSQL or JSON choke on, path segments that try to leave their route, and bodies that are not what
 * their content type says. Each entry is here because a real server has answered 500 to one like it.
 */
import fc from 'fast-check';

/** Numbers around the limits of int4, int8, JavaScript's safe integers and IEEE doubles. */
export const HUGE_AND_NEGATIVE = [
  0,
  -1,
  -2_147_483_648,
  -2_147_483_649,
  2_147_483_647,
  2_147_483_648,
  4_294_967_296,
  9_007_199_254_740_991,
  Number.MAX_SAFE_INTEGER + 2,
  -(Number.MAX_SAFE_INTEGER + 2),
  1e21,
  1e308,
  -1e308,
  5e-324,
  1.5,
  -0.5,
] as const;

const LONG = 'a'.repeat(10_000);

/** Strings that break naive code: NUL, lone surrogates, RTL and combining marks, SQL and path tricks. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  '💥🎸',
  '\u202eevil',
  'e\u0301\u0301\u0301',
  'ﬁ',
  '１２３',
  '٣',
  "'; DROP TABLE users; --",
  '%00',
  '%',
  '\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'NaN',
  'Infinity',
  '-0',
  '0x10',
  '1e3',
  ' 1',
  '99999999999999999999999',
  '-2147483649',
  '2147483648',
  'true',
  'null',
  '2026-02-30T25:61:00Z',
  '9999-12-31T23:59:59Z',
  '0000-01-01',
  '+275760-09-13T00:00:00Z',
  'Europe/Nowhere',
  '\r\n\t',
  LONG,
  '💥'.repeat(3000),
] as const;

/** Any string, including astral and control characters, and sometimes a long one. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
);

/** A number of any size or sign; JSON turns NaN and the infinities into null, which is junk too. */
export const anyNumber: fc.Arbitrary<number> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HUGE_AND_NEGATIVE) },
  { weight: 1, arbitrary: fc.integer() },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.maxSafeInteger() },
);

/** A JSON value of the wrong shape for whatever field it replaces. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: anyNumber },
  { weight: 4, arbitrary: anyString },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.constantFrom({}, [], [null], { __proto__: { admin: true } }, [[[[1]]]]) },
  { weight: 1, arbitrary: fc.array(anyNumber, { maxLength: 5 }) },
  { weight: 1, arbitrary: fc.dictionary(anyString, anyNumber, { maxKeys: 3 }) },
);

/** Path segments that stand in for an id or token: out of range, not numbers, encoded, or climbing out. */
export const junkSegment: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '2147483647',
      '2147483648',
      '99999999999999999999',
      '1e3',
      '1.5',
      '0x1f',
      'abc',
      'null',
      '%00',
      '%ZZ',
      '%',
      '%2e%2e%2f%2e%2e',
      '..',
      '.',
      '%2F',
      '%C3%A9',
      '%F0%9F%92%A5',
      '%ED%A0%80',
      '+1',
      '%20',
      ';',
      'a'.repeat(101),
      '9'.repeat(400),
    ),
  },
  {
    weight: 1,
    arbitrary: anyString.map((s) => encodeURIComponent(s.slice(0, 200).replace(/[\ud800-\udfff]/g, ''))),
  },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

/**
 * Rewrites a whole path: traversal, doubled or missing slashes, encoded separators. Each stays under
 * /api/ once the URL is normalised (`/api/x/../` is `/api/`): outside it the web app answers, and the tests
 * run without a built one (503 there is the test setup, not the API).
 */
export const oddPath: fc.Arbitrary<(path: string) => string> = fc.constantFrom(
  (path: string) => `${path}../`,
  (path: string) => `${path}..%2F..%2Fhealth`,
  (path: string) => path.replace(/\/$/, ''),
  (path: string) => `${path}/`,
  (path: string) => path.replace('/api/', '/api//'),
  (path: string) => `/api/${path.slice(5).replace(/\//g, '%2F')}`,
  (path: string) => `/api/x/../${path.slice(5)}`,
  (path: string) => path.replace('/api/', '/api/./'),
  (path: string) => `${path}%00`,
  (path: string) => `${path};jsessionid=1`,
  (path: string) => `${path}#fragment`,
);

/** A deeply nested JSON text (a naive recursive parser or validator runs out of stack on it). */
const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

export interface RawBody {
  contentType?: string;
  payload: string | Buffer;
}

/** Bodies that are not valid JSON, or not JSON at all, or JSON announced under the wrong type. */
export const junkBody: fc.Arbitrary<RawBody> = fc.oneof(
  fc.constantFrom<RawBody>(
    { contentType: 'application/json', payload: '' },
    { contentType: 'application/json', payload: '{' },
    { contentType: 'application/json', payload: '{"a":1,}' },
    { contentType: 'application/json', payload: "{'a': 1}" },
    { contentType: 'application/json', payload: 'undefined' },
    { contentType: 'application/json', payload: 'null' },
    { contentType: 'application/json', payload: '"text"' },
    { contentType: 'application/json', payload: '12345678901234567890' },
    { contentType: 'application/json', payload: '{"__proto__": {"is_staff": true}}' },
    { contentType: 'application/json', payload: '{"constructor": {"prototype": {"x": 1}}}' },
    { contentType: 'application/json', payload: '\u0000' },
    { contentType: 'application/json', payload: Buffer.from([0xff, 0xfe, 0x7b, 0x7d]) },
    { contentType: 'application/json', payload: deepJson(5_000) },
    { contentType: 'application/json', payload: `{"a":"${'x'.repeat(1_100_000)}"}` },
    { contentType: 'application/json; charset=utf-16', payload: '{}' },
    { contentType: 'text/plain', payload: '{}' },
    { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
    { contentType: 'application/xml', payload: '<a/>' },
    { contentType: 'multipart/form-data', payload: 'no boundary here' },
    { contentType: 'multipart/form-data; boundary=', payload: '--\r\n' },
    { contentType: 'multipart/form-data; charset=utf-8', payload: '--x\r\n' },
    { contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, payload: 'x' },
    { contentType: 'multipart/form-data; boundary=xyz', payload: 'not a multipart body' },
    {
      contentType: 'multipart/form-data; boundary=xyz',
      payload: '--xyz\r\nContent-Disposition: form-data\r\n\r\nx\r\n--xyz--\r\n',
    },
    { contentType: 'image/png', payload: Buffer.from([0x89, 0x50, 0x4e, 0x47]) },
    { contentType: 'application/octet-stream', payload: Buffer.alloc(16) },
    { contentType: ';;;', payload: '{}' },
    { payload: '{}' },
  ),
  junkValue.map((value): RawBody => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? '',
  })),
);

/** X-Timezone values: valid, unknown, or malformed (the server falls back to UTC, rule R2). */
export const timezoneHeader: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: fc.constant(undefined) },
  { weight: 2, arbitrary: fc.constantFrom('Europe/Berlin', 'America/New_York', 'Pacific/Kiritimati', 'UTC') },
  { weight: 1, arbitrary: fc.constantFrom('Mars/Olympus', '+25:00', '', 'a'.repeat(300), 'Etc/GMT+14') },
);
