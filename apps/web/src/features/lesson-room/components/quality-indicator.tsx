/**
 * The call's quality (issue 19 item 3): round trip, loss and route read from getStats every two seconds
 * while connected. Not a live region: it changes too often to be read aloud; it can be read on demand.
 */
import { useEffect, useState } from 'react';
import { qualityText, readQuality, type PacketTotals, type Quality } from '../model/quality.ts';

const EVERY_MS = 2000;

export function QualityIndicator({
  connected,
  stats,
}: {
  connected: boolean;
  stats: () => Promise<RTCStatsReport | undefined>;
}) {
  const [quality, setQuality] = useState<Quality | null>(null);

  useEffect(() => {
    if (!connected) return;
    let totals: PacketTotals | undefined;
    let stopped = false;
    const read = async () => {
      const report = await stats().catch(() => undefined);
      if (stopped || !report) return;
      const reading = readQuality(report.values() as Iterable<never>, totals);
      totals = reading.totals;
      setQuality(reading.quality);
    };
    void read();
    const timer = window.setInterval(() => void read(), EVERY_MS);
    return () => {
      stopped = true;
      window.clearInterval(timer);
    };
  }, [connected, stats]);

  if (!connected || !quality) return null;
  const colour = { good: 'bg-lime', fair: 'bg-yellow-300', poor: 'bg-red-500' }[quality.level];
  return (
    <p
      data-testid="call-quality"
      data-route={quality.route ?? ''}
      data-level={quality.level}
      className="flex items-center gap-2 text-sm text-neutral-200"
    >
      <span aria-hidden="true" className={`inline-block size-3 rounded-full ${colour}`} />
      {qualityText(quality)}
    </p>
  );
}
