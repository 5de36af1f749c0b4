/** GET /api/mentors/tax-rate/ (ONBOARD-26, B2): the platform's fee rate for the rate step. */
import { callQuery } from '../../../shared/api/query-keys.ts';

export const taxRateQuery = { ...callQuery('bookings.feeRate', {}), staleTime: 10 * 60_000 };
