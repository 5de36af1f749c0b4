/**
 * The staff area's masterclasses (K5): list, create, edit. Beyond the contract's field rules: the start
 * must lie ahead (when it is set or changed, so a running class can still get a typo fixed), the mentor
 * must be an approved one, and the capacity never drops below the seats already taken; the row is locked
 * for an edit so a join cannot slip in between that check and the write.
 */
import {
  MASTERCLASS_STAFF_LIST_LIMIT,
  masterclassMessages as m,
  type AdminMasterclass,
  type MasterclassBody,
  type MasterclassPatchBody,
  resolveWallClock,
} from '@app/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { MasterclassRow } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import type { SignedInUser } from '../auth/index.ts';
import { recordStaffAction } from '../audit/index.ts';
import { isApprovedMentor } from '../mentors/index.ts';
import { presentForStaff } from './presenter.ts';
import {
  findMasterclass,
  insertMasterclass,
  listForStaff,
  lockMasterclass,
  updateMasterclassFields,
} from './repository.ts';
import type { WebinarDeps } from './service.ts';

type Fields = Required<
  Omit<MasterclassBody, 'mentor_id' | 'custom_mentor_photo_1' | 'custom_mentor_photo_2'>
> & {
  mentor_id: number | null;
  custom_mentor_photo_1: string | null;
  custom_mentor_photo_2: string | null;
};

const field = (name: string, message: string) => badRequest(message, { [name]: [message] });

/** The instant of 'YYYY-MM-DDTHH:MM' on the zone's wall clock. */
function startInstant(local: string, zone: string): Date {
  const wall = Date.parse(`${local.length === 16 ? `${local}:00` : local}Z`);
  return new Date(resolveWallClock(zone, wall).instant);
}

async function assertApprovedMentor(db: Db | Tx, mentorId: number | null): Promise<void> {
  if (mentorId === null) return;
  if (!(await isApprovedMentor(db, mentorId))) throw field('mentor_id', m.mentorInvalid);
}

const blankToNull = (text: string | null | undefined) => (text ? text : null);

function columns(fields: Fields, start: Date) {
  return {
    name: fields.name,
    description: fields.description,
    descriptionMentor: fields.description_mentor,
    topic: fields.topic,
    showOffUrl: fields.show_off_url,
    joinUrl: fields.join_url,
    startTime: start,
    timezone: fields.timezone,
    durationMinutes: fields.duration,
    capacity: fields.capacity,
    mentorId: fields.mentor_id,
    customMentorPhoto1: fields.custom_mentor_photo_1,
    customMentorPhoto2: fields.custom_mentor_photo_2,
  };
}

function normalise(body: MasterclassBody): Fields {
  return {
    ...body,
    description_mentor: body.description_mentor ?? '',
    topic: body.topic ?? '',
    mentor_id: body.mentor_id ?? null,
    custom_mentor_photo_1: blankToNull(body.custom_mentor_photo_1),
    custom_mentor_photo_2: blankToNull(body.custom_mentor_photo_2),
  };
}

async function present(db: Db, id: number): Promise<AdminMasterclass> {
  const found = await findMasterclass(db, id);
  if (!found) throw notFound(m.notFound);
  return presentForStaff(found);
}

export async function listForStaffArea(deps: WebinarDeps): Promise<AdminMasterclass[]> {
  return (await listForStaff(deps.db, MASTERCLASS_STAFF_LIST_LIMIT)).map(presentForStaff);
}

export async function createMasterclass(
  deps: WebinarDeps,
  staff: SignedInUser,
  body: MasterclassBody,
): Promise<AdminMasterclass> {
  const now = deps.clock.now();
  const fields = normalise(body);
  const start = startInstant(fields.start_time_local, fields.timezone);
  if (start.getTime() <= now.getTime()) throw field('start_time_local', m.startInPast);
  await assertApprovedMentor(deps.db, fields.mentor_id);
  const id = await deps.db.transaction(async (tx) => {
    const created = await insertMasterclass(tx, {
      ...columns(fields, start),
      createdBy: staff.id,
      createdAt: now,
      updatedAt: now,
    });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'masterclass.create',
      record: { type: 'masterclass', id: created },
      before: null,
      after: fields,
      at: now,
    });
    return created;
  });
  return present(deps.db, id);
}

/** The stored row as the body's fields, so PATCH can merge a subset over it. */
function asFields(row: MasterclassRow, local: string): Fields {
  return {
    name: row.name,
    description: row.description,
    description_mentor: row.descriptionMentor,
    topic: row.topic,
    show_off_url: row.showOffUrl,
    join_url: row.joinUrl,
    start_time_local: local,
    timezone: row.timezone,
    duration: row.durationMinutes,
    capacity: row.capacity,
    mentor_id: row.mentorId,
    custom_mentor_photo_1: row.customMentorPhoto1,
    custom_mentor_photo_2: row.customMentorPhoto2,
  };
}

/** PUT (the whole object) and PATCH (a subset): the same checks on the merged result. */
export async function updateMasterclass(
  deps: WebinarDeps,
  staff: SignedInUser,
  id: number,
  body: MasterclassPatchBody,
): Promise<AdminMasterclass> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockMasterclass(tx, id);
    if (!row) throw notFound(m.notFound);
    const current = presentForStaff({ row, mentorFirstName: null, mentorLastName: null, mentorPhoto: null });
    const merged = normalise({ ...asFields(row, current.start_time_local), ...body });
    const start = startInstant(merged.start_time_local, merged.timezone);
    const startChanged = start.getTime() !== new Date(row.startTime).getTime();
    if (startChanged && start.getTime() <= now.getTime()) throw field('start_time_local', m.startInPast);
    if (merged.capacity < row.seatsTaken) throw field('capacity', m.capacityBelowTaken(row.seatsTaken));
    if (merged.mentor_id !== row.mentorId) await assertApprovedMentor(tx, merged.mentor_id);
    await updateMasterclassFields(tx, id, { ...columns(merged, start), updatedAt: now });
    await recordStaffAction(tx, {
      actor: staff,
      action: 'masterclass.update',
      record: { type: 'masterclass', id },
      before: asFields(row, current.start_time_local),
      after: merged,
      at: now,
    });
  });
  return present(deps.db, id);
}
