/** Buying a mentor's lesson package (issue 18 item 2): the answer is the provider's checkout address. */
import { call } from '../../../shared/api/call.ts';

export function buyPackage(id: number) {
  return call('packages.buy', { params: { id: String(id) } });
}
