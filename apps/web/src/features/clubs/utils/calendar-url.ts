/**
 * The addresses of a club's calendar feed (`GET /api/clubs/{slug}/calendar.ics`, docs/product.md
 * §11, Calendar) on the server the app is served from: `https` to copy into a calendar that
 * subscribes from an address, and `webcal`, the same address under the scheme that opens the
 * device's calendar app.
 */
export function clubCalendarUrls(
  slug: string,
  origin: string = window.location.origin,
): { https: string; webcal: string } {
  const https = new URL(`/api/clubs/${encodeURIComponent(slug)}/calendar.ics`, origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}
