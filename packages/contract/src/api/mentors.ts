import { declareEndpoints } from './endpoint.ts';

export const mentorEndpoints = declareEndpoints({});
