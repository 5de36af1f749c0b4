/**
 * Stored files in an S3 bucket (ADR 33), against s3rver: a local S3 server speaking the real wire format
 * (SigV4-signed REST and XML), started here on a free port with a folder of its own. Two apps with the same
 * S3 settings but their own databases and DATA_DIRs stand for two server processes: a photo uploaded through
 * one is served by the other. The folder storage (the default) is covered by settings, mentor-application and
 * mentors-seed tests.
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileUpdateResponse } from '@app/contract';
import { ConfigError, loadConfig } from '../src/config.ts';
import { openFileStorage } from '../src/platform/storage.ts';
import { login, registerAndConfirm, type Session } from './auth-helpers.ts';
import { seedLookups } from './catalogue-fixtures.ts';
import { multipart, submitApplication, validForm } from './fixtures/mentor-application.ts';
import { pngPhoto, svgImage } from './fixtures/photos.ts';
import { createTestContext, type TestContext } from './helpers.ts';

const BUCKET = 'music-mentors-media';
/** The keys s3rver accepts; it checks every request's signature with them. */
const KEYS = { S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };

let folder: string;
let server: S3rver;
let endpoint: string;
let bucket: S3Client;
/** Two server processes sharing one bucket, each with its own database and DATA_DIR. */
let first: TestContext;
let second: TestContext;
let seq = 0;

async function serverProcess(): Promise<TestContext> {
  const dataDir = await mkdtemp(path.join(folder, 'data-'));
  return createTestContext({
    env: { DATA_DIR: dataDir, S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', ...KEYS },
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'storage-s3-'));
  server = new S3rver({ address: '127.0.0.1', port: 0, directory: path.join(folder, 's3'), silent: true });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  bucket = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: KEYS.S3_ACCESS_KEY_ID, secretAccessKey: KEYS.S3_SECRET_ACCESS_KEY },
  });
  await bucket.send(new CreateBucketCommand({ Bucket: BUCKET }));
  first = await serverProcess();
  second = await serverProcess();
  // Two databases to migrate: on a busy two-core machine that can take more than the usual minute.
}, 120_000);
afterAll(async () => {
  await first?.close();
  await second?.close();
  bucket?.destroy();
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

async function newUser(ctx: TestContext): Promise<Session & { email: string }> {
  seq += 1;
  const email = `s3-user-${seq}@example.com`;
  await registerAndConfirm(ctx, email);
  return Object.assign(await login(ctx.app, email), { email });
}

async function uploadProfilePhoto(who: Session): Promise<string> {
  const photo = { data: await pngPhoto(200, 150), filename: 'me.png', type: 'image/png' };
  const { payload, contentType } = await multipart({ profile_picture: photo });
  const res = await who.inject({
    method: 'PUT',
    url: '/api/users/profile/',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<ProfileUpdateResponse>().user.profile_picture!;
}

/** The object behind a /media/ URL, read from the bucket directly; undefined when there is none. */
async function objectOf(url: string): Promise<{ body: Buffer; contentType?: string } | undefined> {
  try {
    const object = await bucket.send(
      new GetObjectCommand({ Bucket: BUCKET, Key: url.slice('/media/'.length) }),
    );
    return { body: Buffer.from(await object.Body!.transformToByteArray()), contentType: object.ContentType };
  } catch (err) {
    if (err instanceof NoSuchKey) return undefined;
    throw err;
  }
}

const media = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

describe('file storage in an S3 bucket', () => {
  it('keeps a photo uploaded through the profile form in the bucket, not on disk, and serves it', async () => {
    const url = await uploadProfilePhoto(await newUser(first));
    expect(url).toMatch(/^\/media\/photos\/\d+-[0-9a-f]{24}\.jpg$/);
    const object = await objectOf(url);
    expect(object?.contentType).toBe('image/jpeg');
    expect((await sharp(object!.body).metadata()).format).toBe('jpeg');
    expect(existsSync(path.join(first.config.DATA_DIR, 'uploads'))).toBe(false);

    const served = await media(first, url);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(object!.body)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(object!.body.length),
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
  });

  it('shares files between server processes: what one stores, the other serves', async () => {
    const photoUrl = await uploadProfilePhoto(await newUser(first));
    const fromSecond = await media(second, photoUrl);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.rawPayload.equals((await objectOf(photoUrl))!.body)).toBe(true);

    // The other way, through the mentor application's upload.
    const lookups = await seedLookups(second.database);
    const applicant = await newUser(second);
    expect((await submitApplication(applicant, await validForm(lookups))).statusCode).toBe(201);
    const check = await applicant.inject({ method: 'GET', url: '/api/auth/check/' });
    const applicationPhoto = check.json<{ user: { profile_picture: string } }>().user.profile_picture;
    expect(applicationPhoto).toMatch(/^\/media\/photos\//);
    expect((await media(first, applicationPhoto)).statusCode).toBe(200);
  });

  it('serves a stored SVG with its own content type and the headers that keep it from running script', async () => {
    const url = await second.app.storage.put('portraits/1.svg', await svgImage());
    const served = await media(first, url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    );
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.body).toContain('<svg');
  });

  it('removes the photo from the bucket when its account is deleted, for every process', async () => {
    const who = await newUser(first);
    const url = await uploadProfilePhoto(who);
    expect(await objectOf(url)).toBeDefined();
    const deleted = await who.inject({
      method: 'POST',
      url: '/api/users/delete/',
      payload: { email: who.email },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await objectOf(url)).toBeUndefined();
    expect((await media(second, url)).statusCode).toBe(404);
  });

  it('answers 404 for a missing object and for a path the server would never choose', async () => {
    for (const url of [
      '/media/photos/1-000000000000000000000000.jpg',
      '/media/portraits/99999.svg',
      '/media/portraits/%2e%2e%2fx.svg',
      '/media/photos/readme.txt',
    ]) {
      const res = await media(first, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ detail: 'File not found.' });
    }
  });

  it('treats a missing bucket as a failure (the route answers 500), not as a missing file', async () => {
    const misconfigured = await openFileStorage({
      ...first.config,
      s3: { ...first.config.s3!, bucket: 'no-such-bucket' },
    });
    await expect(misconfigured.read('portraits/1.svg')).rejects.toMatchObject({ name: 'NoSuchBucket' });
  });
});

describe('S3 configuration', () => {
  function problemsOf(env: Record<string, string>): string {
    try {
      loadConfig(env);
    } catch (err) {
      if (err instanceof ConfigError) return err.message;
      throw err;
    }
    throw new Error('loadConfig accepted a bad configuration');
  }

  it('keeps files in DATA_DIR without S3_BUCKET', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });

  it('reads the bucket, region, endpoint and keys; without keys the SDK’s own chain is used', () => {
    const env = { S3_BUCKET: 'media', S3_REGION: 'eu-central-1' };
    expect(loadConfig(env).s3).toEqual({ bucket: 'media', region: 'eu-central-1' });
    expect(loadConfig({ ...env, S3_ENDPOINT: 'http://127.0.0.1:9000', ...KEYS }).s3).toEqual({
      bucket: 'media',
      region: 'eu-central-1',
      endpoint: 'http://127.0.0.1:9000',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
  });

  it.each([
    [{ S3_BUCKET: 'media' }, 'S3_REGION', 'S3_REGION is required when S3_BUCKET is set'],
    [{ S3_REGION: 'eu-central-1' }, 'S3_BUCKET', 'need S3_BUCKET'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_BUCKET', 'need S3_BUCKET'],
    [{ S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT', ''],
    [
      { S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_ACCESS_KEY_ID: 'key' },
      'S3_ACCESS_KEY_ID',
      'must be set together',
    ],
    [
      { S3_BUCKET: 'media', S3_REGION: 'eu-central-1', S3_SECRET_ACCESS_KEY: 'secret' },
      'S3_ACCESS_KEY_ID',
      'must be set together',
    ],
  ])('refuses %o, naming %s', (env, variable, message) => {
    expect(problemsOf(env)).toMatch(new RegExp(`^  ${variable}: .*${message}`, 'm'));
  });
});
