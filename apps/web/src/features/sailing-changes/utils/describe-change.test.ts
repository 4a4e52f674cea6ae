import type { SailingChange } from '@segla/core';
import { describe, expect, it } from 'vitest';
import { changeAuthor, changeTitle, changeValue, changeWhen } from './describe-change.ts';

function entry(overrides: Partial<SailingChange> = {}): SailingChange {
  return {
    id: 1,
    at: '2026-06-10T16:42:13.000Z',
    user: { id: 3, email: 'bris@demo.segla.se' },
    device: 'Telefon 3F2A',
    kind: 'finish',
    competitor: { id: 7, boat_name: 'Vinga', sail_number: 'SWE 1234' },
    start_group: null,
    before: null,
    after: '18:42:13',
    status: 'applied',
    ...overrides,
  };
}

describe('describe-change', () => {
  it('names the boat, or the start group of a start time', () => {
    expect(changeTitle(entry())).toBe('Måltid SWE 1234 Vinga');
    expect(
      changeTitle(
        entry({ kind: 'start_time', competitor: null, start_group: { id: 2, name: 'SRS' } }),
      ),
    ).toBe('Starttid Start SRS');
    expect(changeTitle(entry({ competitor: { id: 7, boat_name: '', sail_number: '123' } }))).toBe(
      'Måltid 123',
    );
  });

  it('shows each kind of value as the club reads it, and none in words', () => {
    expect(changeValue('finish', '18:42:13')).toBe('18:42:13');
    expect(changeValue('finish', null)).toBe('ingen tid');
    expect(changeValue('elapsed', '4510')).toBe('1:15:10');
    expect(changeValue('rating', '0.845')).toBe('0,845');
    expect(changeValue('code', null)).toBe('ingen kod');
    expect(changeValue('code', 'DNF')).toBe('DNF');
    expect(changeValue('start_group', null)).toBe('utan startgrupp');
    expect(changeValue('start_group', 'Kölbåtar')).toBe('Kölbåtar');
  });

  it('gives the clock time for today and the date otherwise (Stockholm time)', () => {
    const now = Date.parse('2026-06-10T20:00:00.000Z');
    expect(changeWhen('2026-06-10T16:42:13.000Z', now)).toBe('18:42:13');
    expect(changeWhen('2026-06-09T16:42:13.000Z', now)).toBe('tis 9 jun 2026 18:42');
  });

  it('says who and on which device', () => {
    expect(changeAuthor(entry())).toBe('bris@demo.segla.se · Telefon 3F2A');
    expect(changeAuthor(entry({ device: null }))).toBe('bris@demo.segla.se');
    expect(changeAuthor(entry({ user: null, device: null }))).toBe('Okänd');
  });
});
