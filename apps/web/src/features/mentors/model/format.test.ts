import { describe, expect, it } from 'vitest';
import { clampText, formatAverage, formatEuro, initials, shortName, showsRating } from './format.ts';
import { pageNumbers, totalPages } from './pagination.ts';

describe('mentor display rules', () => {
  it('shows cents as euros with two decimals (GEN-06, CARD-03)', () => {
    expect(formatEuro(4550)).toBe('€45.50');
    expect(formatEuro(100000)).toBe('€1000.00');
    expect(formatEuro(0)).toBe('€0.00');
    expect(formatEuro(1999)).toBe('€19.99');
  });

  it('clamps a long bio at 2000 and a headline at 500 characters with "..." (CONST-27)', () => {
    expect(clampText('a'.repeat(2001), 2000)).toBe(`${'a'.repeat(2000)}...`);
    expect(clampText('a'.repeat(2000), 2000)).toBe('a'.repeat(2000));
    expect(clampText('b'.repeat(501), 500)).toHaveLength(503);
  });

  it('shows the rating only above 0 and averages with one decimal (CARD-02, CONST-23)', () => {
    expect(showsRating(0)).toBe(false);
    expect(showsRating(0.1)).toBe(true);
    expect(formatAverage(4.75)).toBe('4.8');
    expect(formatAverage(4)).toBe('4.0');
  });

  it('names reviewers as "First L." and builds initials', () => {
    expect(shortName('Ana Maria Lee')).toBe('Ana L.');
    expect(shortName('Cher')).toBe('Cher');
    expect(initials('lena park')).toBe('LP');
  });

  it('never shows more than 5 page numbers, centred on the current page (CONST-04)', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(pageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
    for (let p = 1; p <= 30; p++) expect(pageNumbers(p, 30).length).toBeLessThanOrEqual(5);
    expect(totalPages(21, 10)).toBe(3);
    expect(totalPages(0, 10)).toBe(1);
  });
});
