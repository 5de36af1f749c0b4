import { declareEndpoints } from './endpoint.ts';

export const calendarEndpoints = declareEndpoints({});
