import { describe, expect, it } from 'vitest';
import {
  countTally,
  formatMobileNumber,
  isMissing,
  mobileNumberHref,
  normalizeMobileNumber,
  personsOnBoard,
  sortTallyBoats,
  TALLY_STATE_LABELS,
  tallyOpen,
  type TallyState,
} from './index.ts';

const boat = (competitor: number, sail_number: string, state: TallyState) => ({
  competitor,
  sail_number,
  boat_name: `Båt ${competitor}`,
  state,
});

describe('the safety tally', () => {
  it('labels the states in Swedish', () => {
    expect(TALLY_STATE_LABELS).toEqual({ not_out: 'Inte ute', out: 'Ute', ashore: 'I land' });
  });

  it('is open while the sailing is ongoing or finished', () => {
    expect(['unpublished', 'upcoming', 'ongoing', 'finished', 'cancelled'].map(tallyOpen)).toEqual([
      false,
      false,
      true,
      true,
      false,
    ]);
  });

  it('counts every boat not ashore as missing once the sailing is finished', () => {
    expect(isMissing('out', 'ongoing')).toBe(false);
    expect(isMissing('out', 'finished')).toBe(true);
    expect(isMissing('not_out', 'finished')).toBe(true);
    expect(isMissing('ashore', 'finished')).toBe(false);
  });

  it('orders by sail number, the missing boats first once finished', () => {
    const boats = [
      boat(1, 'SWE 10', 'ashore'),
      boat(2, 'SWE 9', 'ashore'),
      boat(3, 'SWE 100', 'out'),
      boat(4, 'SWE 11', 'not_out'),
    ];
    expect(sortTallyBoats(boats, 'ongoing').map((b) => b.competitor)).toEqual([2, 1, 4, 3]);
    expect(sortTallyBoats(boats, 'finished').map((b) => b.competitor)).toEqual([4, 3, 2, 1]);
    expect(countTally(boats)).toEqual({ not_out: 1, out: 1, ashore: 2 });
  });

  it('takes the number on board given, else the skipper and her crew', () => {
    expect(personsOnBoard(4, 1)).toBe(4);
    expect(personsOnBoard(null, 2)).toBe(3);
    expect(personsOnBoard(null, 0)).toBe(1);
  });
});

describe('the mobile number', () => {
  it('accepts Swedish mobile numbers as typed and stores them as +46', () => {
    for (const typed of [
      '070-123 45 67',
      '0701234567',
      '+46 70 123 45 67',
      '+46701234567',
      '0046 70-123 45 67',
      '070 (123) 45 67',
    ]) {
      expect(normalizeMobileNumber(typed), typed).toBe('+46701234567');
    }
    expect(normalizeMobileNumber('  ')).toBe('');
  });

  it('refuses what is not a Swedish mobile number', () => {
    for (const typed of ['08-123 456 78', '070123456', '07012345678', '+47 70 123 45 67', 'abc']) {
      expect(normalizeMobileNumber(typed), typed).toBeNull();
    }
  });

  it('writes the stored number as Swedes do, and links it', () => {
    expect(formatMobileNumber('+46701234567')).toBe('070-123 45 67');
    expect(mobileNumberHref('+46701234567')).toBe('tel:+46701234567');
  });
});
