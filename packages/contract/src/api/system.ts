/** The system calls: liveness and the web app's public settings. */
import { healthResponseSchema, publicConfigSchema } from '../config.ts';
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
});
