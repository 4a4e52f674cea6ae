import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { formatKronor } from '@segla/core/fees';
import { LazyConfirmDialog } from '../../../components/lazy-overlays.ts';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { useSailingPayments } from '../api/get-sailing-payments.ts';
import { useMarkManyPaid } from '../api/mark-many-paid.ts';
import { usePaymentFilter } from '../hooks/use-payment-filter.ts';
import { PAYMENT_FILTERS } from '../utils/payment-filter.ts';

export const MARK_ALL_PAID = 'Markera alla som betalda';
export const MARK_ALL_PAID_DONE = 'Anmälningarna är markerade som betalda.';

/**
 * Above the Deltagare tab's lists when the sailing has an entry fee (docs/product.md §18):
 * "Alla" / "Betalda" / "Obetalda", what the club has marked received and what is still owed,
 * and every unpaid entry marked paid at once (after a list paid in cash at the clubhouse).
 * Nothing without a fee. For the club only: the payments are theirs to see.
 */
export function PaymentsBar({ sailingId }: { sailingId: number }) {
  const payments = useSailingPayments(sailingId, { enabled: true }).data;
  const [filter, setFilter] = usePaymentFilter();
  const markMany = useMarkManyPaid(sailingId);
  const unpaid = payments?.entries.filter((entry) => !entry.paid) ?? [];
  const markAll = useConfirmedAction({
    run: () =>
      markMany.mutateAsync({ competitors: unpaid.map((entry) => entry.competitor), paid: true }),
    success: MARK_ALL_PAID_DONE,
    context: 'Markera betalda',
  });
  if (!payments || payments.entries.length === 0) return null;
  return (
    <Group gap="md" mb="md">
      <SegmentedControl
        value={filter}
        onChange={setFilter}
        data={[...PAYMENT_FILTERS]}
        aria-label="Visa anmälningar"
      />
      <Text aria-live="polite">
        Mottaget {formatKronor(payments.received)} · Obetalt {formatKronor(payments.owed)}
      </Text>
      {unpaid.length > 0 && (
        <Button variant="default" onClick={markAll.open}>
          {MARK_ALL_PAID}
        </Button>
      )}
      <LazyConfirmDialog
        opened={markAll.opened}
        title={MARK_ALL_PAID}
        message={`${unpaid.length} anmälningar markeras som betalda, ${formatKronor(payments.owed)}.`}
        confirmLabel="Markera betalda"
        busy={markAll.busy}
        onConfirm={markAll.confirm}
        onClose={markAll.close}
      />
    </Group>
  );
}
