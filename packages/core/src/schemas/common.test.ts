import { describe, expect, it } from 'vitest';
import { clockTimeSchema, dateSchema, formNumber, idSchema, requiredText, text } from './index.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('shared schema helpers', () => {
  it('accepts ids as numbers or their text, up to the largest database id', () => {
    expect(idSchema.parse(12)).toBe(12);
    expect(idSchema.parse(' 12 ')).toBe(12);
    expect(idSchema.parse('2147483647')).toBe(2_147_483_647);
    for (const bad of ['2147483648', '9999999999', 0, -1, 1.5, 'abc', '']) {
      expect(messageOf(idSchema.safeParse(bad)), String(bad)).toBe('Ange ett giltigt id.');
    }
  });

  it('words a failing union by what the value came closest to', () => {
    expect(messageOf(formNumber().safeParse('tolv'))).toBe('Ange ett tal.');
    expect(messageOf(idSchema.safeParse(undefined))).toBe('Detta fält är obligatoriskt.');
    expect(messageOf(idSchema.safeParse(null))).toBe('Detta fält får inte vara null.');
    expect(messageOf(idSchema.safeParse(true))).toBe('Ogiltigt värde: fick sant eller falskt.');
  });

  it('refuses control characters in text', () => {
    expect(messageOf(text(10).safeParse('a\u0000b'))).toBe('Texten innehåller otillåtna tecken.');
    expect(messageOf(requiredText(10).safeParse('a\u0007'))).toBe(
      'Texten innehåller otillåtna tecken.',
    );
    expect(text(20).parse('rad 1\nrad 2\tslut')).toBe('rad 1\nrad 2\tslut');
  });

  it('accepts real dates and clock times only', () => {
    expect(dateSchema.safeParse('2026-02-28').success).toBe(true);
    expect(dateSchema.safeParse('2028-02-29').success).toBe(true);
    for (const bad of ['2026-02-30', '2026-13-01', '26-05-01', '2026-5-1']) {
      expect(messageOf(dateSchema.safeParse(bad))).toBe('Ange ett giltigt datum (ÅÅÅÅ-MM-DD).');
    }
    expect(clockTimeSchema.parse('18:30')).toBe('18:30:00');
    expect(clockTimeSchema.parse('23:59:59')).toBe('23:59:59');
    for (const bad of ['24:00', '18:61', '7:30', '18:30:60']) {
      expect(messageOf(clockTimeSchema.safeParse(bad))).toBe(
        'Ange en giltig tid (TT:MM eller TT:MM:SS).',
      );
    }
  });
});
