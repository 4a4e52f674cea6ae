/**
 * The embeddable board's snippet (docs/product.md §2, decision 0035): the iframe a club pastes
 * into its own web site. It follows the site's width; the height is the club's to change.
 */

/** The snippet's height in pixels: the board's ongoing sailing or latest results and more. */
export const EMBED_HEIGHT = 600;

/** `/embed/clubs/{slug}` on `origin` (the address the web app is served from). */
export function embedUrl(origin: string, slug: string): string {
  return new URL(`/embed/clubs/${encodeURIComponent(slug)}`, origin).href;
}

/** Text for a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** The iframe to paste: full width, no border, a title naming the club for screen readers. */
export function embedSnippet(origin: string, club: { slug: string; name: string }): string {
  return (
    `<iframe src="${attribute(embedUrl(origin, club.slug))}" ` +
    `title="${attribute(`Resultat från ${club.name}`)}" ` +
    `style="width:100%;border:0" height="${EMBED_HEIGHT}" loading="lazy"></iframe>`
  );
}
