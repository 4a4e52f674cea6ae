import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import { palette, PRIMARY_SHADE, tokens } from './theme.ts';

describe('Segla theme contrast (WCAG 2.2 AA)', () => {
  it.each(Object.entries(palette))(
    '%s: the filled shade carries white text (≥ 4.5:1)',
    (_, shades) => {
      expect(contrastRatio(shades[PRIMARY_SHADE], '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(Object.entries(palette))('%s: light variant text on its tint (≥ 7:1)', (_, shades) => {
    expect(contrastRatio(shades[9], shades[1])).toBeGreaterThanOrEqual(7);
  });

  it('body text, dimmed text and errors read on the page background', () => {
    for (const colour of [tokens.ink, tokens.dimmed, tokens.error]) {
      expect(contrastRatio(colour, tokens.background)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(colour, tokens.surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('white text on the navy top bar', () => {
    expect(contrastRatio('#ffffff', tokens.navy)).toBeGreaterThanOrEqual(7);
  });
});
