import { describe, expect, it } from 'vitest';
import {
  clubSearchTexts,
  foldWords,
  indexWords,
  matchesSearchWords,
  queryWords,
  sailingSearchTexts,
  sailorSearchTexts,
  SEARCH_INDEX_MAX_WORDS,
  SEARCH_MAX_WORDS,
  seriesSearchTexts,
} from './index.ts';

describe('foldWords', () => {
  it('lower-cases and drops diacritics, so å/ä/ö are found as a/a/o', () => {
    expect(foldWords('Åke Ölund-Sjöström, Kärna 2026!')).toEqual([
      'ake',
      'olund',
      'sjostrom',
      'karna',
      '2026',
    ]);
    expect(foldWords('Søren Æbelø')).toEqual(['soren', 'aebelo']);
  });
});

describe('indexWords', () => {
  it('numbers each word once in order, title first, at most the limit', () => {
    expect(indexWords(['Onsdagssegling 1', 'Bris', null, 'onsdagssegling'])).toEqual([
      { word: 'onsdagssegling', position: 0 },
      { word: '1', position: 1 },
      { word: 'bris', position: 2 },
    ]);
    const many = Array.from({ length: 60 }, (_, i) => `w${i}`).join(' ');
    expect(indexWords([many])).toHaveLength(SEARCH_INDEX_MAX_WORDS);
  });
});

describe('queryWords', () => {
  it('folds, drops repeats, keeps the first words and ignores too short queries', () => {
    expect(queryWords(' Åke åke Bris ')).toEqual(['ake', 'bris']);
    expect(queryWords('a')).toEqual([]);
    expect(queryWords('?!')).toEqual([]);
    expect(queryWords('a b c d e f g h')).toHaveLength(SEARCH_MAX_WORDS);
  });
});

describe('what an entity is found by', () => {
  it('a sailing: name, club, series', () => {
    const texts = sailingSearchTexts({
      name: 'Onsdagssegling 3',
      club_name: 'Segelsällskapet Bris',
      serie_name: 'Vårserien',
    });
    expect(texts).toEqual(['Onsdagssegling 3', 'Segelsällskapet Bris', 'Vårserien']);
    expect(matchesSearchWords(queryWords('varser bris'), texts)).toBe(true);
    expect(matchesSearchWords(queryWords('serien'), texts)).toBe(false);
  });

  it('a series, a club and a sailor', () => {
    expect(seriesSearchTexts({ name: 'Höstserien', club_name: 'Bris' })).toEqual([
      'Höstserien',
      'Bris',
    ]);
    expect(clubSearchTexts({ name: 'Bris', short_name: 'SSB', city: 'Saltsjöbaden' })).toEqual([
      'Bris',
      'SSB',
      'Saltsjöbaden',
    ]);
    expect(
      sailorSearchTexts({ first_name: 'Anna', last_name: 'Lindqvist', club_name: 'Bris' }),
    ).toEqual(['Anna Lindqvist', 'Bris']);
    expect(sailorSearchTexts({ first_name: ' ', last_name: '', club_name: 'Bris' })).toEqual([]);
  });
});
