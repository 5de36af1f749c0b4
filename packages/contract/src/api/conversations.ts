import { declareEndpoints } from './endpoint.ts';

export const conversationEndpoints = declareEndpoints({});
