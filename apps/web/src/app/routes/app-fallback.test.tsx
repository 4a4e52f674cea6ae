import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BrandBar } from './errors.tsx';

/** The markup as the browser reads it, without the whitespace a formatter puts between tags. */
function normalized(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html.replace(/>\s+</g, '><').trim();
  return template.innerHTML;
}

describe('the brand bar before the first script', () => {
  it('is in index.html as the app renders it while the first page loads', () => {
    const indexHtml = readFileSync(
      path.resolve(import.meta.dirname, '../../../index.html'),
      'utf8',
    );
    const root = new DOMParser()
      .parseFromString(indexHtml, 'text/html')
      .querySelector('#root header');
    expect(normalized(root?.outerHTML ?? '')).toBe(normalized(renderToStaticMarkup(<BrandBar />)));
  });
});
