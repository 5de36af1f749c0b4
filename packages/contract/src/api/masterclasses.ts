import { declareEndpoints } from './endpoint.ts';

export const masterclassEndpoints = declareEndpoints({});
