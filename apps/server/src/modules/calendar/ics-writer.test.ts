import { describe, expect, it } from 'vitest';
import {
  escapeText,
  foldLine,
  icsLocalDateTime,
  icsUtcDateTime,
  MAX_LINE_OCTETS,
  toIcs,
} from './ics-writer.ts';

describe('iCalendar text (RFC 5545)', () => {
  it('escapes backslash, semicolon and comma, writes line breaks as \\n and drops control characters', () => {
    expect(escapeText('a\\b;c,d')).toBe('a\\\\b\\;c\\,d');
    expect(escapeText('ett\r\ntvå\rtre\nfyra')).toBe('ett\\ntvå\\ntre\\nfyra');
    expect(escapeText('klocka\u0007 och\ttab\u007f')).toBe('klocka och\ttab');
    expect(escapeText('"citat" och kolon: ok')).toBe('"citat" och kolon: ok');
  });

  it('folds at 75 octets without splitting a character, continuations starting with a space', () => {
    const line = `DESCRIPTION:${'åäö🚤x'.repeat(40)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(MAX_LINE_OCTETS);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    // Unfolding (RFC 5545 §3.1: remove CRLF followed by one space) gives the line back.
    expect(folded.replaceAll('\r\n ', '')).toBe(line);
    expect(foldLine('x'.repeat(MAX_LINE_OCTETS))).toBe('x'.repeat(MAX_LINE_OCTETS));
    expect(foldLine('x'.repeat(MAX_LINE_OCTETS + 1))).toBe(`${'x'.repeat(MAX_LINE_OCTETS)}\r\n x`);
  });

  it('ends every line with CRLF', () => {
    expect(toIcs(['BEGIN:VCALENDAR', 'END:VCALENDAR'])).toBe(
      'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
    );
  });

  it('writes wall-clock and UTC date-times', () => {
    expect(icsLocalDateTime('2026-06-10', '18:30')).toBe('20260610T183000');
    expect(icsLocalDateTime('2026-06-10', '07:05:09')).toBe('20260610T070509');
    expect(icsUtcDateTime('2026-06-10T16:30:00.123Z')).toBe('20260610T163000Z');
  });
});
