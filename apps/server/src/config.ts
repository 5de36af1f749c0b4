/**
 * One zod schema for the environment (rule R4). A bad value stops start-up with a message that names
 * the variable, so a misconfigured server never half-starts.
 */
import { z } from 'zod';
import { iceServersSchema } from '@app/contract';
import { parseTrustProxy } from './platform/client-address.ts';

const bool = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.url().optional(),
    PUBLIC_URL: z.url().optional(),
    APP_NAME: z.string().min(1).default('Music Mentors'),
    SUPPORT_EMAIL: z.email().default('support@example.com'),
    MAIL_FROM: z.string().min(3).optional(),
    SMTP_URL: z.url().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SEED: bool,
    // Issue 22 item 3: lets a mentor's calendar address reach private, loopback and link-local addresses
    // (tests with a local server, a school's own network); off by default, as a guard against SSRF.
    EXTERNAL_CALENDAR_ALLOW_PRIVATE: bool.default(false),
    SEED_PASSWORD: z.string().min(8).default('lesson-demo-2026'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    PLATFORM_FEE_RATE: z.coerce.number().min(0).max(1).default(0.15),
    RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(50),
    /**
     * Who may tell us the client's address in X-Forwarded-For (every per-IP limit keys on it): nobody by
     * default, else the number of proxy hops in front of the server or their addresses/CIDR ranges.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((text, ctx) => {
        const parsed = parseTrustProxy(text);
        if (!('error' in parsed)) return parsed;
        ctx.addIssue({ code: 'custom', message: parsed.error });
        return z.NEVER;
      }),
    WEB_DIST_DIR: z.string().optional(),
    // Payments (rule B11). With STRIPE_SECRET_KEY the real Stripe API is used; without it the built-in
    // test provider, which exists only outside production.
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    /** The signing secret of the Stripe webhook endpoint (whsec_...); required with STRIPE_SECRET_KEY. */
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another Stripe API origin (a local fake in tests); the stripe package's default otherwise. */
    STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * The test provider's webhook signing secret. When unset, one is generated per database and shared
     * by every process through server_secrets.
     */
    PAYMENTS_WEBHOOK_SECRET: z.string().min(16).optional(),
    // Realtime (rule K2). With PUSHER_APP_ID/KEY/SECRET a hosted Pusher-protocol service (Pusher, Soketi)
    // carries the events; without them the in-process server at /app/{key} does.
    PUSHER_APP_ID: z.string().min(1).optional(),
    PUSHER_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, _ and - only')
      .optional(),
    PUSHER_SECRET: z.string().min(8).optional(),
    /** The service's host (Soketi's, say); Pusher's own eu cluster when unset. */
    PUSHER_HOST: z.string().min(1).optional(),
    PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    PUSHER_USE_TLS: bool,
    /**
     * STUN/TURN servers for the lesson room, a JSON array of RTCIceServer objects. None by default: two
     * browsers on one network find each other without; across NATs a TURN server (coturn) is needed.
     */
    LESSON_ICE_SERVERS: z
      .string()
      .default('[]')
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'must be a JSON array of RTCIceServer objects' });
          return z.NEVER;
        }
      })
      .pipe(iceServersSchema),
    /**
     * Opus's average bitrate in the lesson room's Music mode, bits per second (issue 19): 128-192 kbps
     * carries an instrument in stereo without artefacts; Opus allows up to 510 kbps.
     */
    LESSON_MUSIC_BITRATE: z.coerce.number().int().min(32_000).max(510_000).default(160_000),
    // File storage (ADR 33). With S3_BUCKET stored files go to that bucket, shared by every server process;
    // without it to DATA_DIR/uploads.
    S3_BUCKET: z.string().min(1).optional(),
    /** Required with S3_BUCKET: the SDK signs every request for one region (any name a local service takes). */
    S3_REGION: z.string().min(1).optional(),
    /** An S3-compatible service (MinIO, R2, a local one in tests); AWS S3 itself when unset. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /**
     * The in-process cache of visitors' public answers (the mentor list, profiles, lookups, available times;
     * ADR 43). `off` sends every read to the database (the uncached figure of `npm run bench:ratio`).
     */
    PUBLIC_CACHE: z.enum(['on', 'off']).default('on'),
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    path: ['GOOGLE_CLIENT_ID'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set',
    path: ['STRIPE_WEBHOOK_SECRET'],
  })
  .refine((env) => !env.S3_BUCKET || env.S3_REGION, {
    message: 'S3_REGION is required when S3_BUCKET is set',
    path: ['S3_REGION'],
  })
  .refine(
    (env) =>
      env.S3_BUCKET ||
      [env.S3_REGION, env.S3_ENDPOINT, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].every((v) => !v),
    {
      message: 'S3_REGION, S3_ENDPOINT and the S3 keys need S3_BUCKET (without it files stay in DATA_DIR)',
      path: ['S3_BUCKET'],
    },
  )
  .refine((env) => Boolean(env.S3_ACCESS_KEY_ID) === Boolean(env.S3_SECRET_ACCESS_KEY), {
    message:
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or neither, for the SDK's own chain)",
    path: ['S3_ACCESS_KEY_ID'],
  })
  .refine(
    (env) => {
      const set = [env.PUSHER_APP_ID, env.PUSHER_KEY, env.PUSHER_SECRET].filter(Boolean).length;
      const extras = env.PUSHER_HOST ?? env.PUSHER_PORT ?? env.PUSHER_USE_TLS;
      return set === 3 || (set === 0 && extras === undefined);
    },
    {
      message:
        'PUSHER_APP_ID, PUSHER_KEY and PUSHER_SECRET must be set together (and before PUSHER_HOST/PORT/USE_TLS)',
      path: ['PUSHER_APP_ID'],
    },
  );

export type Env = z.infer<typeof envSchema>;

/** Where the S3 storage keeps files; credentials unset means the AWS SDK's default chain. */
export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export interface Config extends Env {
  isProduction: boolean;
  /** Development surfaces (/dev/*, /api/dev/*, the test checkout) exist only outside production. */
  devRoutes: boolean;
  publicUrl: string;
  mailFrom: string;
  googleEnabled: boolean;
  /** Which payment provider serves checkouts: Stripe when STRIPE_SECRET_KEY is set, else the test one. */
  paymentProvider: 'stripe' | 'test';
  /** Whether the demo accounts are seeded into an empty database. */
  seed: boolean;
  /** Who carries realtime events: a hosted Pusher-protocol service when PUSHER_* are set, else this process. */
  realtimeProvider: 'pusher' | 'in-process';
  /** The bucket stored files go to when S3_BUCKET is set; undefined keeps them in DATA_DIR/uploads. */
  s3?: S3Settings;
}

export class ConfigError extends Error {}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset" so that `FOO= npm start` behaves like no FOO at all.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(environment)'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    isProduction,
    devRoutes: !isProduction,
    publicUrl,
    mailFrom: env.MAIL_FROM ?? `${env.APP_NAME} <no-reply@${new URL(publicUrl).hostname}>`,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    paymentProvider: env.STRIPE_SECRET_KEY ? 'stripe' : 'test',
    seed: env.SEED ?? !isProduction,
    realtimeProvider: env.PUSHER_KEY ? 'pusher' : 'in-process',
    s3: s3Settings(env),
  };
}

function s3Settings(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET || !env.S3_REGION) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    credentials:
      env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
        : undefined,
  };
}
