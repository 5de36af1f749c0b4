import { declareEndpoints } from './endpoint.ts';

export const referralEndpoints = declareEndpoints({});
