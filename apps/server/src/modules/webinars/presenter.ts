/** The JSON shapes of a masterclass: the public one (API-59, exactly the API table's fields) and staff's. */
import type { AdminMasterclass, Masterclass } from '@app/contract';
import { formatInZone, isoUtc } from '../availability/zoned-time.ts';
import type { MasterclassWithMentor } from './repository.ts';

/** start_time_local: the start on the wall clock of the class's own zone, with that zone's offset. */
export const localStart = (start: Date, zone: string) => formatInZone(start.getTime(), zone);

export function presentMasterclass({ row, mentorFirstName }: MasterclassWithMentor): Masterclass {
  const start = new Date(row.startTime);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    description_mentor: row.descriptionMentor,
    show_off_url: row.showOffUrl,
    start_time_utc: isoUtc(start.getTime()),
    start_time_local: localStart(start, row.timezone),
    duration: row.durationMinutes,
    slots_left: Math.max(0, row.capacity - row.seatsTaken),
    custom_mentor_photo_1: row.customMentorPhoto1,
    custom_mentor_photo_2: row.customMentorPhoto2,
    mentor: row.mentorId !== null && mentorFirstName !== null ? { first_name: mentorFirstName } : null,
  };
}

export function presentForStaff({
  row,
  mentorFirstName,
  mentorLastName,
}: MasterclassWithMentor): AdminMasterclass {
  const start = new Date(row.startTime);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    description_mentor: row.descriptionMentor,
    show_off_url: row.showOffUrl,
    join_url: row.joinUrl,
    start_time_utc: isoUtc(start.getTime()),
    // The form's datetime-local value: 'YYYY-MM-DDTHH:MM' in the class's zone.
    start_time_local: localStart(start, row.timezone).slice(0, 16),
    timezone: row.timezone,
    duration: row.durationMinutes,
    capacity: row.capacity,
    seats_taken: row.seatsTaken,
    mentor_id: row.mentorId,
    mentor_name: mentorFirstName === null ? null : `${mentorFirstName} ${mentorLastName ?? ''}`.trim(),
    custom_mentor_photo_1: row.customMentorPhoto1,
    custom_mentor_photo_2: row.customMentorPhoto2,
    created_at: new Date(row.createdAt).toISOString(),
  };
}
