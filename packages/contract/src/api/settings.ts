import { declareEndpoints } from './endpoint.ts';

export const settingsEndpoints = declareEndpoints({});
