/**
 * A mentor's own booking rules (issue 22 item 4): read and replace. The ranges are the contract's schema
 * (a value outside them is a 400 before this runs) and the table's CHECKs. Existing bookings stay; the slot
 * engine reads the rules at every listing and booking (bookings/availability.ts).
 */
import type { BookingRulesBody } from '@app/contract';
import type { SignedInMentor } from '../../platform/caller.ts';
import { notFound } from '../../platform/errors.ts';
import {
  lockMentorForSettings,
  mentorBookingRules,
  setMentorBookingRules,
  type BookingRulesRow,
} from '../mentors/index.ts';
import type { SettingsDeps } from './service.ts';

function present(row: BookingRulesRow): BookingRulesBody {
  return {
    min_notice_hours: row.minNoticeHours,
    horizon_days: row.horizonDays,
    buffer_minutes: row.bufferMinutes,
    max_lessons_per_day: row.maxLessonsPerDay,
  };
}

export async function readBookingRules(deps: SettingsDeps, user: SignedInMentor): Promise<BookingRulesBody> {
  const row = await mentorBookingRules(deps.db, user.mentorId);
  if (!row) throw notFound('Not found.');
  return present(row);
}

export async function updateBookingRules(
  deps: SettingsDeps,
  user: SignedInMentor,
  body: BookingRulesBody,
): Promise<BookingRulesBody> {
  return deps.db.transaction(async (tx) => {
    await lockMentorForSettings(tx, user.mentorId);
    await setMentorBookingRules(tx, user.mentorId, {
      minNoticeHours: body.min_notice_hours,
      horizonDays: body.horizon_days,
      bufferMinutes: body.buffer_minutes,
      maxLessonsPerDay: body.max_lessons_per_day,
    });
    return present((await mentorBookingRules(tx, user.mentorId))!);
  });
}
