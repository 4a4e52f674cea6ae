/**
 * "Mobilnummer" (issue 31; docs/product.md §2, "Säkerhet"): the sailor's Swedish mobile number, shown to
 * the club's officials in the safety tally only. Accepted as typed: 10 digits starting with 07
 * ("070-123 45 67"), or the same after +46 or 0046 without its 0 ("+46 70 123 45 67"); spaces,
 * dashes and parentheses are allowed. Stored normalized as +46 and 9 digits ("+46701234567");
 * '' for none.
 */

export const MOBILE_NUMBER_MESSAGE =
  'Ange ett svenskt mobilnummer: 10 siffror som börjar med 07, till exempel 070-123 45 67 ' +
  'eller +46 70 123 45 67.';

/** The longest text taken as typed (separators included). */
export const MOBILE_NUMBER_MAX = 30;

const NATIONAL = /^07\d{8}$/;
const INTERNATIONAL = /^(?:\+|00)467\d{8}$/;

/**
 * The number as typed → its stored form ("+46701234567"); '' stays ''; null when it is not a
 * Swedish mobile number.
 */
export function normalizeMobileNumber(typed: string): string | null {
  const compact = typed.replace(/[\s\-()]/g, '');
  if (compact === '') return '';
  if (NATIONAL.test(compact)) return `+46${compact.slice(1)}`;
  if (INTERNATIONAL.test(compact)) return `+46${compact.slice(compact.startsWith('+') ? 3 : 4)}`;
  return null;
}

/** "+46701234567" → "070-123 45 67", as Swedes write it; anything else as it is. */
export function formatMobileNumber(stored: string): string {
  const match = /^\+46(7\d)(\d{3})(\d{2})(\d{2})$/.exec(stored);
  return match ? `0${match[1]}-${match[2]} ${match[3]} ${match[4]}` : stored;
}

/** The `tel:` link of a stored number. */
export function mobileNumberHref(stored: string): string {
  return `tel:${stored.replace(/[^\d+]/g, '')}`;
}
