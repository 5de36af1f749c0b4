import { describe, expect, it } from 'vitest';
import { bitrateOf, mungeDescription, opusParams, withOpusParams, type SoundProfile } from './sdp.ts';

const music: SoundProfile = { mode: 'music', musicBitrate: 160_000 };
const speech: SoundProfile = { mode: 'speech', musicBitrate: 160_000 };
const withMusicOpus = (sdp: string) => withOpusParams(sdp, opusParams(music));

// The audio part of a real Chrome offer, shortened.
const offer = [
  'v=0',
  'o=- 4611731400430051336 2 IN IP4 127.0.0.1',
  's=-',
  't=0 0',
  'm=audio 9 UDP/TLS/RTP/SAVPF 111 63 9 0 8 13 110 126',
  'c=IN IP4 0.0.0.0',
  'a=rtpmap:111 opus/48000/2',
  'a=rtcp-fb:111 transport-cc',
  'a=fmtp:111 minptime=10;useinbandfec=1',
  'a=rtpmap:63 red/48000/2',
  'a=fmtp:63 111/111',
  'a=rtpmap:9 G722/8000',
  'm=video 9 UDP/TLS/RTP/SAVPF 96 97',
  'a=rtpmap:96 VP8/90000',
  'a=rtpmap:97 rtx/90000',
  'a=fmtp:97 apt=96',
  '',
].join('\r\n');

describe('withOpusParams (Music)', () => {
  it("adds stereo, sprop-stereo, FEC, no DTX and the music bitrate to Opus's fmtp, keeping its own", () => {
    const lines = withMusicOpus(offer).split('\r\n');
    expect(lines).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=160000',
    );
    // Other codecs (RED refers to Opus by number, but is not Opus) and the video part are untouched.
    expect(lines).toContain('a=fmtp:63 111/111');
    expect(lines).toContain('a=fmtp:97 apt=96');
    expect(lines).toHaveLength(offer.split('\r\n').length);
    expect(withMusicOpus(offer).endsWith('\r\n')).toBe(true);
  });

  it('replaces values already there instead of repeating them, and is idempotent', () => {
    const sdp = offer.replace(
      'a=fmtp:111 minptime=10;useinbandfec=1',
      'a=fmtp:111 minptime=10; stereo=0;maxaveragebitrate=32000;usedtx=1',
    );
    const once = withMusicOpus(sdp);
    expect(once).toContain(
      'a=fmtp:111 minptime=10;stereo=1;maxaveragebitrate=160000;usedtx=0;sprop-stereo=1;useinbandfec=1\r\n',
    );
    expect(withMusicOpus(once)).toBe(once);
  });

  it('adds an fmtp line after the rtpmap when Opus has none, also with \\n line ends', () => {
    const sdp = 'm=audio 9 RTP/AVP 109\na=rtpmap:109 OPUS/48000/2\na=ptime:20\n';
    expect(withMusicOpus(sdp)).toBe(
      'm=audio 9 RTP/AVP 109\na=rtpmap:109 OPUS/48000/2\na=fmtp:109 stereo=1;sprop-stereo=1;useinbandfec=1;usedtx=0;maxaveragebitrate=160000\na=ptime:20\n',
    );
  });

  it('leaves an SDP without Opus as it is', () => {
    const sdp = 'v=0\r\nm=video 9 UDP/TLS/RTP/SAVPF 96\r\na=rtpmap:96 VP8/90000\r\n';
    expect(withMusicOpus(sdp)).toBe(sdp);
  });
});

describe('mungeDescription', () => {
  it('gives offers and answers the same Opus parameters, so stereo is asked for in both directions', () => {
    for (const type of ['offer', 'answer'] as const) {
      const sdp = mungeDescription({ type, sdp: offer }, music).sdp;
      expect(sdp).toMatch(/a=fmtp:111 [^\r]*stereo=1;sprop-stereo=1;usedtx=0;maxaveragebitrate=160000/);
    }
    expect(mungeDescription({ type: 'rollback' as const }, music)).toEqual({ type: 'rollback' });
  });

  it('makes Speech mono at 40 kbps with FEC, also over a description that was Music', () => {
    const wasMusic = mungeDescription({ type: 'answer' as const, sdp: offer }, music);
    const sdp = mungeDescription(wasMusic, speech).sdp;
    expect(sdp).toContain(
      'a=fmtp:111 minptime=10;useinbandfec=1;stereo=0;sprop-stereo=0;usedtx=0;maxaveragebitrate=40000',
    );
    expect(sdp).not.toContain('stereo=1');
  });

  it('takes the configured music bitrate, and 40 kbps for Speech', () => {
    expect(bitrateOf({ mode: 'music', musicBitrate: 192_000 })).toBe(192_000);
    expect(opusParams({ mode: 'music', musicBitrate: 128_000 }).maxaveragebitrate).toBe('128000');
    expect(bitrateOf(speech)).toBe(40_000);
  });
});
