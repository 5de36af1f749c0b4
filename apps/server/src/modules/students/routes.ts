/** A mentor's students (issue 18 item 4), declared in packages/contract/src/api/students.ts; thin. */
import type { FastifyPluginCallback } from 'fastify';
import { endpoints } from '@app/contract';
import { handle } from '../../platform/endpoints.ts';
import { listStudents, studentDetail } from './service.ts';

export const studentsModule: FastifyPluginCallback = (app, _options, done) => {
  handle(app, endpoints['students.list'], ({ user, query, request }) =>
    listStudents(app.db, user.mentorId, app.clock.now(), request.timezone, query.page ?? 1),
  );
  handle(app, endpoints['students.detail'], ({ user, params, request }) =>
    studentDetail(app.db, user.mentorId, params.student_id, app.clock.now(), request.timezone),
  );
  done();
};
