import { describe, expect, it } from 'vitest';
import { defaultSoundMode } from './lesson-room-messages.ts';

describe('defaultSoundMode', () => {
  it('is Music for instrument and voice lessons and Speech for lessons about talking', () => {
    for (const skill of ['Guitar', 'Piano', 'Voice', 'Drums', 'Violin', 'Saxophone']) {
      expect(defaultSoundMode(skill)).toBe('music');
    }
    for (const skill of ['Music theory', 'Music production', 'Songwriting', 'Mixing and mastering']) {
      expect(defaultSoundMode(skill)).toBe('speech');
    }
  });
});
