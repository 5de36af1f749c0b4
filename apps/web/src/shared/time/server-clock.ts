/**
 * The server's clock as the browser sees it. Every API answer carries X-Server-Time; the difference to the
 * device's clock is kept here, so join windows and countdowns follow the server even when the device's clock
 * is off (and, in development, when the server's clock has been moved forward).
 */
let offsetMs = 0;

/** Notes the server's time from an answer's X-Server-Time header; ignores a missing or broken value. */
export function recordServerTime(header: string | null, receivedAt: number = Date.now()): void {
  if (!header) return;
  const serverMs = Date.parse(header);
  if (!Number.isNaN(serverMs)) offsetMs = serverMs - receivedAt;
}

/** Now, by the server's clock, in milliseconds since the epoch. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}
