import { LATE_FROM_MISSING_MESSAGE } from '@segla/core';
import type { FeeSettings } from '@segla/core/fees';
import { fieldError } from '../../http/api-error.ts';

/** A sailing or series without fees. */
export const NO_FEES: FeeSettings = { entry_fee: null, late_fee: null, late_from: null };

/**
 * The fee fields an input changes (issue 31), checked against what is stored: a late fee
 * needs the moment it starts from (400 on `late_from`), or it would never apply.
 */
export function checkedFees(
  stored: FeeSettings,
  input: { [K in keyof FeeSettings]?: FeeSettings[K] },
): Partial<FeeSettings> {
  const changes: Partial<FeeSettings> = {};
  if (input.entry_fee !== undefined) changes.entry_fee = input.entry_fee;
  if (input.late_fee !== undefined) changes.late_fee = input.late_fee;
  if (input.late_from !== undefined) changes.late_from = input.late_from;
  const fees = { ...stored, ...changes };
  if (fees.late_fee !== null && fees.late_from === null) {
    throw fieldError('late_from', LATE_FROM_MISSING_MESSAGE);
  }
  return changes;
}
