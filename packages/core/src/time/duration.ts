/**
 * A duration in seconds as 'H:MM:SS', in Swedish: a fraction of a second is kept as one decimal
 * after a comma ('0:45:59,9'), so corrected times that decide places are not rounded away; a
 * negative one starts with a minus sign (−). The result pages and the results' CSV both write
 * durations so (docs/product.md §12).
 */
export function formatDuration(seconds: number): string {
  const negative = seconds < 0;
  const tenths = Math.round(Math.abs(seconds) * 10);
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  const h = Math.floor(whole / 3600);
  const m = Math.floor((whole % 3600) / 60);
  const s = whole % 60;
  const text = `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
  return `${negative ? '−' : ''}${text}${fraction ? `,${fraction}` : ''}`;
}
