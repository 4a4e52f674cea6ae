import { Button, Group, Stack, Text } from '@mantine/core';
import type { Payment } from '@segla/core';
import { formatKronor, formatSwishNumber } from '@segla/core/fees';
import { QueryError } from '../../../components/query-error.tsx';
import { usePayment } from '../api/get-payment.ts';

export const NO_SWISH_NUMBER_LINE = 'Klubben har inte angett något Swishnummer.';
export const UNSEEN_PAYMENTS_LINE =
  'Segla ser inte Swish-betalningar: klubben markerar anmälan som betald.';

/** The QR code's size on screen, in CSS pixels: large enough for a phone's camera. */
const QR_SIZE = 200;

/**
 * What the fee is called: a late entry's fee says so (it is why the amount is higher), else a
 * series fee says it covers the series.
 */
export function feeLabel(payment: Pick<Payment, 'late' | 'of'>): string {
  if (payment.late) return 'Efteranmälningsavgift';
  return payment.of === 'series' ? 'Serieavgift' : 'Anmälningsavgift';
}

/** The QR code, the Swish number and message, and the link that opens the Swish app. */
function SwishPayment({
  payment,
  swishNumber,
  svg,
  link,
}: {
  payment: Payment;
  swishNumber: string;
  svg: string;
  link: string;
}) {
  const number = formatSwishNumber(swishNumber);
  return (
    <>
      {/* Made on the server (nothing leaves it); a data URL needs no request of its own. */}
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(svg)}`}
        alt={`QR-kod för Swish: ${formatKronor(payment.amount)} till ${number}`}
        width={QR_SIZE}
        height={QR_SIZE}
      />
      <Text>
        Skanna koden i Swish-appen, eller betala till {number} med meddelandet ”{payment.message}”.
      </Text>
      <Group>
        <Button component="a" href={link} size="md">
          Betala med Swish
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {UNSEEN_PAYMENTS_LINE}
      </Text>
    </>
  );
}

/**
 * A sailor's entry fee on a sailing's page (docs/product.md §18): the amount, and until the club
 * marks it "Betald" how to pay it with Swish. Nothing while it loads, nor when the entry has no
 * fee.
 */
export function EntryPayment({ competitorId }: { competitorId: number }) {
  const query = usePayment(competitorId);
  if (query.isError) {
    return <QueryError error={query.error} onRetry={() => void query.refetch()} />;
  }
  const payment = query.data;
  if (!payment) return null;
  const { swish_number: swishNumber, swish_qr_svg: svg, swish_link: link } = payment;
  return (
    <Stack gap="sm">
      <Group gap="sm">
        <Text fw={600}>
          {feeLabel(payment)} {formatKronor(payment.amount)}
        </Text>
        {payment.paid && <span className="badge badge-green">Betald</span>}
      </Group>
      {!payment.paid &&
        (swishNumber !== null && svg !== null && link !== null ? (
          <SwishPayment payment={payment} swishNumber={swishNumber} svg={svg} link={link} />
        ) : (
          <Text>{NO_SWISH_NUMBER_LINE}</Text>
        ))}
    </Stack>
  );
}
