import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Actor,
  bearer,
  type ClubActor,
  insertCompetitor,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { LiveTestClient, startLiveApp, type LiveTestApp } from '../live/live-helpers.ts';

/**
 * The visibility rule (src/modules/visibility/visibility.ts) through every reader: a draft
 * sailing, and a series whose only sailing is that draft, are seen by their club and staff and
 * by nobody else. "Not seen" means absent from lists and answers, and a detail answered exactly
 * as an id that does not exist is.
 */
type Role = 'anonymous' | 'sailor' | 'otherClub' | 'ownClub' | 'staff';
const roles: Role[] = ['anonymous', 'sailor', 'otherClub', 'ownClub', 'staff'];

/** Names no other row of the database has, so a body containing one reveals the draft. */
const DRAFT_SAILING = 'Hemlighetsregattan';
const DRAFT_SERIES = 'Mörkläggningsserien';
const DRAFT_BOAT = 'Smygaren';
const DRAFT_IN_PUBLIC = 'Smygtävlingen';
/** An id no row has. */
const UNKNOWN = 999_999;

interface World {
  club: ClubActor;
  /** Only sailing: the draft. */
  draftSeries: number;
  draft: number;
  group: number;
  competitor: number;
  /** A published series with a published sailing (finished) and a draft sailing. */
  publicSeries: number;
}

describe.each(databaseKinds)('visibility of drafts on %s', (kind) => {
  let t: LiveTestApp;
  let w: World;
  const actors = {} as Record<Role, Actor | null>;

  beforeAll(async () => {
    t = await startLiveApp(kind);
    const club = await makeClubActor(t);
    const db = t.db;
    const draftSeries = await insertSeries(db, { clubId: club.clubId, name: DRAFT_SERIES });
    const draft = await insertSailing(db, {
      clubId: club.clubId,
      serieId: draftSeries.id,
      name: DRAFT_SAILING,
      status: 'unpublished',
    });
    const group = await insertStartGroup(db, { sailingId: draft.id });
    const competitor = await insertCompetitor(db, {
      sailingId: draft.id,
      startGroupId: group.id,
      boatName: DRAFT_BOAT,
    });
    const publicSeries = await insertSeries(db, { clubId: club.clubId });
    const published = await insertSailing(db, {
      clubId: club.clubId,
      serieId: publicSeries.id,
      status: 'finished',
      startDate: '2026-05-13',
    });
    const publicGroup = await insertStartGroup(db, { sailingId: published.id });
    await insertCompetitor(db, { sailingId: published.id, startGroupId: publicGroup.id });
    await insertSailing(db, {
      clubId: club.clubId,
      serieId: publicSeries.id,
      name: DRAFT_IN_PUBLIC,
      status: 'unpublished',
    });
    w = {
      club,
      draftSeries: draftSeries.id,
      draft: draft.id,
      group: group.id,
      competitor: competitor.id,
      publicSeries: publicSeries.id,
    };
    actors.anonymous = null;
    actors.sailor = await makeSailorActor(t);
    actors.otherClub = await makeClubActor(t);
    actors.ownClub = club;
    actors.staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  const request = (actor: Actor | null, options: InjectOptions) =>
    t.request({ ...options, headers: { ...bearer(actor), ...options.headers } });

  /** A reader of a list or an answer: seen when the body names `marker`. */
  const names =
    (url: (w: World) => string, marker: string) =>
    async (actor: Actor | null): Promise<boolean> => {
      const response = await request(actor, { method: 'GET', url: url(w) });
      expect(response.statusCode, response.body).toBe(200);
      return response.body.includes(marker);
    };

  /** A reader of one thing: seen when the answer differs from the one for an unknown id. */
  const detail =
    (options: (id: number, w: World) => InjectOptions, id: (w: World) => number) =>
    async (actor: Actor | null): Promise<boolean> => {
      const real = await request(actor, options(id(w), w));
      const unknown = await request(actor, options(UNKNOWN, w));
      return real.statusCode !== unknown.statusCode || real.body !== unknown.body;
    };
  const get = (url: (id: number, w: World) => string) => (id: number, w: World) =>
    ({ method: 'GET', url: url(id, w) }) as const;

  /** A live subscription: seen when any update about the draft arrives. */
  const live =
    (topic: (w: World) => { club: string } | { sailing: number }) =>
    async (actor: Actor | null): Promise<boolean> => {
      const client = await LiveTestClient.connect(t.wsUrl);
      try {
        client.subscribe(topic(w), actor?.token);
        await client.barrier();
        t.app.services.events.emit('sailing.changed', { sailingId: w.draft });
        t.app.services.events.emit('results.changed', { sailingId: w.draft });
        await t.app.live.idle();
        await client.barrier();
        expect(client.ofType('error')).toEqual([]);
        return client.updates.length > 0;
      } finally {
        client.close();
      }
    };

  const clubAndStaff: Role[] = ['ownClub', 'staff'];
  const readers: {
    name: string;
    seenBy?: Role[];
    sees: (actor: Actor | null) => Promise<boolean>;
  }[] = [
    {
      name: 'sailing detail',
      sees: detail(
        get((id) => `/api/sailings/${id}/`),
        (w) => w.draft,
      ),
    },
    { name: 'sailing list', sees: names(() => '/api/sailings/', DRAFT_SAILING) },
    {
      name: 'club sailings list',
      sees: names((w) => `/api/sailings/?club=${w.club.slug}`, DRAFT_SAILING),
    },
    {
      name: 'sailings of a published series',
      sees: names((w) => `/api/sailings/?serie=${w.publicSeries}`, DRAFT_IN_PUBLIC),
    },
    {
      name: 'series detail',
      sees: detail(
        get((id) => `/api/series/${id}/`),
        (w) => w.draftSeries,
      ),
    },
    {
      name: 'published series detail, its draft sailing',
      sees: names((w) => `/api/series/${w.publicSeries}/`, DRAFT_IN_PUBLIC),
    },
    { name: 'series list', sees: names(() => '/api/series/', DRAFT_SERIES) },
    {
      name: 'club series list',
      sees: names((w) => `/api/series/?club=${w.club.slug}`, DRAFT_SERIES),
    },
    {
      name: 'search, the sailing',
      sees: names(() => `/api/search/?query=${encodeURIComponent('hemlighetsreg')}`, DRAFT_SAILING),
    },
    {
      name: 'search, the series',
      sees: names(() => `/api/search/?query=${encodeURIComponent('mörkläggning')}`, '"series"'),
    },
    {
      name: 'index data (the same for everybody: published only)',
      seenBy: [],
      sees: async (actor) => {
        const response = await request(actor, { method: 'GET', url: '/api/index-data/' });
        expect(response.statusCode).toBe(200);
        const { counts } = response.json<{ counts: Record<string, number> }>();
        const hidden = { sailings: 1, series: 1, competitors: 1 };
        return (
          [DRAFT_SAILING, DRAFT_IN_PUBLIC, DRAFT_BOAT].some((marker) =>
            response.body.includes(marker),
          ) || !Object.entries(hidden).every(([key, n]) => counts[key] === n)
        );
      },
    },
    {
      name: 'sailing results',
      sees: detail(
        get((id) => `/api/sailings/${id}/results/`),
        (w) => w.draft,
      ),
    },
    {
      name: 'series results',
      sees: detail(
        get((id) => `/api/series/${id}/results/`),
        (w) => w.draftSeries,
      ),
    },
    {
      name: 'published series results, its draft sailing',
      sees: names((w) => `/api/series/${w.publicSeries}/results/`, DRAFT_IN_PUBLIC),
    },
    {
      name: 'distinct competitors',
      sees: names((w) => `/api/clubs/${w.club.slug}/distinct-competitors/`, DRAFT_BOAT),
    },
    {
      name: 'distinct competitors without those of a sailing',
      sees: detail(
        get((id, w) => `/api/clubs/${w.club.slug}/distinct-competitors/?sailing_id=${id}`),
        (w) => w.draft,
      ),
    },
    {
      name: 'competitor',
      sees: detail(
        get((id) => `/api/competitors/${id}/`),
        (w) => w.competitor,
      ),
    },
    {
      name: 'start group (its write answers as for an unknown group)',
      sees: detail(
        (id) => ({ method: 'PUT', url: `/api/start-groups/${id}/`, payload: {} }),
        (w) => w.group,
      ),
    },
    { name: 'live updates of the sailing', sees: live((w) => ({ sailing: w.draft })) },
    { name: 'live updates of the club', sees: live((w) => ({ club: w.club.slug })) },
  ];

  it.each(readers)('$name', async ({ sees, seenBy = clubAndStaff }) => {
    const seen = {} as Record<Role, boolean>;
    for (const role of roles) seen[role] = await sees(actors[role]);
    expect(seen).toEqual(Object.fromEntries(roles.map((role) => [role, seenBy.includes(role)])));
  });
});
