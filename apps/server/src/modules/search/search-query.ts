// The words of a query are `queryWords` of @segla/core/search, folded as the index is.

/**
 * The smallest string above every string that starts with `prefix`, so that
 * `word >= prefix and word < prefixEnd(prefix)` is a prefix match an index can range-scan.
 * Folded words are a–z and 0–9, so bumping the last character never overflows.
 */
export function prefixEnd(prefix: string): string {
  if (prefix === '') throw new RangeError('empty prefix');
  const last = prefix.charCodeAt(prefix.length - 1);
  return prefix.slice(0, -1) + String.fromCharCode(last + 1);
}
