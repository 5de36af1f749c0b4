/** The system calls: liveness and the web app's public settings. */
import { healthResponseSchema, publicConfigSchema, serverTimeResponseSchema } from '../config.ts';
import { declareEndpoints } from './endpoint.ts';

export const systemEndpoints = declareEndpoints({
  'system.health': {
    access: 'public',
    tags: ['system'],
    summary: 'Liveness and database reachability',
    responses: { 200: healthResponseSchema },
    errors: [503],
  },
  'system.config': {
    access: 'public',
    tags: ['system'],
    summary: 'Public runtime settings of the web app',
    responses: { 200: publicConfigSchema },
  },
  'system.time': {
    access: 'public',
    tags: ['system'],
    summary:
      "The server clock's instant in milliseconds, for a clock offset estimated from round trips (the room's metronome)",
    responses: { 200: serverTimeResponseSchema },
  },
});
