import ICAL from 'ical.js';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, queryCounter, type TestApp } from '../helpers/build-test-app.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import {
  type Actor,
  type ClubActor,
  createSailing,
  createSeries,
  expectStatus,
  insertCourse,
  makeClubActor,
  makeStaffActor,
} from '../helpers/factories.ts';

/** The feed read back with ical.js (Mozilla's parser), not with our own writer. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const zone = calendar.getFirstSubcomponent('vtimezone');
  // Zoned times resolve against the feed's own VTIMEZONE, as a calendar app without the zone does.
  if (zone) ICAL.TimezoneService.register(zone);
  const events = calendar.getAllSubcomponents('vevent').map((component) => ({
    component,
    event: new ICAL.Event(component),
    value: (name: string) => component.getFirstPropertyValue(name),
  }));
  return { calendar, events };
}

type Feed = ReturnType<typeof parseFeed>;

function eventOf(feed: Feed, sailingId: number) {
  const found = feed.events.find((e) => e.event.uid === `sailing-${sailingId}@segla.example`);
  if (!found) throw new Error(`no event for sailing ${sailingId}`);
  return found;
}

describe.each(databaseKinds)("a club's calendar feed on %s", (kind) => {
  let t: TestApp;
  let club: ClubActor;
  let staff: Actor;
  const counter = queryCounter();

  beforeAll(async () => {
    t = await buildTestApp(kind, { onQuery: counter.onQuery });
    club = await makeClubActor(t, { name: 'Segelsällskapet Bris' });
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const url = (slug: string) => `/api/clubs/${slug}/calendar.ics`;
  const read = async (slug: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url: url(slug), headers });
    expectStatus(response, 200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    return { response, feed: parseFeed(response.body) };
  };
  const update = async (actor: Actor, id: number, payload: Record<string, unknown>) =>
    expectStatus(
      await t.request({
        method: 'PUT',
        url: `/api/sailings/${id}/`,
        headers: actor.headers,
        payload: { id, ...payload },
      }),
      200,
    );

  it('names itself after the club and holds one event per published sailing, drafts never', async () => {
    const own = await makeClubActor(t, { name: 'Kappseglingsklubben Ost' });
    const other = await makeClubActor(t);
    const upcoming = await createSailing(t, own, { status: 'upcoming' });
    const draft = await createSailing(t, own, { name: 'Utkastet' });
    const cancelled = await createSailing(t, own, { status: 'upcoming' });
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/sailings/${cancelled.id}/cancel/`,
        headers: own.headers,
      }),
      200,
    );
    await createSailing(t, other, { status: 'upcoming' });

    // The club's own account gets the same feed as anyone: no drafts (calendar apps sign in as nobody).
    for (const headers of [{}, own.headers, staff.headers]) {
      const { feed } = await read(own.slug, headers);
      expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        'Kappseglingsklubben Ost – seglingar',
      );
      expect(feed.calendar.getFirstPropertyValue('version')).toBe('2.0');
      expect(feed.calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Stockholm');
      expect(feed.calendar.getFirstPropertyValue('refresh-interval')?.toString()).toBe('PT1H');
      expect(feed.calendar.getFirstPropertyValue('x-published-ttl')).toBe('PT1H');
      expect(feed.events.map((e) => e.event.uid).sort()).toEqual(
        [upcoming.id, cancelled.id].map((id) => `sailing-${id}@segla.example`).sort(),
      );
      expect(feed.events.some((e) => e.event.summary.includes('Utkastet'))).toBe(false);
    }
    expect(draft.id).toBeGreaterThan(0);
  });

  it('keeps a cancelled sailing as STATUS:CANCELLED, and says so in its title', async () => {
    const sailing = await createSailing(t, club, { name: 'Blåsig tisdag', status: 'upcoming' });
    const before = eventOf((await read(club.slug)).feed, sailing.id);
    expect(before.value('status')).toBe('CONFIRMED');
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/sailings/${sailing.id}/cancel/`,
        headers: club.headers,
      }),
      200,
    );
    const after = eventOf((await read(club.slug)).feed, sailing.id);
    expect(after.value('status')).toBe('CANCELLED');
    expect(after.event.summary).toBe('Inställd: Blåsig tisdag');
  });

  it('places the start in Europe/Stockholm with its zone, three hours long, or a whole day without a start time', async () => {
    const summer = await createSailing(t, club, {
      status: 'upcoming',
      start_date: '2026-06-10',
      start_time: '18:30',
    });
    const winter = await createSailing(t, club, {
      status: 'upcoming',
      start_date: '2026-11-04',
      start_time: '18:00:30',
    });
    // Three real hours across the clock changes: two on the wall clock in autumn, four in spring.
    const autumnNight = await createSailing(t, club, {
      status: 'upcoming',
      start_date: '2026-10-25',
      start_time: '01:00',
    });
    const springNight = await createSailing(t, club, {
      status: 'upcoming',
      start_date: '2026-03-29',
      start_time: '01:00',
    });
    const allDay = await createSailing(t, club, {
      status: 'upcoming',
      start_date: '2026-08-01',
      start_time: null,
    });
    const { response, feed } = await read(club.slug);
    const zones = feed.calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Stockholm']);

    const summerEvent = eventOf(feed, summer.id).event;
    expect(summerEvent.component.getFirstProperty('dtstart')?.getParameter('tzid')).toBe(
      'Europe/Stockholm',
    );
    expect(summerEvent.startDate.zone?.tzid).toBe('Europe/Stockholm');
    expect(summerEvent.startDate.toString()).toBe('2026-06-10T18:30:00');
    expect(summerEvent.startDate.toJSDate().toISOString()).toBe('2026-06-10T16:30:00.000Z');
    expect(summerEvent.endDate.toJSDate().toISOString()).toBe('2026-06-10T19:30:00.000Z');

    const winterEvent = eventOf(feed, winter.id).event;
    expect(winterEvent.startDate.toJSDate().toISOString()).toBe('2026-11-04T17:00:30.000Z');
    expect(winterEvent.endDate.toString()).toBe('2026-11-04T21:00:30');

    const autumn = eventOf(feed, autumnNight.id).event;
    expect(autumn.startDate.toJSDate().toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(autumn.endDate.toString()).toBe('2026-10-25T03:00:00');
    expect(autumn.endDate.toJSDate().toISOString()).toBe('2026-10-25T02:00:00.000Z');
    const spring = eventOf(feed, springNight.id).event;
    expect(spring.startDate.toJSDate().toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(spring.endDate.toString()).toBe('2026-03-29T05:00:00');
    expect(spring.endDate.toJSDate().toISOString()).toBe('2026-03-29T03:00:00.000Z');

    const dayEvent = eventOf(feed, allDay.id).event;
    expect(dayEvent.startDate.isDate).toBe(true);
    expect(dayEvent.startDate.toString()).toBe('2026-08-01');
    expect(dayEvent.endDate.toString()).toBe('2026-08-02');

    // RFC 5545 §3.1: CRLF line ends, no line longer than 75 octets.
    const lines = response.body.split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(response.body.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line, 'utf8')))).toBeLessThanOrEqual(
      75,
    );
  });

  it('carries the series, the course and city, the description and the public page', async () => {
    expectStatus(
      await t.request({
        method: 'PATCH',
        url: `/api/clubs/${club.slug}/`,
        headers: club.headers,
        payload: { city: 'Stockholm' },
      }),
      200,
    );
    const series = await createSeries(t, club, { name: 'Onsdagsserien' });
    const course = await insertCourse(t.db, { clubId: club.clubId, name: 'Slottsbanan' });
    const sailing = await createSailing(t, club, {
      name: 'Onsdagssegling 3',
      status: 'upcoming',
      serie: series.id,
      course: course.id,
      description: 'Skepparmöte 17.45 i klubbhuset.',
    });
    const event = eventOf((await read(club.slug)).feed, sailing.id);
    expect(event.event.summary).toBe('Onsdagssegling 3 (Onsdagsserien)');
    expect(event.event.location).toBe('Slottsbanan, Stockholm');
    expect(event.event.description).toBe(
      `Skepparmöte 17.45 i klubbhuset.\n\nhttps://segla.example/?resultat=segling-${sailing.id}`,
    );
    expect(event.value('url')).toBe(`https://segla.example/?resultat=segling-${sailing.id}`);
  });

  it('keeps commas, semicolons, backslashes, line breaks and long Swedish text intact', async () => {
    const name = 'Höst, vinter; vår\\sommar\nandra raden';
    const description = `Rad ett; med, tecken\r\nRad två ${'åäö 🚤 '.repeat(30)}`;
    const sailing = await createSailing(t, club, { name, description, status: 'upcoming' });
    const event = eventOf((await read(club.slug)).feed, sailing.id).event;
    expect(event.summary).toBe(name);
    expect(event.description).toBe(
      `${description.replace('\r\n', '\n').trim()}\n\nhttps://segla.example/?resultat=segling-${sailing.id}`,
    );
  });

  it('gives each sailing the same UID on every read, and a higher SEQUENCE once it changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const sailing = await createSailing(t, club, { name: 'Kvällssegling', status: 'upcoming' });
    const first = await read(club.slug);
    const second = await read(club.slug);
    const uid = `sailing-${sailing.id}@segla.example`;
    expect(eventOf(first.feed, sailing.id).event.uid).toBe(uid);
    expect(eventOf(second.feed, sailing.id).event.uid).toBe(uid);
    expect(second.response.body).toBe(first.response.body);
    const before = eventOf(first.feed, sailing.id);
    expect(before.event.sequence).toBe(0);

    vi.setSystemTime(Date.now() + 90_000);
    await update(club, sailing.id, { start_time: '19:00' });
    const changed = eventOf((await read(club.slug)).feed, sailing.id);
    expect(changed.event.uid).toBe(uid);
    expect(changed.event.sequence).toBeGreaterThanOrEqual(90);
    expect(changed.event.startDate.toString()).toBe('2026-05-13T19:00:00');
    const modified = (e: typeof before) =>
      (e.value('last-modified') as ICAL.Time).toJSDate().getTime();
    expect(modified(changed)).toBeGreaterThan(modified(before));
    expect((changed.value('dtstamp') as ICAL.Time).toJSDate().getTime()).toBe(modified(changed));

    vi.setSystemTime(Date.now() + 5_000);
    await update(club, sailing.id, { name: 'Kvällssegling, flyttad' });
    const again = eventOf((await read(club.slug)).feed, sailing.id);
    expect(again.event.sequence).toBeGreaterThan(changed.event.sequence);
  });

  it('answers 304 to the ETag it gave while nothing changed, and a new ETag after a change', async () => {
    const own = await makeClubActor(t);
    const sailing = await createSailing(t, own, { status: 'upcoming' });
    const { response } = await read(own.slug);
    const etag = String(response.headers.etag);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(response.headers['cache-control']).toBe('no-cache');

    const revalidated = await t.request({
      method: 'GET',
      url: url(own.slug),
      headers: { 'if-none-match': etag },
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers.etag).toBe(etag);

    const stale = await t.request({
      method: 'GET',
      url: url(own.slug),
      headers: { 'if-none-match': '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);

    await update(own, sailing.id, { name: 'Ny titel' });
    const changed = await t.request({
      method: 'GET',
      url: url(own.slug),
      headers: { 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('costs two queries however many sailings the club has', async () => {
    const own = await makeClubActor(t);
    const few = await counter.count(() => read(own.slug));
    for (let n = 0; n < 5; n += 1) await createSailing(t, own, { status: 'upcoming' });
    const many = await counter.count(() => read(own.slug));
    expect(few).toBe(2);
    expect(many).toBe(2);
  });

  it('answers 404 as JSON for an unknown or deactivated club and for junk slugs', async () => {
    const gone = await makeClubActor(t);
    await createSailing(t, gone, { status: 'upcoming' });
    await read(gone.slug);
    expectStatus(
      await t.request({
        method: 'POST',
        url: `/api/clubs/${gone.slug}/deactivate/`,
        headers: staff.headers,
      }),
      200,
    );
    for (const slug of ['finns-inte', gone.slug, '%00', 'a'.repeat(500), '%F0%9F%9A%A4']) {
      const response = await t.request({ method: 'GET', url: url(slug) });
      expect(response.statusCode, slug).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ detail: 'Hittades inte.' });
    }
  });

  it('is described in the OpenAPI document as a public text/calendar answer', async () => {
    const response = await t.request({ method: 'GET', url: '/api/openapi.json' });
    const operation = response.json<{
      paths: Record<string, { get?: { security?: unknown; responses: Record<string, unknown> } }>;
    }>().paths['/api/clubs/{slug}/calendar.ics']?.get;
    expect(operation?.security).toBeUndefined();
    expect(operation?.responses['200']).toMatchObject({
      content: { 'text/calendar': { schema: { type: 'string' } } },
    });
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '404']);
  });
});
