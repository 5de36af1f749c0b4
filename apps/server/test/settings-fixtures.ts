/**
 * The world of a settings test file: a frozen clock, the lookups, a temporary DATA_DIR (stored photos can
 * be counted and disappear afterwards), a signed-in student and a signed-in mentor (Maya, verified, Guitar,
 * Rock, English, 30 and 60 minutes, weekday hours in Europe/Berlin).
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { SettingsResponse } from '@app/contract';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { insertUser } from '../src/modules/auth/repository.ts';
import { login, TEST_PASSWORD, type Session } from './auth-helpers.ts';
import { addMentor, seedLookups, type Lookups } from './catalogue-fixtures.ts';
import { tempDataDir } from './fixtures/mentor-application.ts';
import { createTestContext, type TestContext } from './helpers.ts';

export const SETTINGS_NOW = '2026-11-23T08:00:00.000Z';

/** 40-100 characters of text. */
export const GOOD_HEADLINE = 'Rock and blues guitar for curious adult beginners';
/** 100-2000 characters of text. */
export const GOOD_BIO =
  '<p>I have taught <strong>guitar</strong> for twelve years.</p><ul><li>Rock</li><li>Blues</li></ul>' +
  '<p>Every lesson has a plan, a song you love and homework that fits into a busy week.</p>';

export interface SettingsWorld {
  ctx: TestContext;
  lookups: Lookups;
  dataDir: string;
  student: Session;
  studentEmail: string;
  mentor: Session;
  mentorEmail: string;
  mentorId: number;
  /** A fresh signed-in student (an account per destructive test). */
  newStudent(): Promise<Session & { email: string }>;
}

let seq = 0;

export function useSettingsWorld(): SettingsWorld {
  const world = {} as SettingsWorld;
  let dispose: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const dir = await tempDataDir();
    dispose = dir.dispose;
    const ctx = await createTestContext({ now: SETTINGS_NOW, env: { DATA_DIR: dir.dir } });
    const now = ctx.clock.now();
    const hash = await hashPassword(TEST_PASSWORD);
    const account = async (email: string, firstName: string, lastName: string) =>
      (
        await insertUser(
          ctx.database.db,
          { email, firstName, lastName, passwordHash: hash, emailConfirmedAt: now },
          now,
        )
      ).id;
    const lookups = await seedLookups(ctx.database);
    const mentorEmail = 'maya.settings@example.com';
    const { id: mentorId } = await addMentor(
      ctx.database,
      {
        firstName: 'Maya',
        lastName: 'Lopez',
        userId: await account(mentorEmail, 'Maya', 'Lopez'),
        headline: GOOD_HEADLINE,
        bio: GOOD_BIO,
        amountCents: 5000,
        offerTrial: true,
        timezone: 'Europe/Berlin',
        skillIds: [lookups.skill.Guitar!],
        styleIds: [lookups.style.Rock!],
        languageIds: [lookups.language.English!],
        sessions: [
          { sessionTime: 30, timeoutTime: 10 },
          { sessionTime: 60, timeoutTime: 15 },
        ],
        availability: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, startTime: '09:00', endTime: '17:00' })),
      },
      now,
    );
    const newStudent = async () => {
      seq += 1;
      const email = `student-${seq}@example.com`;
      await account(email, 'Sam', `Student${seq}`);
      return Object.assign(await login(ctx.app, email), { email });
    };
    const student = await newStudent();
    Object.assign(world, {
      ctx,
      lookups,
      dataDir: dir.dir,
      student,
      studentEmail: student.email,
      mentor: await login(ctx.app, mentorEmail),
      mentorEmail,
      mentorId,
      newStudent,
    });
  });
  afterAll(async () => {
    await world.ctx?.close();
    await dispose();
  });
  return world;
}

export async function settingsOf(who: Session): Promise<SettingsResponse> {
  const res = await who.inject({ method: 'GET', url: '/api/users/settings/' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SettingsResponse>();
}

export function put(who: Session, url: string, payload: object): Promise<LightMyRequestResponse> {
  return who.inject({ method: 'PUT', url, payload });
}

/** Runs a refused call and asserts the caller's settings read is the same before and after. */
export async function expectUnchanged(who: Session, action: () => Promise<void>): Promise<void> {
  const before = await settingsOf(who);
  await action();
  expect(await settingsOf(who)).toEqual(before);
}

/** Asserts an R1 400 whose detail is `detail` and whose errors name `field`. */
export function expectRefused(res: LightMyRequestResponse, field: string, detail?: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json<{ detail: string; errors?: Record<string, string[]> }>();
  expect(Object.keys(body.errors ?? {})).toContain(field);
  if (detail !== undefined) expect(body.detail).toBe(detail);
}

/** A genuine JPEG of noise (which does not compress): about 2.7 MB, over the photo limit, under the upload one. */
export function jpegOver2Mb(): Promise<Buffer> {
  const side = 960;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
    .toBuffer();
}
