import { describe, expect, it } from 'vitest';
import { freeSlug, slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Åsa Öberg', 'asa-oberg'],
    ['Kärlek på Mälaren', 'karlek-pa-malaren'],
    ['ÅÄÖ åäö', 'aao-aao'],
    ['Sjöräddningssällskapet', 'sjoraddningssallskapet'],
    ['Café Noël', 'cafe-noel'],
    ['anna.svensson+segling', 'anna-svensson-segling'],
    ['  --Hej!!  där--  ', 'hej-dar'],
    ['KSSS 2026', 'ksss-2026'],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  it('gives an empty slug for text without letters or digits', () => {
    expect(slugify('')).toBe('');
    expect(slugify('!!! ---')).toBe('');
  });

  it('keeps at most 40 characters and no trailing dash after cutting', () => {
    expect(slugify('a'.repeat(60))).toBe('a'.repeat(40));
    // The cut falls just after a dash: the dash goes too.
    expect(slugify(`${'b'.repeat(39)} tail`)).toBe('b'.repeat(39));
  });
});

describe('freeSlug', () => {
  it('takes the base when it is free', () => {
    expect(freeSlug('anna', new Set())).toBe('anna');
    expect(freeSlug('anna', new Set(['annika', 'anna-2']))).toBe('anna');
  });

  it('numbers from 2 past the taken ones', () => {
    expect(freeSlug('anna', new Set(['anna']))).toBe('anna-2');
    expect(freeSlug('anna', new Set(['anna', 'anna-2', 'anna-3']))).toBe('anna-4');
    expect(freeSlug('anna', new Set(['anna', 'anna-3']))).toBe('anna-2');
  });

  it('falls back to "seglare" for an empty base', () => {
    expect(freeSlug('', new Set())).toBe('seglare');
    expect(freeSlug('', new Set(['seglare', 'seglare-2']))).toBe('seglare-3');
  });
});
