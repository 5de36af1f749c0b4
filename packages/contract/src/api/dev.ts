import { declareEndpoints } from './endpoint.ts';

export const devEndpoints = declareEndpoints({});
