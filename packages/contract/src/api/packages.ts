/** Lesson packages and credits (issue 18 item 2). */
import { z } from 'zod';
import { idParamSchema } from '../ids.ts';
import {
  creditRefundResponseSchema,
  lessonCreditSchema,
  lessonPackageCreateSchema,
  lessonPackageSchema,
  packageBuyResponseSchema,
} from '../packages.ts';
import { settingsMessages } from '../settings-messages.ts';
import { declareEndpoints } from './endpoint.ts';

const tags = ['packages'];
const ownPackages = "the caller's own mentor profile's packages";
const mentorOnly = { access: 'mentor', refusal: settingsMessages.onlyMentors, owner: ownPackages } as const;

export const packageEndpoints = declareEndpoints({
  'packages.mine': {
    ...mentorOnly,
    tags,
    summary: "The caller's packages on sale, oldest first",
    responses: { 200: z.array(lessonPackageSchema) },
  },
  'packages.create': {
    ...mentorOnly,
    tags,
    summary: 'Offer a package: 5, 10 or 20 lessons of one of the caller’s session lengths, 0-30% off',
    body: lessonPackageCreateSchema,
    responses: { 201: lessonPackageSchema },
  },
  'packages.remove': {
    ...mentorOnly,
    tags,
    summary: 'Stop selling a package (credits already bought stay valid)',
    params: z.object({ id: idParamSchema('id') }),
    responses: { 204: z.null() },
  },
  'packages.buy': {
    access: 'user',
    owner: 'any package on sale, not the caller’s own',
    tags,
    summary: "Buy a package through the provider's checkout; its lessons become credits once paid",
    params: z.object({ id: idParamSchema('id') }),
    responses: { 200: packageBuyResponseSchema },
  },
  'packages.credits': {
    access: 'user',
    owner: "the caller's own credits",
    tags,
    summary: "The caller's unexpired lesson credits with something left, soonest expiry first",
    responses: { 200: z.array(lessonCreditSchema) },
  },
  'packages.refundCredits': {
    access: 'user',
    owner: "the caller's own credits",
    tags,
    summary: "Refund the caller's unused, unexpired credits pro rata to the package price",
    responses: { 200: creditRefundResponseSchema },
  },
});
