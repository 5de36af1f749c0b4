import { declareEndpoints } from './endpoint.ts';

export const bookingEndpoints = declareEndpoints({});
