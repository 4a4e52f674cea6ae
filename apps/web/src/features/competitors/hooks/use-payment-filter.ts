import { useSearchParams } from 'react-router';
import {
  PAYMENT_FILTER_PARAM,
  paymentFilterOf,
  type PaymentFilter,
} from '../utils/payment-filter.ts';

/**
 * The Deltagare tab's filter "Alla" / "Betalda" / "Obetalda", kept in the address: the bar that
 * sets it and every start group's list read the same one, and a reload keeps it.
 */
export function usePaymentFilter(): [PaymentFilter, (filter: PaymentFilter) => void] {
  const [params, setParams] = useSearchParams();
  const setFilter = (filter: PaymentFilter) =>
    // Replaced, not pushed: going back leaves the page rather than undoing a filter.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (filter === 'alla') next.delete(PAYMENT_FILTER_PARAM);
        else next.set(PAYMENT_FILTER_PARAM, filter);
        return next;
      },
      { replace: true },
    );
  return [paymentFilterOf(params), setFilter];
}
