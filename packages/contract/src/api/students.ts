/** A mentor's students (issue 18 item 4). */
import {
  studentDetailSchema,
  studentIdParamsSchema,
  studentListQuerySchema,
  studentListSchema,
} from '../students.ts';
import { studentsMessages } from '../students-messages.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['students'];
const mentorOnly = { access: 'mentor', refusal: studentsMessages.onlyMentors } as const;

export const studentEndpoints = declareEndpoints({
  'students.list': {
    ...mentorOnly,
    owner: 'the students who have booked the caller',
    tags,
    summary:
      "The mentor's students, a page of 50, latest booked first: lessons taught, next lesson, credits, last notes, practice since",
    query: studentListQuerySchema,
    responses: { 200: studentListSchema },
  },
  'students.detail': {
    ...mentorOnly,
    owner: 'a student who has booked the caller (anyone else hears 404)',
    tags,
    summary: 'One student of the mentor with the lesson history of the pair (else 404)',
    params: studentIdParamsSchema,
    responses: { 200: studentDetailSchema },
  },
});
