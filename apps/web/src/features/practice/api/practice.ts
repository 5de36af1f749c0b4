/** The practice calls (issue 18 item 3): one query-options factory per read, the shared key scheme. */
import { ATTACHMENT_FIELD, type LessonNotesBody, type PracticeLogBody } from '@app/contract';
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

/** 20 MB at 1 Mbit/s takes under three minutes; five leaves room for a slower line. */
const UPLOAD_TIMEOUT_MS = 5 * 60_000;

/** One file as the multipart form the server reads (the field `file`). */
export function attachFile(assignmentId: number, file: File) {
  const form = new FormData();
  form.append(ATTACHMENT_FIELD, file);
  return call('practice.attach', {
    params: { assignment_id: assignmentId },
    body: form,
    timeoutMs: UPLOAD_TIMEOUT_MS,
  });
}

export const removeAttachment = (id: number) => call('practice.removeAttachment', { params: { id } });
