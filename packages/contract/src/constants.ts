/** Business constants shared by both sides (requirements.md CONST-*). */
export const PAGE_SIZE = 10;
export const API_TIMEOUT_MS = 30_000;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
export const UNREAD_POLL_MS = 30_000;
export const MOBILE_BREAKPOINT_PX = 768;

/** Header and cookie names of rule R2. */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
export const TIMEZONE_HEADER = 'x-timezone';
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
/** Every API answer states the server clock's time, so the browser can follow it (join windows, countdowns). */
export const SERVER_TIME_HEADER = 'x-server-time';

/** The countries mentor payouts can be sent to (LEGAL-05): the terms list them, payouts check them. */
export const PAYOUT_COUNTRIES = [
  'Austria',
  'Belgium',
  'Bulgaria',
  'Croatia',
  'Cyprus',
  'Czech Republic',
  'Denmark',
  'Estonia',
  'Finland',
  'France',
  'Germany',
  'Gibraltar',
  'Greece',
  'Hungary',
  'Ireland',
  'Italy',
  'Latvia',
  'Liechtenstein',
  'Lithuania',
  'Luxembourg',
  'Malta',
  'Netherlands',
  'Norway',
  'Poland',
  'Portugal',
  'Romania',
  'Slovakia',
  'Slovenia',
  'Spain',
  'Sweden',
  'Switzerland',
  'United Kingdom',
] as const;
