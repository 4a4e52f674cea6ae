import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clockSeconds, elapsedSeconds, formatClockTime, parseClockTime } from './elapsed-time.ts';
import { ScoringValidationError } from './errors.ts';

describe('parseClockTime', () => {
  it('reads HH:MM and HH:MM:SS as seconds since midnight', () => {
    expect(parseClockTime('00:00')).toBe(0);
    expect(parseClockTime('14:05')).toBe(50_700);
    expect(parseClockTime('14:05:00')).toBe(50_700);
    expect(parseClockTime('9:07:03')).toBe(9 * 3600 + 7 * 60 + 3);
    expect(parseClockTime(' 23:59:59 ')).toBe(86_399);
  });

  it.each(['24:00', '14:60', '14:05:60', '1405', '14:5', '14:05:5', '', 'noon', '-1:00'])(
    'rejects "%s" with invalid_time',
    (text) => {
      expect(() => parseClockTime(text)).toThrow(ScoringValidationError);
      try {
        parseClockTime(text, { boat: 'b1', field: 'finishTime' });
      } catch (error) {
        expect(error).toMatchObject({ code: 'invalid_time', context: { boat: 'b1' } });
      }
    },
  );
});

describe('formatClockTime', () => {
  it('formats seconds since midnight, wrapping past midnight', () => {
    expect(formatClockTime(50_700)).toBe('14:05:00');
    expect(formatClockTime(0)).toBe('00:00:00');
    expect(formatClockTime(86_400 + 61)).toBe('00:01:01');
    expect(formatClockTime(-1)).toBe('23:59:59');
  });
});

describe('elapsedSeconds', () => {
  it('is finish minus start', () => {
    expect(elapsedSeconds('14:05:00', '15:05:00')).toBe(3600);
    expect(elapsedSeconds('14:00', '15:12:58')).toBe(4378);
  });

  it('takes a finish before the start as after midnight', () => {
    expect(elapsedSeconds('23:30', '00:15:30')).toBe(2730);
    expect(elapsedSeconds('22:00:00', '01:00:00')).toBe(3 * 3600);
  });

  it('is zero for a finish at the start time', () => {
    expect(elapsedSeconds('12:00', '12:00:00')).toBe(0);
  });

  it('names the bad field', () => {
    expect(() => elapsedSeconds('12:00', '12:61')).toThrow(
      expect.objectContaining({ code: 'invalid_time', context: { field: 'finishTime' } }),
    );
    expect(() => elapsedSeconds('x', '12:00')).toThrow(
      expect.objectContaining({ code: 'invalid_time', context: { field: 'startTime' } }),
    );
  });
});

describe('clockSeconds', () => {
  const CLOCK_TIME = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
  /** The regular expression it replaces, as the reference. */
  const reference = (text: string): number | null => {
    const match = CLOCK_TIME.exec(text.trim());
    if (!match) return null;
    const [hours, minutes, seconds] = [match[1], match[2], match[3] ?? '0'].map(Number);
    return hours! > 23 || minutes! > 59 || seconds! > 59
      ? null
      : hours! * 3600 + minutes! * 60 + seconds!;
  };

  it('reads exactly what the regular expression reads', () => {
    const character = fc.constantFrom(...'0123456789::: \t٣a'.split(''));
    const text = fc.oneof(
      fc.string({ unit: character, maxLength: 10 }),
      fc
        .tuple(
          fc.integer({ min: 0, max: 30 }),
          fc.integer({ min: 0, max: 70 }),
          fc.integer({ min: 0, max: 70 }),
        )
        .map(([h, m, s]) => `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`),
      fc.string(),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(clockSeconds(value)).toBe(reference(value));
      }),
    );
  });
});
