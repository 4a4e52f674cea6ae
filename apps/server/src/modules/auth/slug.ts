/** A URL slug from free text: lower case, å/ä/ö folded to a/a/o, other marks dropped. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/g, '');
}

/** `base`, or `base-2`, `base-3`, … : the first not in `taken`. */
export function freeSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || 'seglare';
  if (!taken.has(root)) return root;
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
