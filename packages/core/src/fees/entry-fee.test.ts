import { describe, expect, it } from 'vitest';
import { stockholmInstant } from '../format/stockholm-clock.ts';
import { entryFee, type FeeSettings } from './entry-fee.ts';

const none: FeeSettings = { entry_fee: null, late_fee: null, late_from: null };
const at = (date: string, time: string) => stockholmInstant(date, time);

describe('entryFee', () => {
  it('is null without a fee, or with a fee of 0', () => {
    expect(entryFee(none, null, 0)).toBeNull();
    expect(entryFee(none, none, 0)).toBeNull();
    expect(entryFee({ ...none, entry_fee: 0 }, null, 0)).toBeNull();
  });

  it('takes the sailing’s own fee before its series’', () => {
    const series = { ...none, entry_fee: 500 };
    expect(entryFee({ ...none, entry_fee: 150 }, series, 0)).toEqual({
      amount: 150,
      late: false,
      of: 'sailing',
    });
    expect(entryFee(none, series, 0)).toEqual({ amount: 500, late: false, of: 'series' });
  });

  it('owes the late fee from the Stockholm minute it starts', () => {
    const fees = { entry_fee: 150, late_fee: 200, late_from: '2026-06-10T18:00' };
    expect(entryFee(fees, null, at('2026-06-10', '17:59'))?.amount).toBe(150);
    expect(entryFee(fees, null, at('2026-06-10', '18:00'))).toEqual({
      amount: 200,
      late: true,
      of: 'sailing',
    });
    expect(entryFee({ ...fees, late_fee: null }, null, at('2026-06-11', '12:00'))?.amount).toBe(
      150,
    );
  });
});
