/**
 * Lesson packages and credits (issue 18 item 2): the mentor's packages, the student's credits, and the
 * calls that change them. The mentor's session ids come from their own public profile.
 */
import type { LessonPackageCreate } from '@app/contract';
import { call } from '../../../shared/api/call.ts';
import { callQuery } from '../../../shared/api/query-keys.ts';

export const myPackagesQuery = callQuery('packages.mine', {});
export const creditsQuery = callQuery('packages.credits', {});
export const ownProfileQuery = (mentorId: number) =>
  callQuery('mentors.profile', { params: { id: String(mentorId) } });

export function createPackage(body: LessonPackageCreate) {
  return call('packages.create', { body });
}

export function removePackage(id: number) {
  return call('packages.remove', { params: { id: String(id) } });
}

export function refundCredits() {
  return call('packages.refundCredits', {});
}
