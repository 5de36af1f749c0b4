/** The practice calls (issue 18 item 3): one query-options factory per read, the shared key scheme. */
import type { LessonNotesBody, PracticeLogBody } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery, queryKeyOf } from '../../../shared/api/query-keys.ts';

export const lessonNotesQuery = (id: number) => callQuery('practice.notes', { params: { id } });
export const myPracticeQuery = () => callQuery('practice.mine', {});
/** Every practice answer: after a save or a log both views read again. */
export const practiceKeys = [queryKeyOf('practice.notes'), queryKeyOf('practice.mine')] as const;

export const saveLessonNotes = (id: number, body: LessonNotesBody) =>
  call('practice.saveNotes', { params: { id }, body });

export const logPractice = (assignmentId: number, body: PracticeLogBody) =>
  call('practice.log', { params: { assignment_id: assignmentId }, body });
