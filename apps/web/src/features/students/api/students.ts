/** The mentor's students (issue 18 item 4): the list and one student with the pair's lessons. */
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

/** One page of the list (50 students a page, latest booked first). */
export function studentsQuery(page: number) {
  const query = { page };
  return queryOptions({
    queryKey: queryKeyOf('students.list', { query }),
    queryFn: ({ signal }) => call('students.list', { query, signal }),
  });
}

export function studentQuery(studentId: number) {
  const params = { student_id: studentId };
  return queryOptions({
    queryKey: queryKeyOf('students.detail', { params }),
    queryFn: ({ signal }) => call('students.detail', { params, signal }),
  });
}
