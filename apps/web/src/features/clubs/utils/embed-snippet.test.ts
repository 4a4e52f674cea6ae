import { describe, expect, it } from 'vitest';
import { embedSnippet, embedUrl } from './embed-snippet.ts';

describe('the embeddable board’s snippet', () => {
  it('is a full-width iframe of the club’s board on the app’s own address', () => {
    expect(embedSnippet('https://segla.se', { slug: 'bris', name: 'Segelsällskapet Bris' })).toBe(
      '<iframe src="https://segla.se/embed/clubs/bris" title="Resultat från Segelsällskapet Bris" ' +
        'style="width:100%;border:0" height="600" loading="lazy"></iframe>',
    );
  });

  it('keeps a name with quotes and brackets inside its attribute', () => {
    const snippet = embedSnippet('http://127.0.0.1:3000', { slug: 'ab', name: 'A & "B" <C>' });
    expect(snippet).toContain('title="Resultat från A &amp; &quot;B&quot; &lt;C&gt;"');
    const frame = new DOMParser().parseFromString(snippet, 'text/html').querySelector('iframe');
    expect(frame?.title).toBe('Resultat från A & "B" <C>');
    expect(frame?.src).toBe('http://127.0.0.1:3000/embed/clubs/ab');
  });

  it('encodes the slug in the address', () => {
    expect(embedUrl('https://segla.se', 'a b/c')).toBe('https://segla.se/embed/clubs/a%20b%2Fc');
  });
});
