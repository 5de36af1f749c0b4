import { describe, expect, it } from 'vitest';
import { bestOffset } from './clock-offset.ts';

describe("the server clock's offset from round trips", () => {
  it('takes the middle of the shortest round trip, right to within half of it', () => {
    // The server is 5 000 ms ahead; the second trip is the shortest (8 ms) and its answer came 3 ms in.
    const samples = [
      { sentMs: 1000, receivedMs: 1100, serverMs: 6090 },
      { sentMs: 2000, receivedMs: 2008, serverMs: 7003 },
      { sentMs: 3000, receivedMs: 3050, serverMs: 8010 },
    ];
    expect(bestOffset(samples)).toEqual({ offsetMs: 4999, errorMs: 4 });
  });

  it('has no estimate without a usable sample', () => {
    expect(bestOffset([])).toBeUndefined();
    expect(bestOffset([{ sentMs: 10, receivedMs: 5, serverMs: 0 }])).toBeUndefined();
  });
});
