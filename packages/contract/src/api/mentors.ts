/** Mentor discovery (API-11..API-18: lists, lookups, profile, likes) and the mentor application (API-45). */
import { z } from 'zod';
import { mentorApplicationCreatedSchema, mentorApplicationFormSchema } from '../mentor-application.ts';
import {
  lookupListSchema,
  mentorIdParamsSchema,
  mentorListQuerySchema,
  mentorListResponseSchema,
  mentorPageSchema,
  mentorProfileSchema,
  pageQuerySchema,
} from '../mentors.ts';
import { messageResponseSchema } from '../settings.ts';
import {
  audioSampleAddedSchema,
  audioSampleFieldsSchema,
  audioSampleIdParamsSchema,
} from '../teacher-profile-schemas.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['mentors'];

const lookup = (name: string) =>
  ({
    access: 'public',
    tags,
    summary: `All ${name}, sorted by name`,
    publicCache: 'url',
    responses: { 200: lookupListSchema },
  }) as const;

export const mentorEndpoints = declareEndpoints({
  'mentors.skills': lookup('skills'),
  'mentors.styles': lookup('styles'),
  'mentors.languages': lookup('languages'),
  'mentors.list': {
    access: 'public',
    tags,
    summary: 'Search approved mentors (filters, sort, page) with price statistics',
    publicCache: 'url',
    query: mentorListQuerySchema,
    responses: { 200: mentorListResponseSchema },
  },
  'mentors.liked': {
    access: 'user',
    owner: "the caller's own saved mentors",
    tags,
    summary: "The caller's saved mentors, newest first",
    query: pageQuerySchema,
    responses: { 200: mentorPageSchema },
  },
  'mentors.profile': {
    access: 'public',
    tags,
    summary: 'A mentor profile with what the viewer may do',
    publicCache: 'url',
    params: mentorIdParamsSchema,
    responses: { 200: mentorProfileSchema },
  },
  'mentors.like': {
    access: 'user',
    owner: "the caller's own saved mentors",
    tags,
    summary: 'Save a mentor (idempotent)',
    params: mentorIdParamsSchema,
    responses: { 201: z.object({ detail: z.string() }) },
  },
  'mentors.unlike': {
    access: 'user',
    owner: "the caller's own saved mentors",
    tags,
    summary: 'Remove a saved mentor (idempotent)',
    params: mentorIdParamsSchema,
    responses: { 204: z.null() },
  },
  // The server reads the multipart form itself, and refines the bio (sanitised HTML, its length without
  // markup) before this schema judges it.
  'mentors.apply': {
    access: 'user',
    owner: "the caller's own application (one at a time)",
    tags,
    summary: 'Apply to become a mentor (multipart form with the profile photo); staff review it',
    consumes: ['multipart/form-data'],
    body: mentorApplicationFormSchema,
    responses: { 201: mentorApplicationCreatedSchema },
    errors: [413, 415],
  },
  // ADR 67: the server reads the multipart form itself (the file `file` and the text field `title`) once it
  // knows the caller has a mentor profile; the 10 MB limit is this route's own.
  'mentors.addAudioSample': {
    access: 'user',
    owner: "the caller's own mentor profile, approved or applied for (anyone without one 403)",
    tags,
    summary:
      'Add an audio sample: multipart with `file` (MP3, AAC/M4A, Ogg or WAV by its bytes, at most 10 MB and 10 minutes) and `title`; at most 3',
    consumes: ['multipart/form-data'],
    body: audioSampleFieldsSchema,
    responses: { 201: audioSampleAddedSchema },
    errors: [413, 415],
  },
  'mentors.removeAudioSample': {
    access: 'user',
    owner: "the caller's own samples (anyone else's 404)",
    tags,
    summary: 'Remove one of your audio samples: its row and its stored file',
    params: audioSampleIdParamsSchema,
    responses: { 200: messageResponseSchema },
  },
});
