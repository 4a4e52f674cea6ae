/**
 * The home page opens any sailing's or series' full result inline, with a shareable URL
 * (docs/product.md §6): `/?resultat=segling-12` or `/?resultat=serie-3`.
 */
export const RESULT_PARAM = 'resultat';
export const SEARCH_PARAM = 'sok';
/** `/?klubb=<slug>`: the home page of one club, a club's public form (docs/product.md §2). */
export const CLUB_PARAM = 'klubb';

export type ResultRef = { kind: 'sailing' | 'series'; id: number };

const prefixes = { sailing: 'segling', series: 'serie' } as const;

export function resultParamValue(ref: ResultRef): string {
  return `${prefixes[ref.kind]}-${ref.id}`;
}

export function parseResultParam(value: string | null): ResultRef | null {
  const match = /^(segling|serie)-([1-9]\d{0,9})$/.exec(value ?? '');
  if (!match) return null;
  return { kind: match[1] === 'segling' ? 'sailing' : 'series', id: Number(match[2]) };
}

/** The home-page URL that shows a result inline. */
export function inlineResultHref(ref: ResultRef): string {
  return `/?${RESULT_PARAM}=${resultParamValue(ref)}`;
}

/**
 * "Ladda ner CSV" of a sailing's or series' result (docs/product.md §7): the whole result, or
 * with a prize category picked only its boats, placed among themselves (`&category=`), as the
 * page shows them.
 */
export function resultsCsvHref(
  kind: ResultRef['kind'],
  id: number,
  category: { id: number } | null,
): string {
  const path = kind === 'sailing' ? `/api/sailings/${id}/results/` : `/api/series/${id}/results/`;
  return `${path}?format=csv${category ? `&category=${category.id}` : ''}`;
}
