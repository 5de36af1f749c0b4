/**
 * The room's sound mode in the SDP (issue 19 item 1). Browsers honour Opus's fmtp parameters from the
 * description they receive (the sender reads the receiver's wishes), so each side applies its mode to the
 * descriptions it sets locally and to those it receives, in offers and answers alike; both sides follow the
 * mentor's mode, so stereo goes both ways.
 *
 * - Music: stereo and sprop-stereo (an instrument is not squeezed into mono), in-band FEC (a lost packet is
 *   rebuilt rather than heard as a click), no DTX (a quiet passage is music, not silence to skip), and a
 *   music bitrate (LESSON_MUSIC_BITRATE, 160 kbps by default).
 * - Speech: mono at 40 kbps with FEC, what a voice needs.
 */
import type { SoundMode } from '@app/contract';

/** Speech's average bitrate, bits per second. */
export const SPEECH_BITRATE = 40_000;

export interface SoundProfile {
  mode: SoundMode;
  /** Music's average bitrate, bits per second (the enter call's music_bitrate). */
  musicBitrate: number;
}

/** The average bitrate of a profile: the fmtp's maxaveragebitrate and the audio sender's cap. */
export function bitrateOf(profile: SoundProfile): number {
  return profile.mode === 'music' ? profile.musicBitrate : SPEECH_BITRATE;
}

/** The Opus fmtp parameters of a profile. */
export function opusParams(profile: SoundProfile): Readonly<Record<string, string>> {
  const stereo = profile.mode === 'music' ? '1' : '0';
  return {
    stereo,
    'sprop-stereo': stereo,
    useinbandfec: '1',
    usedtx: '0',
    maxaveragebitrate: String(bitrateOf(profile)),
  };
}

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

/** The SDP with these Opus parameters on every Opus payload type; anything else is untouched. */
export function withOpusParams(sdp: string, params: Readonly<Record<string, string>>): string {
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
      out.push(withParams(line, params));
    } else out.push(line);
  }
  // A payload without an fmtp line gets one right after its rtpmap line.
  for (const pt of opus) {
    if (withFmtp.has(pt)) continue;
    const at = out.findIndex((line) => OPUS_RTPMAP.exec(line)?.[1] === pt);
    out.splice(at + 1, 0, withParams(`a=fmtp:${pt}`, params));
  }
  return out.join(newline);
}

/** A description with the sound profile's Opus parameters. */
export function mungeDescription<T extends { type: RTCSdpType; sdp?: string }>(
  description: T,
  profile: SoundProfile,
): T {
  if (!description.sdp) return description;
  return { ...description, sdp: withOpusParams(description.sdp, opusParams(profile)) };
}
