import { describe, expect, it } from 'vitest';
import { readLiveMessage } from './read-live-message.ts';
import { results } from './test-fakes.ts';

describe('readLiveMessage', () => {
  it('reads the messages the board acts on', () => {
    const update = { type: 'results_update', sailing_id: 4, results: results(4, null) };
    expect(readLiveMessage(JSON.stringify(update))).toEqual(update);
    const changed = { type: 'sailing_update', sailing: { id: 4, status: 'finished' } };
    expect(readLiveMessage(JSON.stringify(changed))).toEqual(changed);
    const deleted = { type: 'sailing_delete', sailing_id: 4, club: 'bris' };
    expect(readLiveMessage(JSON.stringify(deleted))).toEqual(deleted);
    expect(readLiveMessage('{"type":"pong"}')).toEqual({ type: 'pong' });
    const board = { type: 'board_update', sailing_id: 4, series_id: null };
    expect(readLiveMessage(JSON.stringify(board))).toEqual(board);
  });

  it('drops what is not a message it can read', () => {
    for (const text of [
      '',
      'nope',
      'null',
      '[]',
      '"results_update"',
      '{}',
      '{"type":"surprise"}',
      '{"type":"results_update","sailing_id":4}',
      '{"type":"results_update","sailing_id":"4","results":{"sailing_id":4,"groups":[]}}',
      '{"type":"results_update","sailing_id":4,"results":{"sailing_id":4,"groups":{}}}',
      '{"type":"results_update","sailing_id":4,"results":{"sailing_id":5,"groups":[]}}',
      '{"type":"sailing_update","sailing":null}',
      '{"type":"sailing_update","sailing":{"id":"4"}}',
      '{"type":"sailing_delete"}',
      '{"type":"board_update","sailing_id":"4","series_id":null}',
      '{"type":"board_update","sailing_id":4}',
    ]) {
      expect(readLiveMessage(text), text).toBeNull();
    }
  });
});
