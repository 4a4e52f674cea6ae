/**
 * Links to a protest on its sailing's notice board (docs/product.md §17): the board lists each
 * protest under the anchor `#protest-<id>`, and result lines and the change log link to it.
 */

/** The protest a result row or a change-log entry names: its id and its number in the sailing. */
export interface ProtestRef {
  id: number;
  number: number;
}

/** The board's anchor of a protest: 'protest-12'. */
export function protestAnchor(protestId: number): string {
  return `protest-${protestId}`;
}

/** `/clubs/<club>/sailings/<sailing>/board#protest-<id>`. */
export function protestHref(clubSlug: string, sailingId: number, protestId: number): string {
  return `/clubs/${encodeURIComponent(clubSlug)}/sailings/${sailingId}/board#${protestAnchor(protestId)}`;
}

/** "Beslut i protest 3": the name of a result code's link to the decision. */
export function decisionLinkLabel(protest: ProtestRef): string {
  return `Beslut i protest ${protest.number}`;
}
