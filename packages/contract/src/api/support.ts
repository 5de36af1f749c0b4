import { declareEndpoints } from './endpoint.ts';

export const supportEndpoints = declareEndpoints({});
