import { declareEndpoints } from './endpoint.ts';

export const lessonRoomEndpoints = declareEndpoints({});
