import { describe, expect, it } from 'vitest';
import { swedishCollator } from './collation.ts';

describe('swedishCollator', () => {
  it('sorts å, ä, ö after z', () => {
    expect(['Örn', 'Ägir', 'Zefyr', 'Åska', 'Alma'].sort(swedishCollator.compare)).toEqual([
      'Alma',
      'Zefyr',
      'Åska',
      'Ägir',
      'Örn',
    ]);
  });
});
