/**
 * The JSON shapes of a masterclass: the public one (API-59: the API table's fields, plus the topic and the
 * mentor's photo of ADR 55) and staff's.
 */
import { type AdminMasterclass, type Masterclass, formatInZone, isoUtc } from '@app/contract';
import type { MasterclassWithMentor } from './repository.ts';

/** start_time_local: the start on the wall clock of the class's own zone, with that zone's offset. */
export const localStart = (start: Date, zone: string) => formatInZone(start.getTime(), zone);

/** What the public and the staff shapes share. */
function sharedFields(row: MasterclassWithMentor['row']) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    description_mentor: row.descriptionMentor,
    show_off_url: row.showOffUrl,
    start_time_utc: isoUtc(new Date(row.startTime).getTime()),
    duration: row.durationMinutes,
    custom_mentor_photo_1: row.customMentorPhoto1,
    custom_mentor_photo_2: row.customMentorPhoto2,
    topic: row.topic,
  };
}

export function presentMasterclass({
  row,
  mentorFirstName,
  mentorPhoto,
}: MasterclassWithMentor): Masterclass {
  return {
    ...sharedFields(row),
    start_time_local: localStart(new Date(row.startTime), row.timezone),
    slots_left: Math.max(0, row.capacity - row.seatsTaken),
    mentor:
      row.mentorId !== null && mentorFirstName !== null
        ? { first_name: mentorFirstName, profile_picture: mentorPhoto }
        : null,
  };
}

export function presentForStaff({
  row,
  mentorFirstName,
  mentorLastName,
}: MasterclassWithMentor): AdminMasterclass {
  return {
    ...sharedFields(row),
    join_url: row.joinUrl,
    // The form's datetime-local value: 'YYYY-MM-DDTHH:MM' in the class's zone.
    start_time_local: localStart(new Date(row.startTime), row.timezone).slice(0, 16),
    timezone: row.timezone,
    capacity: row.capacity,
    seats_taken: row.seatsTaken,
    mentor_id: row.mentorId,
    mentor_name: mentorFirstName === null ? null : `${mentorFirstName} ${mentorLastName ?? ''}`.trim(),
    created_at: new Date(row.createdAt).toISOString(),
  };
}
