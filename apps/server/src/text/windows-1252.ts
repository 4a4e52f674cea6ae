import iconv from 'iconv-lite';

/**
 * Windows-1252, the encoding Sailwave writes and reads by default (decision 0034), and Swedish
 * Excel's CSV, through iconv-lite (decision 0050). A character outside the code page is written
 * as the nearest letters without their accents when there are some (ł → l, ő → o), else as "?",
 * so a name stays readable in Sailwave.
 */

const ENCODING = 'windows-1252';

/** Every character the code page holds (its five unassigned bytes decode as U+FFFD). */
const CODE_PAGE = new Set(
  iconv.decode(Buffer.from(Array.from({ length: 256 }, (_, byte) => byte)), ENCODING),
);
CODE_PAGE.delete('\uFFFD');

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

/** A character outside the code page as its base letters if they fit, else "?". */
function readableFallback(char: string): string {
  const base = STROKED[char] ?? char.normalize('NFKD').replace(/\p{M}/gu, '');
  return base !== '' && fitsWindows1252(base) ? base : '?';
}

/** Windows-1252 bytes as text (0x80–0x9F as the typographic characters ’ – — € …). */
export function decodeWindows1252(data: Uint8Array): string {
  return iconv.decode(Buffer.from(data.buffer, data.byteOffset, data.byteLength), ENCODING);
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
  for (const char of text) if (!CODE_PAGE.has(char)) return false;
  return true;
}

/** `text` encoded as Windows-1252 (see the file comment for characters outside it). */
export function encodeWindows1252(text: string): Buffer {
  let writable = '';
  for (const char of text) writable += CODE_PAGE.has(char) ? char : readableFallback(char);
  return iconv.encode(writable, ENCODING);
}
