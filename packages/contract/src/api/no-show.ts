import { declareEndpoints } from './endpoint.ts';

export const noShowEndpoints = declareEndpoints({});
