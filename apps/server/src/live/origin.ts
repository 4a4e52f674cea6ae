/**
 * Whether a websocket handshake's Origin may connect (decision 0030). Browsers always send
 * Origin on a websocket handshake, so a page of another site cannot ride on a visitor's
 * connection: we accept the PUBLIC_URL origin and origins of the very host the request was
 * sent to (the app opened by IP address or another name of the same server), and refuse the
 * rest, including `null` (sandboxed frames, file: pages). A handshake without Origin comes
 * from a non-browser client, which could claim any origin anyway, so it is let through.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicUrl: string,
): boolean {
  if (origin === undefined) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  // An Origin is scheme://host[:port] only; anything more is not one a browser sends.
  if (parsed.origin !== origin.toLowerCase().replace(/\/$/, '')) return false;
  if (parsed.origin === originOf(publicUrl)) return true;
  if (host === undefined || host === '') return false;
  try {
    // Normalised for the Origin's scheme, so "segla.se:443" equals "https://segla.se".
    return new URL(`${parsed.protocol}//${host}`).host === parsed.host;
  } catch {
    return false;
  }
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
