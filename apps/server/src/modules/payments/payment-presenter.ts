import type { EntryPayment, Payment } from '@segla/core';
import { swishAppLink, swishQrText, type EntryFee } from '@segla/core/fees';
import QRCode from 'qrcode';
import { swishMessageOf } from './entry-fee-of.ts';
import type { PaymentEntryRow } from './payment-repository.ts';
import type { PaidMark } from './series-payer.ts';

/** The QR code as an SVG image; made here so nothing about a payment leaves the server. */
function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** An entry's payment as `GET /api/competitors/{id}/payment/` answers it. */
export async function toPayment(
  entry: PaymentEntryRow,
  fee: EntryFee,
  mark: PaidMark | null,
): Promise<Payment> {
  const message = swishMessageOf(entry, fee);
  const swish = entry.swish_number === '' ? null : entry.swish_number;
  const qrText = swish === null ? null : swishQrText(swish, fee.amount, message);
  return {
    competitor: entry.id,
    amount: fee.amount,
    currency: 'SEK',
    late: fee.late,
    of: fee.of,
    swish_number: swish,
    message,
    swish_qr_text: qrText,
    swish_link: swish === null ? null : swishAppLink(swish, fee.amount, message),
    swish_qr_svg: qrText === null ? null : await qrSvg(qrText),
    paid: mark?.paid_at != null,
    paid_at: mark?.paid_at ?? null,
  };
}

/** One entry's fee on the Deltagare tab. */
export function toEntryPayment(
  competitor: number,
  fee: EntryFee,
  mark: PaidMark | null,
): EntryPayment {
  return {
    competitor,
    amount: fee.amount,
    late: fee.late,
    of: fee.of,
    paid: mark?.paid_at != null,
    paid_at: mark?.paid_at ?? null,
    paid_by: mark?.paid_by ?? null,
  };
}
