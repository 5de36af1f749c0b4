import { describe, expect, it } from 'vitest';
import { qualityText, readQuality } from './quality.ts';

const candidates = (localType: string) => [
  { id: 'L', type: 'local-candidate', candidateType: localType },
  { id: 'R', type: 'remote-candidate', candidateType: 'host' },
];

describe('readQuality', () => {
  it("reads the selected pair's round trip and route, and the loss since the last reading", () => {
    const first = readQuality([
      { id: 'T', type: 'transport', selectedCandidatePairId: 'P' },
      {
        id: 'P',
        type: 'candidate-pair',
        currentRoundTripTime: 0.0234,
        localCandidateId: 'L',
        remoteCandidateId: 'R',
      },
      // Another pair that is not in use says nothing.
      {
        id: 'Q',
        type: 'candidate-pair',
        currentRoundTripTime: 0.9,
        localCandidateId: 'X',
        remoteCandidateId: 'R',
      },
      ...candidates('host'),
      { id: 'A', type: 'inbound-rtp', packetsReceived: 990, packetsLost: 10 },
      { id: 'V', type: 'inbound-rtp', packetsReceived: 1000, packetsLost: 0 },
    ]);
    expect(first.quality).toEqual({ rttMs: 23, lossPercent: 0.5, route: 'direct', level: 'good' });
    const second = readQuality(
      [
        { id: 'T', type: 'transport', selectedCandidatePairId: 'P' },
        {
          id: 'P',
          type: 'candidate-pair',
          currentRoundTripTime: 0.25,
          localCandidateId: 'L',
          remoteCandidateId: 'R',
        },
        ...candidates('relay'),
        { id: 'A', type: 'inbound-rtp', packetsReceived: 1080, packetsLost: 20 },
        { id: 'V', type: 'inbound-rtp', packetsReceived: 1100, packetsLost: 0 },
      ],
      first.totals,
    );
    // 10 lost of 200 expected in the last interval.
    expect(second.quality).toEqual({ rttMs: 250, lossPercent: 5, route: 'relayed', level: 'poor' });
    expect(qualityText(second.quality)).toBe('Poor connection: 250 ms, 5.0% lost, relayed');
  });

  it('falls back to the nominated, succeeded pair and says when nothing is measured yet', () => {
    const nominated = readQuality([
      {
        id: 'P',
        type: 'candidate-pair',
        nominated: true,
        state: 'succeeded',
        localCandidateId: 'L',
        remoteCandidateId: 'R',
      },
      ...candidates('srflx'),
    ]);
    expect(nominated.quality).toEqual({ rttMs: null, lossPercent: 0, route: 'direct', level: 'good' });
    const none = readQuality([]);
    expect(qualityText(none.quality)).toBe('Good connection: measuring, 0.0% lost, finding a route');
    expect(
      readQuality([
        { id: 'P', type: 'candidate-pair', nominated: true, state: 'succeeded', currentRoundTripTime: 0.21 },
      ]).quality.level,
    ).toBe('fair');
  });
});
