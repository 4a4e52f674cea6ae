/**
 * Windows-1252, the encoding Sailwave writes and reads by default (decision 0034), and Swedish
 * Excel's CSV: text to bytes and back.
 * Latin-1 except 0x80–0x9F, which hold 27 typographic characters; everything else in the file
 * (Swedish letters included) is one byte. A character outside the code page is written as the
 * nearest letter without its accents when there is one (ł → l, ő → o), else as "?".
 */

/** The characters of 0x80–0x9F (five bytes are unassigned and never written). */
const HIGH: Readonly<Record<number, number>> = {
  0x20ac: 0x80,
  0x201a: 0x82,
  0x0192: 0x83,
  0x201e: 0x84,
  0x2026: 0x85,
  0x2020: 0x86,
  0x2021: 0x87,
  0x02c6: 0x88,
  0x2030: 0x89,
  0x0160: 0x8a,
  0x2039: 0x8b,
  0x0152: 0x8c,
  0x017d: 0x8e,
  0x2018: 0x91,
  0x2019: 0x92,
  0x201c: 0x93,
  0x201d: 0x94,
  0x2022: 0x95,
  0x2013: 0x96,
  0x2014: 0x97,
  0x02dc: 0x98,
  0x2122: 0x99,
  0x0161: 0x9a,
  0x203a: 0x9b,
  0x0153: 0x9c,
  0x017e: 0x9e,
  0x0178: 0x9f,
};

/** Letters that Unicode does not decompose into a base letter and an accent. */
const STROKED: Readonly<Record<string, string>> = {
  ł: 'l',
  Ł: 'L',
  đ: 'd',
  Đ: 'D',
  ħ: 'h',
  Ħ: 'H',
  ı: 'i',
  ŀ: 'l',
  Ŀ: 'L',
  ŧ: 't',
  Ŧ: 'T',
};

/** The byte of one code point, or undefined when the code page has none. */
function byteOf(codePoint: number): number | undefined {
  if (codePoint < 0x80 || (codePoint >= 0xa0 && codePoint <= 0xff)) return codePoint;
  return HIGH[codePoint];
}

/** The bytes of a character outside the code page: its base letters if they fit, else "?". */
function fallback(char: string): number[] {
  const base = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
  const bytes: number[] = [];
  for (const part of base) {
    const byte = byteOf(part.codePointAt(0)!);
    if (byte === undefined) return [0x3f];
    bytes.push(byte);
  }
  return bytes.length > 0 ? bytes : [0x3f];
}

/** The character of each byte 0x80–0x9F (the unassigned five decode as themselves). */
const HIGH_CHARS = new Map(
  Object.entries(HIGH).map(([codePoint, byte]) => [byte, Number(codePoint)]),
);

/**
 * Windows-1252 bytes as text. Node's TextDecoder reads the label 'windows-1252' as ISO-8859-1,
 * which turns 0x80–0x9F (’ – — € …) into control characters; this does not.
 */
export function decodeWindows1252(data: Uint8Array): string {
  let text = '';
  for (const byte of data) text += String.fromCharCode(HIGH_CHARS.get(byte) ?? byte);
  return text;
}

/**
 * The text of an uploaded file: UTF-8 when it is valid UTF-8 (a BOM dropped), else Windows-1252,
 * which Sailwave and Swedish Excel write. Null for what is no text (a NUL byte).
 */
export function decodeTextFile(data: Uint8Array): string | null {
  if (data.includes(0)) return null;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(data);
  } catch {
    text = decodeWindows1252(data);
  }
  return text.replace(/^\uFEFF/, '');
}

/** Whether every character of `text` is in Windows-1252 (so it is written unchanged). */
export function fitsWindows1252(text: string): boolean {
  for (const char of text) if (byteOf(char.codePointAt(0)!) === undefined) return false;
  return true;
}

/** `text` encoded as Windows-1252 (see the file comment for characters outside it). */
export function encodeWindows1252(text: string): Buffer {
  const bytes: number[] = [];
  for (const char of text) {
    const byte = byteOf(char.codePointAt(0)!);
    if (byte !== undefined) bytes.push(byte);
    else bytes.push(...fallback(char));
  }
  return Buffer.from(bytes);
}
