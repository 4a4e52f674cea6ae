import { describe, expect, it } from 'vitest';
import { decodeNotification, encodeNotification } from './live-bus.ts';

describe('NOTIFY payloads', () => {
  it('carry ids only, and come back as the same event on another instance', () => {
    const events = [
      { kind: 'sailing', sailingId: 12 },
      { kind: 'results', sailingId: 2_147_483_647 },
      { kind: 'changes', sailingId: 44 },
      { kind: 'deleted', sailingId: 3, clubSlug: 'ksss' },
      { kind: 'board', sailingId: 8, seriesId: null },
      { kind: 'board', sailingId: null, seriesId: 2_147_483_647 },
    ] as const;
    for (const event of events) {
      const payload = encodeNotification('instance-a', event);
      expect(payload.length).toBeLessThan(200);
      expect(decodeNotification('instance-b', payload)).toEqual(event);
      // An instance skips its own: it delivered the change when it made it.
      expect(decodeNotification('instance-a', payload)).toBeNull();
    }
  });

  it('name each kind with a letter that instances of other versions read alike', () => {
    // Instances of two versions run side by side during a deploy: the codes must never change.
    const codes = (
      [
        { kind: 'sailing', sailingId: 1 },
        { kind: 'results', sailingId: 1 },
        { kind: 'changes', sailingId: 1 },
        { kind: 'deleted', sailingId: 1, clubSlug: 'ksss' },
        { kind: 'board', sailingId: 1, seriesId: null },
      ] as const
    ).map((event) => (JSON.parse(encodeNotification('a', event)) as { k: string }).k);
    expect(codes).toEqual(['s', 'r', 'c', 'd', 'b']);
    expect(JSON.parse(encodeNotification('a', { kind: 'changes', sailingId: 44 }))).toEqual({
      i: 'a',
      k: 'c',
      s: 44,
    });
    // A board names its sailing (s) or its series (e).
    expect(
      JSON.parse(encodeNotification('a', { kind: 'board', sailingId: null, seriesId: 7 })),
    ).toEqual({ i: 'a', k: 'b', e: 7 });
  });

  it('stay far below PostgreSQL’s 8000-byte limit with the longest slug', () => {
    const payload = encodeNotification('x'.repeat(36), {
      kind: 'deleted',
      sailingId: 2_147_483_647,
      clubSlug: 'a'.repeat(50),
    });
    expect(Buffer.byteLength(payload)).toBeLessThan(200);
  });

  it('ignore what they cannot read', () => {
    for (const payload of [
      'nope',
      'null',
      '{}',
      '{"i":"b","k":"s"}',
      '{"i":"b","k":"s","s":"12"}',
      '{"i":"b","k":"s","s":-1}',
      '{"i":"b","k":"s","s":1.5}',
      '{"i":"b","k":"x","s":1}',
      '{"i":"b","k":"d","s":1}',
      '{"i":"b","k":"c"}',
      '{"i":"b","k":"c","s":0}',
      '{"i":"b","k":"C","s":1}',
      '{"i":7,"k":"s","s":1}',
      '{"i":"b","k":"b"}',
      '{"i":"b","k":"b","s":1,"e":2}',
      '{"i":"b","k":"b","e":0}',
      '{"i":"b","k":"b","e":"3"}',
      '{"i":"b","k":"b","s":null,"e":3}',
    ]) {
      expect(decodeNotification('a', payload), payload).toBeNull();
    }
  });
});
