import { declareEndpoints } from './endpoint.ts';

export const authEndpoints = declareEndpoints({});
