/** The student's lesson credits (issue 18 item 2), for "Pay with a lesson credit" at checkout. */
import { callQuery } from '../../../shared/api/query-keys.ts';

export const creditsQuery = callQuery('packages.credits', {});
