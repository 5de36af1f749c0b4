import { settingsMessages } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { BIO, mentorProfile } from '../test-utils.ts';
import { bioLength, bioText } from './bio.ts';
import { draftFrom, draftProblems, profileUpdate } from './mentor-profile.ts';

describe('the introduction length (spec 002 section 5)', () => {
  it('counts the text a reader sees: no markup, entities decoded, white space as one space', () => {
    expect(bioText('<p>One &amp; two</p><p>Three<br>four</p><ul><li>a</li></ul>')).toBe(
      'One & twoThree foura',
    );
    expect(bioLength('<p>  a \n\n b </p>')).toBe(3);
    expect(bioLength('<p>caf&eacute; &#233;</p>')).toBe(6);
  });
});

describe('the mentor profile draft (SETTINGS-12..16)', () => {
  const original = draftFrom(mentorProfile());

  it('reads the stored mentor', () => {
    expect(original).toMatchObject({
      price: '45',
      skills: [2],
      offerTrial: true,
      video: { platform: 'Default' },
    });
    expect(original.bio).toBe(BIO);
  });

  it('sends nothing when nothing changed, and only what changed otherwise', () => {
    expect(profileUpdate(original, original)).toEqual({});
    expect(profileUpdate({ ...original, skills: [2] }, original)).toEqual({});
    expect(profileUpdate({ ...original, price: ' 60', languages: [1, 2] }, original)).toEqual({
      amount_cents: 6000,
      languages: '[1,2]',
    });
    expect(profileUpdate({ ...original, bio: `${BIO}<p>More.</p>` }, original)).toEqual({
      bio: `${BIO}<p>More.</p>`,
    });
  });

  it('names every field that cannot be saved', () => {
    expect(draftProblems(original)).toEqual({});
    expect(
      draftProblems({
        ...original,
        headline: 'short',
        bio: 'tiny',
        skills: [],
        styles: [],
        languages: [],
        price: '',
        video: { platform: 'Zoom', url: 'zoom.us/j/1' },
      }),
    ).toEqual({
      headline: settingsMessages.headlineLength,
      bio: settingsMessages.bioTooShort,
      skills: settingsMessages.atLeastOne('instrument'),
      styles: settingsMessages.atLeastOne('music style'),
      languages: settingsMessages.atLeastOne('language'),
      price: settingsMessages.priceOutOfRange,
      videoUrl: settingsMessages.platformUrlRequired,
    });
  });
});
