import { declareEndpoints } from './endpoint.ts';

export const payoutEndpoints = declareEndpoints({});
