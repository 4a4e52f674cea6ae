import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import './swedish-errors.ts';

function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
}

const choice = z.strictObject({ kind: z.enum(['a', 'b']) });

function messagesOf(input: unknown): string[] {
  const result = choice.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('the Swedish error map', () => {
  it('quotes a short text or number that is not a valid choice', () => {
    expect(messagesOf({ kind: 'c' })).toEqual(['"c" är inte ett giltigt val.']);
    expect(messagesOf({ kind: 7 })).toEqual(['"7" är inte ett giltigt val.']);
  });

  it('names the type of a list or object instead of stringifying it', () => {
    expect(messagesOf({ kind: [1, 2] })).toEqual(['Värdet (en lista) är inte ett giltigt val.']);
    expect(messagesOf({ kind: { a: 1 } })).toEqual([
      'Värdet (ett objekt) är inte ett giltigt val.',
    ]);
  });

  it('answers a 5,000-level nested value without overflowing the stack', () => {
    expect(messagesOf({ kind: nested(5000) })).toEqual([
      'Värdet (en lista) är inte ett giltigt val.',
    ]);
  });

  it('shortens a long text it quotes', () => {
    const [message] = messagesOf({ kind: 'x'.repeat(100_000) });
    expect(message).toBe(`"${'x'.repeat(50)}…" är inte ett giltigt val.`);
  });
});
