/** The students' answers: UTC instants as ISO 8601 with Z. */
import type { StudentLesson, StudentSummary } from '@app/contract';
import type { PairLessonRow, StudentRow } from '../bookings/index.ts';
import { NO_PRACTICE, type StudentPracticeSummary } from '../practice/index.ts';

const iso = (value: Date | string): string => new Date(value).toISOString();

export function presentLesson(row: PairLessonRow): StudentLesson {
  return {
    id: row.id,
    start: iso(row.start_at),
    end: iso(row.end_at),
    status: row.status,
    skill: row.skill_name,
    free_trial: row.free_trial,
  };
}

export function presentSummary(
  row: StudentRow,
  next: PairLessonRow | undefined,
  creditsLeft: number,
  practice: StudentPracticeSummary | undefined,
): StudentSummary {
  return {
    student: {
      id: row.id,
      first_name: row.first_name,
      last_name: row.last_name,
      profile_picture: row.profile_picture,
    },
    lessons_taught: row.lessons_taught,
    next_lesson: next ? presentLesson(next) : null,
    last_booked: iso(row.last_booked),
    credits_left: creditsLeft,
    last_note: practice?.lastNote ?? null,
    practice_since: practice?.practiceSince ?? NO_PRACTICE,
  };
}
