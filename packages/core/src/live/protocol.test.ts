import { describe, expect, it } from 'vitest';
import {
  encodeLiveMessage,
  liveTopicKey,
  parseLiveClientMessage,
  parseLiveServerMessage,
  type LiveServerMessageMap,
} from './protocol.ts';

describe('parseLiveClientMessage', () => {
  it('reads the messages of docs/product.md §13', () => {
    expect(parseLiveClientMessage('{"type":"subscribe","club":"ksss"}')).toEqual({
      ok: true,
      message: { type: 'subscribe', club: 'ksss' },
    });
    expect(parseLiveClientMessage('{"type":"subscribe","sailing":12}')).toEqual({
      ok: true,
      message: { type: 'subscribe', sailing: 12 },
    });
    expect(parseLiveClientMessage('{"type":"ping"}')).toEqual({
      ok: true,
      message: { type: 'ping' },
    });
    expect(parseLiveClientMessage('{"type":"unsubscribe","sailing":3}')).toEqual({
      ok: true,
      message: { type: 'unsubscribe', sailing: 3 },
    });
  });

  it('reads an optional token on subscribe, and null to sign out', () => {
    expect(parseLiveClientMessage('{"type":"subscribe","club":"ksss","token":"a.b.c"}')).toEqual({
      ok: true,
      message: { type: 'subscribe', club: 'ksss', token: 'a.b.c' },
    });
    expect(parseLiveClientMessage('{"type":"subscribe","sailing":1,"token":null}')).toEqual({
      ok: true,
      message: { type: 'subscribe', sailing: 1, token: null },
    });
  });

  it('answers malformed JSON with the malformed error', () => {
    for (const text of ['', '{', 'ping', '{"type":"ping"']) {
      const parsed = parseLiveClientMessage(text);
      expect(parsed.ok).toBe(false);
      if (!parsed.ok) expect(parsed.error.code).toBe('malformed');
    }
  });

  it('answers unknown types with unknown_type, including prototype names', () => {
    for (const type of ['hello', 'constructor', '__proto__', 'toString', 'PING']) {
      const parsed = parseLiveClientMessage(JSON.stringify({ type }));
      expect(parsed).toMatchObject({ ok: false, error: { type: 'error', code: 'unknown_type' } });
    }
  });

  it('answers wrong shapes with invalid_message', () => {
    const bad = [
      '[]',
      '42',
      'null',
      '"ping"',
      '{}',
      '{"type":7}',
      '{"type":"subscribe"}',
      '{"type":"subscribe","club":"KSSS!"}',
      '{"type":"subscribe","club":"ksss","sailing":1}',
      '{"type":"subscribe","sailing":0}',
      '{"type":"subscribe","sailing":1.5}',
      '{"type":"subscribe","sailing":"12"}',
      '{"type":"subscribe","sailing":99999999999}',
      '{"type":"subscribe","club":"ksss","token":""}',
      '{"type":"unsubscribe","club":"ksss","token":"x"}',
      '{"type":"ping","extra":true}',
    ];
    for (const text of bad) {
      const parsed = parseLiveClientMessage(text);
      expect(parsed, text).toMatchObject({ ok: false, error: { code: 'invalid_message' } });
      if (!parsed.ok) expect(parsed.error.message).toMatch(/\S/);
    }
  });
});

describe('server messages', () => {
  const results: LiveServerMessageMap['results_update'] = {
    type: 'results_update',
    sailing_id: 4,
    results: { sailing_id: 4, verified: false, finished: false, groups: [], categories: [] },
  };

  it('round-trips through encode and parse', () => {
    expect(parseLiveServerMessage(encodeLiveMessage(results))).toEqual(results);
    const deleted: LiveServerMessageMap['sailing_delete'] = {
      type: 'sailing_delete',
      sailing_id: 4,
      club: 'ksss',
    };
    expect(parseLiveServerMessage(encodeLiveMessage(deleted))).toEqual(deleted);
    expect(parseLiveServerMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
  });

  it('rejects what is not a server message', () => {
    expect(parseLiveServerMessage('nope')).toBeNull();
    expect(parseLiveServerMessage('{"type":"results_update","sailing_id":4}')).toBeNull();
    expect(parseLiveServerMessage('{"type":"sailing_update","sailing":{"id":1}}')).toBeNull();
    expect(parseLiveServerMessage('{"type":"surprise"}')).toBeNull();
  });

  it('keys topics stably', () => {
    expect(liveTopicKey({ club: 'ksss' })).toBe('club:ksss');
    expect(liveTopicKey({ sailing: 7 })).toBe('sailing:7');
  });
});
