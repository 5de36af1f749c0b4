/**
 * The safe fetch of a mentor's calendar address (issue 22 item 3). The address comes from a user, so the
 * server must not be made to read its own network (SSRF): https only in production, and no private,
 * loopback, link-local (cloud metadata) or otherwise non-public address, checked on the address actually
 * connected to (the DNS answer, inside the socket's own lookup, so a second lookup cannot differ) and on
 * every redirect; at most 5 MB, 10 s and 3 redirects. EXTERNAL_CALENDAR_ALLOW_PRIVATE lifts the address
 * rule only. Node's http client is used rather than fetch because fetch cannot check the connected address.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { externalCalendarMessages as texts } from '@app/contract';

export const FEED_MAX_BYTES = 5 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 10_000;
export const FEED_MAX_REDIRECTS = 3;

export interface FetchRules {
  httpsOnly: boolean;
  allowPrivate: boolean;
}

/** A fetch that failed for a reason the mentor is told (kept as the feed's last_error). */
export class FeedFetchError extends Error {}

/** Only the public internet ("unicast"): private, loopback, link-local, unique-local, CGNAT... are refused. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

/** The scheme rule of an address a mentor types (a 400 before anything is stored). */
export function schemeRefusal(url: string, rules: FetchRules): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return texts.notAnAddress;
  }
  if (parsed.protocol === 'https:') return null;
  if (parsed.protocol === 'http:') return rules.httpsOnly ? texts.httpsOnly : null;
  return texts.notAnAddress;
}

function checkedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (!allowPrivate && addresses.some((a) => !isPublicAddress(a.address))) {
        return callback(new FeedFetchError(texts.privateAddress), '', 0);
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0]!;
      return callback(null, first.address, first.family);
    });
  };
}

interface Hop {
  status: number;
  location: string | undefined;
  body: Buffer | null;
}

function getOnce(url: URL, rules: FetchRules, signal: AbortSignal): Promise<Hop> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal address never reaches the lookup, so it is checked here.
  if (isIP(host) && !rules.allowPrivate && !isPublicAddress(host)) {
    return Promise.reject(new FeedFetchError(texts.privateAddress));
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: checkedLookup(rules.allowPrivate), signal, headers: { accept: 'text/calendar, */*' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400) {
          response.resume();
          return resolve({ status, location: response.headers.location, body: null });
        }
        if (Number(response.headers['content-length'] ?? 0) > FEED_MAX_BYTES) {
          response.destroy();
          return reject(new FeedFetchError(texts.tooLarge));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > FEED_MAX_BYTES) {
            response.destroy();
            reject(new FeedFetchError(texts.tooLarge));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve({ status, location: undefined, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

/** The text of a calendar address, or a FeedFetchError saying why not. */
export async function fetchFeed(
  address: string,
  rules: FetchRules,
  timeoutMs = FEED_TIMEOUT_MS,
): Promise<string> {
  const signal = AbortSignal.timeout(timeoutMs);
  let url = new URL(address);
  try {
    for (let redirects = 0; ; redirects += 1) {
      const refusal = schemeRefusal(url.href, rules);
      if (refusal) throw new FeedFetchError(refusal);
      const hop = await getOnce(url, rules, signal);
      if (hop.body) {
        if (hop.status !== 200) throw new FeedFetchError(texts.httpStatus(hop.status));
        return hop.body.toString('utf8');
      }
      if (!hop.location) throw new FeedFetchError(texts.httpStatus(hop.status));
      if (redirects >= FEED_MAX_REDIRECTS) throw new FeedFetchError(texts.tooManyRedirects);
      url = new URL(hop.location, url);
    }
  } catch (err) {
    if (err instanceof FeedFetchError) throw err;
    if (signal.aborted) throw new FeedFetchError(texts.tooSlow);
    throw new FeedFetchError(texts.unreachable);
  }
}
