import { formatNumber } from '../format/number.ts';

/**
 * Swish for organisations (issue 31, docs/product.md §18): the club's Swish number and the
 * payment a sailor makes by scanning a QR code or tapping "Betala med Swish". Segla never sees
 * the payment; the club marks an entry paid by hand.
 */

/** An amount in kronor as Swedish writes it: 150 → "150 kr", 1500 → "1 500 kr". */
export function formatKronor(amount: number): string {
  return `${formatNumber(amount)} kr`;
}

/** A Swish number for organisations: 10 digits starting with 123 (spaces allowed when typed). */
export const SWISH_NUMBER = /^123\d{7}$/;

export const SWISH_NUMBER_MESSAGE =
  'Ange klubbens Swishnummer: 10 siffror som börjar med 123, till exempel 123 456 78 90.';

/** The longest message Swish carries. */
export const SWISH_MESSAGE_MAX = 50;

/** The largest entry fee a form takes, in kronor. */
export const MAX_ENTRY_FEE = 100_000;

export const ENTRY_FEE_MESSAGE = 'Ange avgiften i hela kronor, 0–100 000.';

/** The number as typed ("123 456 78 90") → its digits ("1234567890"); '' stays ''. */
export function swishNumberDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/** Whether `digits` is a Swish number for organisations ('' is none, and allowed). */
export function isSwishNumber(digits: string): boolean {
  return digits === '' || SWISH_NUMBER.test(digits);
}

/** "1234567890" → "123 456 78 90", as Swish writes it. */
export function formatSwishNumber(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return match ? match.slice(1).join(' ') : digits;
}

/** An amount in kronor as Swish's QR text wants it: 150 → "150,00". */
export function swishAmount(kronor: number): string {
  return kronor.toFixed(2).replace('.', ',');
}

/**
 * The payment's message: what it pays for and her sail number, cut to Swish's 50 characters
 * by shortening the name: "Onsdagsserien 2026 SWE 123".
 */
export function swishMessage(what: string, sailNumber: string): string {
  const tail = sailNumber.trim() === '' ? '' : ` ${sailNumber.trim()}`;
  const room = Math.max(0, SWISH_MESSAGE_MAX - tail.length);
  const name = what.trim().replace(/\s+/g, ' ');
  const cut = name.length > room ? `${name.slice(0, Math.max(0, room - 1)).trimEnd()}…` : name;
  return `${cut}${tail}`.slice(0, SWISH_MESSAGE_MAX);
}

/**
 * The text of Swish's QR code for a prefilled payment (C2B):
 * `C<swishnummer>;<belopp>;<meddelande URL-kodat>;0`; the 0 locks every field.
 */
export function swishQrText(swishNumber: string, kronor: number, message: string): string {
  return `C${swishNumber};${swishAmount(kronor)};${encodeURIComponent(message)};0`;
}

/**
 * The link that opens the Swish app on a phone with the same payment prefilled (Swish's
 * payment link for the app: payee, amount, currency, message).
 */
export function swishAppLink(swishNumber: string, kronor: number, message: string): string {
  const amount = kronor.toFixed(2);
  return `https://app.swish.nu/1/p/sw/?sw=${swishNumber}&amt=${amount}&cur=SEK&msg=${encodeURIComponent(message)}`;
}
