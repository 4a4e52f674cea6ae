import { describe, expect, it } from 'vitest';
import { LiveConnection, LiveHub, type LiveSocket } from './live-hub.ts';
import { LivePublisher } from './live-publisher.ts';
import type { LiveSource } from './live-source.ts';

class FakeSocket implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: unknown[] = [];

  send(data: Buffer): void {
    this.sent.push(JSON.parse(data.toString()));
  }
  close(): void {
    this.readyState = 3;
  }
  terminate(): void {
    this.readyState = 3;
  }
}

/** Boards of club 1 ('ksss'): sailing 5 published, sailing 6 a draft; series 7 public, 8 not. */
const boards: LiveSource['board'] = ({ sailingId, seriesId }) => {
  const club = { clubId: 1, clubSlug: 'ksss' };
  if (sailingId === 5 || seriesId === 7) return Promise.resolve({ ...club, isPublic: true });
  if (sailingId === 6 || seriesId === 8) return Promise.resolve({ ...club, isPublic: false });
  return Promise.resolve(null);
};

function setup() {
  const hub = new LiveHub({ maxBufferedBytes: 1000, maxConnectionsPerAddress: 100 });
  const source: LiveSource = {
    sailingItem: () => Promise.resolve(null),
    sailingClub: () => Promise.resolve(null),
    sailingResults: () => Promise.resolve(null),
    board: boards,
  };
  const errors: unknown[] = [];
  const publisher = new LivePublisher({ source, hub, onError: (error) => errors.push(error) });
  /** A connection subscribed to `topics`, signed in as `clubIds`' official (none: anonymous). */
  const connect = (topics: ({ club: string } | { sailing: number })[], clubIds?: number[]) => {
    const socket = new FakeSocket();
    const connection = new LiveConnection(socket, '10.0.0.1', 0);
    hub.add(connection);
    if (clubIds) connection.viewer = { isStaff: false, clubIds, expiresAt: Infinity };
    for (const topic of topics) hub.subscribe(connection, topic);
    return socket;
  };
  return { publisher, connect, errors };
}

describe('LivePublisher: board_update', () => {
  it('tells a published sailing’s board to its sailing’s and its club’s subscribers, once each', async () => {
    const { publisher, connect, errors } = setup();
    const bySailing = connect([{ sailing: 5 }]);
    const byClub = connect([{ club: 'ksss' }]);
    const byBoth = connect([{ club: 'ksss' }, { sailing: 5 }]);
    const elsewhere = connect([{ club: 'gkss' }, { sailing: 9 }]);
    publisher.publish({ kind: 'board', sailingId: 5, seriesId: null });
    await publisher.idle();
    const message = { type: 'board_update', sailing_id: 5, series_id: null };
    expect(bySailing.sent).toEqual([message]);
    expect(byClub.sent).toEqual([message]);
    expect(byBoth.sent).toEqual([message]);
    expect(elsewhere.sent).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('tells a draft’s board only to those who see the club’s drafts', async () => {
    const { publisher, connect } = setup();
    const anonymous = connect([{ sailing: 6 }, { club: 'ksss' }]);
    const otherClub = connect([{ sailing: 6 }], [2]);
    const own = connect([{ sailing: 6 }], [1]);
    publisher.publish({ kind: 'board', sailingId: 6, seriesId: null });
    await publisher.idle();
    expect(anonymous.sent).toEqual([]);
    expect(otherClub.sent).toEqual([]);
    expect(own.sent).toEqual([{ type: 'board_update', sailing_id: 6, series_id: null }]);
  });

  it('tells a series’ board to its club’s subscribers, as they may see the series', async () => {
    const { publisher, connect } = setup();
    const byClub = connect([{ club: 'ksss' }]);
    const bySailing = connect([{ sailing: 5 }]);
    const own = connect([{ club: 'ksss' }], [1]);
    publisher.publish({ kind: 'board', sailingId: null, seriesId: 7 });
    publisher.publish({ kind: 'board', sailingId: null, seriesId: 8 });
    await publisher.idle();
    const seven = { type: 'board_update', sailing_id: null, series_id: 7 };
    const eight = { type: 'board_update', sailing_id: null, series_id: 8 };
    expect(byClub.sent).toEqual([seven]);
    expect(bySailing.sent).toEqual([]);
    expect(own.sent).toEqual([seven, eight]);
  });

  it('sends nothing for a board that no longer exists', async () => {
    const { publisher, connect, errors } = setup();
    const byClub = connect([{ club: 'ksss' }, { sailing: 99 }]);
    publisher.publish({ kind: 'board', sailingId: 99, seriesId: null });
    publisher.publish({ kind: 'board', sailingId: null, seriesId: 99 });
    await publisher.idle();
    expect(byClub.sent).toEqual([]);
    expect(errors).toEqual([]);
  });
});
