import { describe, expect, it } from 'vitest';
import {
  decodeTextFile,
  decodeWindows1252,
  encodeWindows1252,
  fitsWindows1252,
} from './windows-1252.ts';

/**
 * Bytes below 0x80 and from 0xA0 are Latin-1; REFERENCE_HIGH is the code page's table above. Not Node's TextDecoder: Node 20
 * decodes 'windows-1252' as ISO-8859-1 (0x80–0x9F become C1 controls).
 */
const decode = (bytes: Buffer) => bytes.toString('latin1');
const REFERENCE_HIGH: Record<number, string> = {
  0x80: '€',
  0x96: '–',
  0x97: '—',
  0x93: '“',
  0x94: '”',
  0x91: '‘',
  0x92: '’',
  0x85: '…',
  0x8a: 'Š',
  0x9a: 'š',
  0x8e: 'Ž',
  0x9e: 'ž',
  0x8c: 'Œ',
  0x9c: 'œ',
  0x9f: 'Ÿ',
  0x99: '™',
  0x95: '•',
};

describe('encodeWindows1252', () => {
  it('writes Swedish letters and ASCII as one byte each', () => {
    const bytes = encodeWindows1252('Åsa Öberg, Väst');
    expect(bytes).toHaveLength('Åsa Öberg, Väst'.length);
    expect(bytes[0]).toBe(0xc5);
    expect(decode(bytes)).toBe('Åsa Öberg, Väst');
  });

  it('writes the characters of 0x80–0x9F (euro, dashes, curly quotes) as the code page has them', () => {
    const text = '€ – — “x” ‘y’ … Š š Ž ž Œ œ Ÿ ™ •';
    expect(fitsWindows1252(text)).toBe(true);
    const bytes = encodeWindows1252(text);
    expect(bytes).toHaveLength([...text].length);
    const decoded = [...bytes].map((b) => REFERENCE_HIGH[b] ?? String.fromCharCode(b)).join('');
    expect(decoded).toBe(text);
    expect([...encodeWindows1252('€–')]).toEqual([0x80, 0x96]);
  });

  it('keeps names outside the code page readable: accents dropped, else "?"', () => {
    expect(fitsWindows1252('Łukasz Wałęsa')).toBe(false);
    expect(decode(encodeWindows1252('Łukasz Wałęsa'))).toBe('Lukasz Walesa');
    expect(decode(encodeWindows1252('Őrs Čech'))).toBe('Ors Cech');
    expect(decode(encodeWindows1252('帆船 ⛵'))).toBe('?? ?');
    // A character outside the Basic Multilingual Plane is one "?", not two.
    expect(decode(encodeWindows1252('a😀b'))).toBe('a?b');
  });

  it('never writes a byte the code page leaves unassigned', () => {
    const all = Array.from({ length: 0x3000 }, (_, i) => String.fromCodePoint(i)).join('');
    const bytes = encodeWindows1252(all);
    for (const unassigned of [0x81, 0x8d, 0x8f, 0x90, 0x9d]) {
      expect(bytes.includes(unassigned)).toBe(false);
    }
    // iconv-lite alone would write U+FFFD as one of them (0x9D).
    expect([...encodeWindows1252('\uFFFD')]).toEqual([0x3f]);
  });
});

describe('decodeTextFile', () => {
  it('reads Windows-1252 with its typographic characters, not as Latin-1', () => {
    const bytes = Uint8Array.from([
      0x4f, 0x92, 0x42, 0x72, 0x69, 0x65, 0x6e, 0x20, 0x96, 0x20, 0xc5, 0x80,
    ]);
    expect(decodeTextFile(bytes)).toBe('O’Brien – Å€');
    expect(decodeWindows1252(encodeWindows1252('Öberg’s “Tärnan” … 5 €'))).toBe(
      'Öberg’s “Tärnan” … 5 €',
    );
  });

  it('reads UTF-8 (dropping a BOM) and refuses binary', () => {
    expect(decodeTextFile(Buffer.from('\uFEFFÅsa Öberg', 'utf8'))).toBe('Åsa Öberg');
    expect(decodeTextFile(Uint8Array.from([0x41, 0, 0x42]))).toBeNull();
  });
});
