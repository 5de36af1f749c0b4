import { declareEndpoints } from './endpoint.ts';

export const paymentEndpoints = declareEndpoints({});
