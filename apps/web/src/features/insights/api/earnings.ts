/** The lesson earnings of a month and the address of its CSV statement (issue 17 item 8). */
import { queryOptions } from '@tanstack/react-query';
import { call, urlOf } from '../../../shared/api/call.ts';
import { queryKeyOf } from '../../../shared/api/query-keys.ts';

/** Without a month: the current month in the mentor's zone, which the answer names. */
export const earningsQuery = (month?: string) =>
  queryOptions({
    queryKey: queryKeyOf('payouts.earnings', { query: { month } }),
    queryFn: ({ signal }) => call('payouts.earnings', { query: { month }, signal }),
  });

/** The statement is a file the browser downloads itself, so it is a link, not a call. */
export const statementUrl = (month: string) => urlOf('payouts.statement', { query: { month } });
