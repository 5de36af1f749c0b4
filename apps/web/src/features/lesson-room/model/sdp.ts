/**
 * Musician mode's SDP change: every Opus payload gets stereo in both directions and the highest average
 * bitrate Opus allows, so an instrument is not squeezed into a mono speech codec. Browsers honour these
 * fmtp parameters from the description they receive (the sender reads the receiver's wishes), so the room
 * applies this to the descriptions it sets locally and to those it receives.
 */

export const MUSIC_OPUS_PARAMS: Readonly<Record<string, string>> = {
  stereo: '1',
  'sprop-stereo': '1',
  maxaveragebitrate: '510000',
};

/** The audio sender's bitrate cap in musician mode (bits per second), the same as maxaveragebitrate. */
export const MUSIC_MAX_BITRATE = 510_000;

const OPUS_RTPMAP = /^a=rtpmap:(\d+) opus\/48000(?:\/\d+)?$/i;

function withParams(fmtp: string, params: Readonly<Record<string, string>>): string {
  const space = fmtp.indexOf(' ');
  const head = space === -1 ? fmtp : fmtp.slice(0, space);
  const existing = space === -1 ? [] : fmtp.slice(space + 1).split(';');
  const pairs = new Map<string, string>();
  for (const item of existing) {
    const trimmed = item.trim();
    if (!trimmed) continue;
    const eq = trimmed.indexOf('=');
    pairs.set(eq === -1 ? trimmed : trimmed.slice(0, eq), eq === -1 ? '' : trimmed.slice(eq + 1));
  }
  for (const [key, value] of Object.entries(params)) pairs.set(key, value);
  const joined = [...pairs].map(([key, value]) => (value === '' ? key : `${key}=${value}`)).join(';');
  return `${head} ${joined}`;
}

/** The SDP with musician mode's Opus parameters on every Opus payload type; anything else is untouched. */
export function withMusicOpus(sdp: string): string {
  const newline = sdp.includes('\r\n') ? '\r\n' : '\n';
  const lines = sdp.split(newline);
  const opus = new Set<string>();
  for (const line of lines) {
    const match = OPUS_RTPMAP.exec(line);
    if (match?.[1]) opus.add(match[1]);
  }
  if (opus.size === 0) return sdp;
  const out: string[] = [];
  const withFmtp = new Set<string>();
  for (const line of lines) {
    const fmtp = /^a=fmtp:(\d+)(?: |$)/.exec(line);
    if (fmtp?.[1] && opus.has(fmtp[1])) {
      withFmtp.add(fmtp[1]);
      out.push(withParams(line, MUSIC_OPUS_PARAMS));
    } else out.push(line);
  }
  // A payload without an fmtp line gets one right after its rtpmap line.
  for (const pt of opus) {
    if (withFmtp.has(pt)) continue;
    const at = out.findIndex((line) => OPUS_RTPMAP.exec(line)?.[1] === pt);
    out.splice(at + 1, 0, withParams(`a=fmtp:${pt}`, MUSIC_OPUS_PARAMS));
  }
  return out.join(newline);
}

/** A description with musician mode applied (or as it is when `music` is off). */
export function mungeDescription<T extends { type: RTCSdpType; sdp?: string }>(
  description: T,
  music: boolean,
): T {
  if (!music || !description.sdp) return description;
  return { ...description, sdp: withMusicOpus(description.sdp) };
}
