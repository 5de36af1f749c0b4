/**
 * The call's quality in numbers a person can read (issue 19 item 3), from the peer connection's getStats:
 * the round-trip time of the candidate pair in use, the share of packets lost since the last reading, and
 * whether media goes straight between the two browsers or is relayed by a TURN server. Pure, so the
 * readings are tested without a browser.
 */

export type Route = 'direct' | 'relayed';

export interface Quality {
  /** Round-trip time in milliseconds; null before the first measurement. */
  rttMs: number | null;
  /** Packets lost among those expected since the previous reading, in percent. */
  lossPercent: number;
  route: Route | null;
  level: 'good' | 'fair' | 'poor';
}

/** Received and lost packet totals, kept between readings to measure loss over the last interval. */
export interface PacketTotals {
  received: number;
  lost: number;
}

type Stat = Record<string, unknown> & { type: string; id: string };

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function selectedPair(stats: Map<string, Stat>): Stat | undefined {
  for (const stat of stats.values()) {
    if (stat.type === 'transport' && typeof stat.selectedCandidatePairId === 'string') {
      const pair = stats.get(stat.selectedCandidatePairId);
      if (pair) return pair;
    }
  }
  // Browsers without transport stats mark the pair in use as nominated and succeeded.
  return [...stats.values()].find(
    (s) => s.type === 'candidate-pair' && s.nominated === true && s.state === 'succeeded',
  );
}

function levelOf(rttMs: number | null, lossPercent: number): Quality['level'] {
  if (lossPercent >= 5 || (rttMs ?? 0) >= 400) return 'poor';
  if (lossPercent >= 1 || (rttMs ?? 0) >= 200) return 'fair';
  return 'good';
}

/** The quality now, and the packet totals to pass to the next reading. */
export function readQuality(
  report: Iterable<Stat>,
  previous: PacketTotals = { received: 0, lost: 0 },
): { quality: Quality; totals: PacketTotals } {
  const stats = new Map<string, Stat>();
  for (const stat of report) stats.set(stat.id, stat);
  const pair = selectedPair(stats);
  const rtt = num(pair?.currentRoundTripTime);
  const local =
    pair && typeof pair.localCandidateId === 'string' ? stats.get(pair.localCandidateId) : undefined;
  const remote =
    pair && typeof pair.remoteCandidateId === 'string' ? stats.get(pair.remoteCandidateId) : undefined;
  const route: Route | null = !pair
    ? null
    : local?.candidateType === 'relay' || remote?.candidateType === 'relay'
      ? 'relayed'
      : 'direct';
  const totals: PacketTotals = { received: 0, lost: 0 };
  for (const stat of stats.values()) {
    if (stat.type !== 'inbound-rtp') continue;
    totals.received += num(stat.packetsReceived) ?? 0;
    totals.lost += Math.max(0, num(stat.packetsLost) ?? 0);
  }
  const received = Math.max(0, totals.received - previous.received);
  const lost = Math.max(0, totals.lost - previous.lost);
  const lossPercent = received + lost === 0 ? 0 : (100 * lost) / (received + lost);
  const rttMs = rtt === undefined ? null : Math.round(rtt * 1000);
  return { quality: { rttMs, lossPercent, route, level: levelOf(rttMs, lossPercent) }, totals };
}

/** "Good connection: 24 ms, 0.0% lost, direct" */
export function qualityText(quality: Quality): string {
  const words = { good: 'Good', fair: 'Fair', poor: 'Poor' }[quality.level];
  const parts = [
    quality.rttMs === null ? 'measuring' : `${quality.rttMs} ms`,
    `${quality.lossPercent.toFixed(1)}% lost`,
    quality.route ?? 'finding a route',
  ];
  return `${words} connection: ${parts.join(', ')}`;
}
