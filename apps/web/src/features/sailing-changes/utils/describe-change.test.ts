import type { SailingChange } from '@segla/core';
import { describe, expect, it } from 'vitest';
import {
  changeAuthor,
  changeTitle,
  changeValue,
  changeWhen,
  revertableChanges,
} from './describe-change.ts';
import { sailingChange } from './test-change.ts';

function entry(overrides: Partial<SailingChange> = {}): SailingChange {
  return sailingChange({ device: 'Telefon 3F2A', ...overrides });
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

  it('describes a protest decision as "Protestbeslut Protest <number>"', () => {
    const decision = entry({
      kind: 'decision',
      competitor: null,
      protest: { id: 12, number: 3 },
      before: '4102 Havsörn: ingen kod',
      after: '4102 Havsörn: DSQ',
    });
    expect(changeTitle(decision)).toBe('Protestbeslut Protest 3');
    expect(changeValue('decision', decision.after)).toBe('4102 Havsörn: DSQ');
    expect(changeValue('decision', null)).toBe('ingen kod');
    // Applied and still standing: it can be reverted, as one.
    expect([...revertableChanges([decision])]).toEqual([decision.id]);
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
    expect(changeWhen('2026-06-09T16:42:13.000Z', now)).toBe('tis 9 juni 2026 18:42');
  });

  it('says who (signed with her role) and on which device', () => {
    const lena = { signed_by: 'Lena Hägg, tävlingsledare' };
    expect(changeAuthor(entry(lena))).toBe('Lena Hägg, tävlingsledare · Telefon 3F2A');
    expect(changeAuthor(entry({ ...lena, device: null }))).toBe('Lena Hägg, tävlingsledare');
    expect(changeAuthor(entry({ device: null }))).toBe('Klubbkontot');
    expect(changeAuthor(entry({ user: null, signed_by: '', device: null }))).toBe('Okänd');
  });

  it('offers to revert only the changes whose value still stands', () => {
    const stamp = entry({ id: 1, before: null, after: '18:42:13' });
    const edit = entry({ id: 2, before: '18:42:13', after: '18:42:10' });
    const code = entry({ id: 3, kind: 'code', after: 'DNF' });
    const other = entry({ id: 4, competitor: { id: 8, boat_name: 'Bris', sail_number: '77' } });
    const kept = entry({ id: 5, after: '18:42:20', status: 'kept' });
    // Newest first, as the server lists them.
    expect([...revertableChanges([kept, other, code, edit, stamp])].sort()).toEqual([2, 3, 4]);
    // Reverting the edit (itself an applied change back to 18:42:13) makes the stamp current.
    const revert = entry({ id: 6, before: '18:42:10', after: '18:42:13' });
    const reverted = { ...edit, status: 'reverted' as const };
    expect([...revertableChanges([revert, reverted, stamp])].sort()).toEqual([1, 6]);
  });
});
