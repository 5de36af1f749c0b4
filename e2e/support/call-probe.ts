/**
 * What a lesson room journey reads of the call itself (issue 19), without any hook in the app: an init
 * script wraps the page's RTCPeerConnection and getUserMedia to keep every peer connection and every
 * constraint asked for, and lets the test give the next connections extra configuration (a TURN server
 * with iceTransportPolicy relay) through sessionStorage. Only test contexts run this script.
 *
 *   await context.addInitScript(probeCalls);
 *   expect(await opusFmtp(page)).toEqual({ local: [...], remote: [...] });
 */
import type { Page } from '@playwright/test';

/** The session storage key of the configuration the probe adds to each new RTCPeerConnection. */
export const ICE_OVERRIDE_KEY = 'test.iceOverride';

interface ProbeWindow {
  __probe: { pcs: RTCPeerConnection[]; audio: MediaTrackConstraints[] };
}

/** The init script (runs in the page before its own scripts). */
export function probeCalls(): void {
  const probe: ProbeWindow['__probe'] = { pcs: [], audio: [] };
  (window as unknown as ProbeWindow).__probe = probe;
  const Native = window.RTCPeerConnection;
  class Probed extends Native {
    constructor(config?: RTCConfiguration) {
      const extra = window.sessionStorage.getItem('test.iceOverride');
      super({ ...config, ...(extra ? (JSON.parse(extra) as RTCConfiguration) : {}) });
      probe.pcs.push(this);
    }
  }
  window.RTCPeerConnection = Probed;
  const devices = navigator.mediaDevices as MediaDevices | undefined;
  if (!devices) return;
  const getUserMedia = devices.getUserMedia.bind(devices);
  devices.getUserMedia = (constraints?: MediaStreamConstraints) => {
    if (constraints?.audio && typeof constraints.audio === 'object') probe.audio.push(constraints.audio);
    return getUserMedia(constraints);
  };
}

/** The Opus fmtp lines of the newest open peer connection's local and remote descriptions. */
export function opusFmtp(page: Page): Promise<{ local: string[]; remote: string[]; connections: number }> {
  return page.evaluate(() => {
    const { pcs } = (window as unknown as ProbeWindow).__probe;
    const pc = pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    const fmtp = (sdp: string | undefined) => {
      const lines = (sdp ?? '').split(/\r?\n/);
      const opus = lines
        .map((line) => /^a=rtpmap:(\d+) opus\//i.exec(line)?.[1])
        .filter((pt): pt is string => pt !== undefined);
      return lines.filter((line) => opus.some((pt) => line.startsWith(`a=fmtp:${pt} `)));
    };
    return {
      local: fmtp(pc?.localDescription?.sdp),
      remote: fmtp(pc?.remoteDescription?.sdp),
      connections: pcs.length,
    };
  });
}

/** The audio constraints of the page's latest getUserMedia call that asked for a microphone. */
export function lastAudioConstraints(page: Page): Promise<MediaTrackConstraints | undefined> {
  return page.evaluate(() => (window as unknown as ProbeWindow).__probe.audio.at(-1));
}

/** The candidate types of the pair the newest open connection uses (host, srflx, relay), if one. */
export function selectedPairTypes(page: Page): Promise<{ local: string; remote: string } | null> {
  return page.evaluate(async () => {
    const pc = (window as unknown as ProbeWindow).__probe.pcs
      .filter((p) => p.connectionState !== 'closed')
      .at(-1);
    if (!pc) return null;
    const stats = new Map<string, Record<string, unknown>>();
    (await pc.getStats()).forEach((s: Record<string, unknown>) => stats.set(s.id as string, s));
    const transport = [...stats.values()].find((s) => s.type === 'transport');
    const pair = stats.get(transport?.selectedCandidatePairId as string);
    if (!pair) return null;
    const type = (id: unknown) => {
      const candidateType = stats.get(id as string)?.candidateType;
      return typeof candidateType === 'string' ? candidateType : '';
    };
    return { local: type(pair.localCandidateId), remote: type(pair.remoteCandidateId) };
  });
}
