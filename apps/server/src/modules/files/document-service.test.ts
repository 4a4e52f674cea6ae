import { describe, expect, it } from 'vitest';
import { documentTypeOf } from './document-service.ts';

describe('documentTypeOf', () => {
  it('reads a PDF, a PNG and a JPEG from their first bytes', () => {
    expect(documentTypeOf(Buffer.from('%PDF-1.7\n', 'latin1'))).toBe('application/pdf');
    expect(
      documentTypeOf(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])),
    ).toBe('image/png');
    expect(documentTypeOf(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
  });

  it('takes nothing else, however it is named: text, a truncated signature, other formats', () => {
    for (const bytes of [
      Buffer.from(''),
      Buffer.from('%PDF', 'latin1'),
      Buffer.from(' %PDF-1.4', 'latin1'),
      Buffer.from('<html><body>%PDF-</body></html>'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]),
      Buffer.from([0xff, 0xd8]),
      Buffer.from('GIF89a', 'latin1'),
      Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'),
      Buffer.from('PK\x03\x04', 'latin1'),
    ]) {
      expect(documentTypeOf(bytes), bytes.toString('latin1')).toBeNull();
    }
  });

  it('reads a view into a larger buffer from its own start', () => {
    const whole = Buffer.from('xx%PDF-1.4', 'latin1');
    expect(documentTypeOf(new Uint8Array(whole.buffer, whole.byteOffset + 2, 8))).toBe(
      'application/pdf',
    );
  });
});
