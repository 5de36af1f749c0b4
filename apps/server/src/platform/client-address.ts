/**
 * Which address a request comes from (docs/decisions/0028). Every per-IP rule (login throttling, the hourly
 * quotas, masterclass seats, realtime sockets) keys on it, so a client must not be able to choose it: an
 * X-Forwarded-For entry is believed only when the hop that added it is a proxy of ours (TRUST_PROXY).
 * Fastify's `request.ip` and the realtime server's upgrade requests both read it through the same trust
 * function and @fastify/proxy-addr, the module Fastify itself uses.
 */
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';

/**
 * TRUST_PROXY parsed: nothing (the socket's peer is the client), the number of proxy hops in front of the
 * server, or the addresses and CIDR ranges of the proxies.
 */
export type TrustProxy =
  { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'proxies'; list: string[] };

/** proxy-addr's names for well-known ranges, accepted in the list like addresses. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * Reads the TRUST_PROXY setting, or answers why it cannot. `true` is refused on purpose: trusting every hop
 * makes the left-most X-Forwarded-For entry the client address, and the client writes that entry itself.
 */
export function parseTrustProxy(text: string | undefined): TrustProxy | { error: string } {
  const value = text?.trim() ?? '';
  if (value === '' || value === 'false' || value === '0') return { kind: 'none' };
  if (value === 'true') {
    return { error: 'true would let any client pick its address; give the proxy hop count or addresses' };
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? { kind: 'hops', hops } : { error: 'a hop count must be 0 to 10' };
  }
  const list = value.split(',').map((part) => part.trim());
  for (const entry of list) {
    if (RANGE_NAMES.has(entry)) continue;
    try {
      // isIP refuses the inet_aton shorthands ("1.5" would be 1.0.0.5, surely a mistyped hop count) that
      // proxy-addr accepts; compile() then checks the prefix length as it will read it at run time.
      if (isIP(entry.split('/')[0] ?? '') === 0) throw new Error(entry);
      proxyAddr.compile(entry);
    } catch {
      return {
        error: `"${entry}" is not an IP address, a CIDR range or loopback/linklocal/uniquelocal (expected a hop count like 1 or a list like 10.0.0.0/8,127.0.0.1)`,
      };
    }
  }
  return { kind: 'proxies', list };
}

export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust function in proxy-addr's terms: `hop` 0 is the socket's peer, 1 the right-most forwarded entry,
 * and so on; the client address is the first untrusted one walking leftwards. A hop count trusts exactly
 * that many peers, so `1` takes the entry our proxy appended, never one the client sent ahead of it.
 * Fastify's own numeric trustProxy trusts nothing at all since 5.x (it cannot check the peer), hence a
 * function. False means trust nothing.
 */
export function trustFunction(setting: TrustProxy): TrustFunction | false {
  switch (setting.kind) {
    case 'none':
      return false;
    case 'hops': {
      const { hops } = setting;
      return (_address, hop) => hop < hops;
    }
    case 'proxies':
      return proxyAddr.compile(setting.list);
  }
}

/** The client address of a raw request under `trust`, exactly as Fastify's `request.ip` computes it. */
export function clientAddressOf(trust: TrustFunction | false) {
  return (request: IncomingMessage): string =>
    (trust ? proxyAddr(request, trust) : request.socket.remoteAddress) ?? 'unknown';
}
