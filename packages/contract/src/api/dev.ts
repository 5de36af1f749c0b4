/**
 * Development helpers (never registered in production, hidden from the OpenAPI document): the movable
 * clock, a booking's ledger and the mail outbox.
 */
import { z } from 'zod';
import {
  advanceClockRequestSchema,
  clockResponseSchema,
  devEmailWithAttachmentsSchema,
  devEmailsQuerySchema,
  devLedgerQuerySchema,
  devLedgerResponseSchema,
} from '../config.ts';
import { declareEndpoints } from './endpoint.ts';

const dev = { access: 'public', development: true, tags: ['dev'] } as const;

export const devEndpoints = declareEndpoints({
  'dev.clock': {
    ...dev,
    summary: "The server clock's current instant",
    responses: { 200: clockResponseSchema },
  },
  'dev.moveClock': {
    ...dev,
    csrfExempt: 'development helpers never exist in production',
    summary: 'Move the clock forward and run what became due',
    body: advanceClockRequestSchema,
    responses: { 200: clockResponseSchema },
  },
  // The ledger has no screen before the mentor's payments history (issue 6); journeys check refunds here.
  'dev.ledger': {
    ...dev,
    summary: "A booking's ledger transactions and entries",
    query: devLedgerQuerySchema,
    responses: { 200: devLedgerResponseSchema },
  },
  'dev.emails': {
    ...dev,
    summary: 'The mail outbox, newest first, optionally for one address',
    query: devEmailsQuerySchema,
    responses: { 200: z.array(devEmailWithAttachmentsSchema) },
  },
});
