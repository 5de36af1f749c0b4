import { declareEndpoints } from './endpoint.ts';

export const adminApplicationEndpoints = declareEndpoints({});
