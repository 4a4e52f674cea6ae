import { describe, expect, it } from 'vitest';
import { deadlineOf, deadlineText } from './protest-deadline.ts';
import { fileSize } from './file-size.ts';
import { protestParties } from './protest-parties.ts';
import { boat, havsorn, tärnan, vindkraft } from './test-board.ts';

describe('protest parties', () => {
  it('reads who against whom; a request for redress names only the boat asking', () => {
    const protestor = boat(vindkraft);
    expect(protestParties({ kind: 'protest', protestor, protested: [boat(havsorn)] })).toBe(
      '4101 Vindkraft mot 4102 Havsörn',
    );
    expect(
      protestParties({ kind: 'protest', protestor, protested: [boat(havsorn), boat(tärnan)] }),
    ).toBe('4101 Vindkraft mot 4102 Havsörn och 4103 Tärnan');
    expect(protestParties({ kind: 'redress', protestor, protested: [] })).toBe('4101 Vindkraft');
    expect(protestParties({ kind: 'protest', protestor: null, protested: [boat(havsorn)] })).toBe(
      'Kappseglingsledningen mot 4102 Havsörn',
    );
  });
});

describe('the protest time limit', () => {
  const now = Date.parse('2026-06-10T17:52:00.000Z');

  it('counts from the finish when the server gives no deadline, and none before', () => {
    const finished = { finished_at: '2026-06-10T17:15:00.000Z', protest_minutes: 60 };
    expect(deadlineOf({ ...finished, protest_deadline: null })?.toISOString()).toBe(
      '2026-06-10T18:15:00.000Z',
    );
    expect(
      deadlineOf({ finished_at: null, protest_minutes: 60, protest_deadline: null }),
    ).toBeNull();
  });

  it('reads as a clock: open with the minutes left, then run out (Stockholm time)', () => {
    const deadline = new Date('2026-06-10T18:15:00.000Z');
    expect(deadlineText(deadline, now)).toEqual({
      text: 'Protesttiden går ut 20:15',
      left: '23 minuter kvar',
    });
    expect(deadlineText(deadline, Date.parse('2026-06-10T18:14:30.000Z')).left).toBe(
      'mindre än en minut kvar',
    );
    expect(deadlineText(deadline, Date.parse('2026-06-10T18:16:00.000Z'))).toEqual({
      text: 'Protesttiden gick ut 20:15',
      left: null,
    });
  });
});

describe('file sizes', () => {
  it('reads kB below a megabyte and MB with a decimal comma above', () => {
    expect(fileSize(348_160)).toBe('340 kB');
    expect(fileSize(1_258_291)).toBe('1,2 MB');
    expect(fileSize(10)).toBe('1 kB');
  });
});
