/** Swedish number symbols (CLDR sv): minus sign U+2212, digit groups by a no-break space. */
const MINUS = '\u2212';
const GROUP = '\u00a0';

/**
 * The digits of a non-negative finite number as JavaScript writes it shortest ("1.0005",
 * "1.5e-7", "2e+21"), in plain notation: integer and fraction digits.
 */
function plainDigits(value: number): { int: string; fraction: string } {
  const [mantissa = '0', exponentText = '0'] = String(value).split('e');
  const [whole = '0', part = ''] = mantissa.split('.');
  const digits = whole + part;
  // Where the decimal point falls in `digits`.
  const point = whole.length + Number(exponentText);
  if (point <= 0) return { int: '0', fraction: '0'.repeat(-point) + digits };
  if (point >= digits.length)
    return { int: digits + '0'.repeat(point - digits.length), fraction: '' };
  return { int: digits.slice(0, point), fraction: digits.slice(point) };
}

/** One added to a string of decimal digits: '199' → '200', '99' → '100'. */
function incremented(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * A number as Swedish text, as `new Intl.NumberFormat('sv-SE', { maximumFractionDigits })`
 * writes it: decimal comma, groups of three digits with a no-break space, the minus sign
 * U+2212, at most `maximumFractionDigits` decimals rounded half away from zero on the shortest
 * decimal form of the number (1.0005 → '1,001', as Intl does), trailing zeros dropped.
 * Written by hand because creating the Intl formatter costs 60–150 ms on a slow phone's CPU,
 * in the very task that first shows a result (docs/product.md §15; decision 0041).
 */
export function swedishNumber(value: number, maximumFractionDigits: number): string {
  if (Number.isNaN(value)) return 'NaN';
  const sign = value < 0 || Object.is(value, -0) ? MINUS : '';
  if (!Number.isFinite(value)) return `${sign}∞`;
  const { int, fraction } = plainDigits(Math.abs(value));
  let kept = `${int}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0')}`;
  if ((fraction[maximumFractionDigits] ?? '0') >= '5') kept = incremented(kept);
  const intDigits = kept.slice(0, kept.length - maximumFractionDigits);
  const fractionDigits = kept.slice(kept.length - maximumFractionDigits).replace(/0+$/, '');
  const grouped = intDigits.replace(/\B(?=(\d{3})+$)/g, GROUP);
  return `${sign}${grouped}${fractionDigits ? `,${fractionDigits}` : ''}`;
}
