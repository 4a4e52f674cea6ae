import type { EntryPayment } from '@segla/core';

/** Which entries the Deltagare tab shows when the sailing has a fee (issue 31). */
export type PaymentFilter = 'alla' | 'betalda' | 'obetalda';

export const PAYMENT_FILTERS: readonly { value: PaymentFilter; label: string }[] = [
  { value: 'alla', label: 'Alla' },
  { value: 'betalda', label: 'Betalda' },
  { value: 'obetalda', label: 'Obetalda' },
];

/** The query parameter that holds the filter, so every start group's list reads the same one. */
export const PAYMENT_FILTER_PARAM = 'avgift';

/** The filter of a query string: 'alla' unless it names another. */
export function paymentFilterOf(params: URLSearchParams): PaymentFilter {
  const value = params.get(PAYMENT_FILTER_PARAM);
  return value === 'betalda' || value === 'obetalda' ? value : 'alla';
}

/**
 * Whether an entry is shown under the filter. Without its fee (none, or not known yet) it is
 * shown only under "Alla": it is neither paid nor owing.
 */
export function shownUnder(filter: PaymentFilter, payment: EntryPayment | undefined): boolean {
  if (filter === 'alla') return true;
  if (!payment) return false;
  return filter === 'betalda' ? payment.paid : !payment.paid;
}
