import { useState } from 'react';
import { formatKronor } from '@segla/core/fees';
import { Checkbox } from '@mantine/core';
import type { Competitor, EntryPayment } from '@segla/core';
import { handleApiError } from '../../../lib/api-error.ts';
import { useMarkPaid } from '../api/mark-paid.ts';
import { competitorLabel } from '../utils/competitor-label.ts';

/** "Betald: SWE 1 Vindil": the box's accessible name, which boat it marks. */
export function paidLabel(competitor: Competitor): string {
  const boat = [competitor.sail_number, competitor.boat_name].filter(Boolean).join(' ');
  return `Betald: ${boat || competitorLabel(competitor)}`;
}

/**
 * "Betald" on a competitor's card (docs/product.md §18): the club marks her entry fee paid, or
 * takes the mark back, at once. Segla cannot see Swish payments; this mark is all it knows.
 * While the mark is under way the box shows what it is becoming: held in the component's own
 * state, set in the same render as the click, since the mutation's pending state arrives a tick
 * later and the box would otherwise flip back for a moment.
 */
export function PaidCheckbox({
  competitor,
  payment,
}: {
  competitor: Competitor;
  payment: EntryPayment;
}) {
  const mark = useMarkPaid(competitor.sailing);
  const [becoming, setBecoming] = useState<boolean | null>(null);
  const change = (paid: boolean) => {
    setBecoming(paid);
    mark.mutate(
      { competitor: competitor.id, paid },
      {
        onError: (error) => handleApiError(error, { context: 'Markera betald' }),
        onSettled: () => setBecoming(null),
      },
    );
  };
  return (
    <Checkbox
      label="Betald"
      aria-label={paidLabel(competitor)}
      description={formatKronor(payment.amount)}
      checked={becoming ?? payment.paid}
      disabled={becoming !== null}
      onChange={(event) => change(event.currentTarget.checked)}
      size="md"
    />
  );
}
