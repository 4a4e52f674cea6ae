import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A built web app for the SPA plugin in a temp folder: `files` by their path in it
 * (`index.html`, `embed.html`), and an empty `assets/`. The caller removes it.
 */
export function webRootWith(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(os.tmpdir(), 'segla-web-'));
  mkdirSync(path.join(root, 'assets'));
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), content);
  }
  return root;
}

/** The app's and the embeddable board's pages of a minimal build (`webRootWith(SPA_PAGES)`). */
export const APP_HTML = '<!doctype html><html lang="sv"><div id="root"></div></html>';
export const EMBED_HTML = '<!doctype html><html lang="sv"><div id="embed"></div></html>';
export const SPA_PAGES = { 'index.html': APP_HTML, 'embed.html': EMBED_HTML };
