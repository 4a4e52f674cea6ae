import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  type Actor,
  countRows,
  insertSailing,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  multipartRequest,
  pngImage,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface CourseBody {
  id: number;
  club: number;
  name: string;
  description: string;
  length_nm: number | null;
  map: string | null;
}

describe.each(databaseKinds)('courses on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  let sailor: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
    sailor = await makeSailorActor(t);
  });
  afterAll(() => t.close());

  const send = (
    method: 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload: unknown,
    headers: Record<string, string> = {},
  ) => t.request({ method, url, payload: payload as Record<string, unknown>, headers });
  const create = (payload: unknown, headers: Record<string, string>) =>
    send('POST', '/api/courses/', payload, headers);
  async function courseOf(club: Actor & { clubId: number }, name = 'Bana A') {
    const response = await create({ name, length_nm: 4.5 }, club.headers);
    expect(response.statusCode).toBe(201);
    return response.json<CourseBody>();
  }

  it('creates a course in the club account’s own club, with JSON', async () => {
    const club = await makeClubActor(t);
    const response = await create(
      { name: ' Kastellholmen runt ', description: 'Start vid bryggan.', length_nm: '3,2' },
      club.headers,
    );
    expect(response.statusCode).toBe(201);
    const course = response.json<CourseBody>();
    expect(course).toEqual({
      id: expect.any(Number) as number,
      club: club.clubId,
      name: 'Kastellholmen runt',
      description: 'Start vid bryggan.',
      length_nm: 3.2,
      map: null,
    });
    const read = await t.request({ method: 'GET', url: `/api/courses/${course.id}/` });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(course);
  });

  it('creates a course from a multipart form with a map', async () => {
    const club = await makeClubActor(t);
    const response = await multipartRequest(
      t,
      { method: 'POST', url: '/api/courses/', headers: club.headers },
      {
        club: '',
        name: 'Bana med karta',
        length_nm: '',
        map: { filename: 'karta.png', contentType: 'image/png', data: await pngImage(40, 30) },
      },
    );
    expect(response.statusCode).toBe(201);
    const course = response.json<CourseBody>();
    expect(course).toMatchObject({ club: club.clubId, name: 'Bana med karta', length_nm: null });
    expect(course.map).toMatch(/^\/media\/[0-9a-f]{64}\.png$/);
    const image = await t.request({ method: 'GET', url: course.map! });
    expect(image.headers['content-type']).toBe('image/png');
  });

  it('lists a club’s courses in Swedish order, and 404 for an unknown club', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    for (const name of ['Östra banan', 'Ängsö runt', 'Zäta-banan', 'Ålö']) {
      await create({ name }, club.headers);
    }
    await create({ name: 'Annans bana' }, other.headers);
    const response = await t.request({ method: 'GET', url: `/api/clubs/${club.slug}/courses/` });
    expect(response.statusCode).toBe(200);
    expect(response.json<CourseBody[]>().map((course) => course.name)).toEqual([
      'Zäta-banan',
      'Ålö',
      'Ängsö runt',
      'Östra banan',
    ]);
    for (const slug of ['finns-inte', 'a%00b']) {
      const unknown = await t.request({ method: 'GET', url: `/api/clubs/${slug}/courses/` });
      expect(unknown.statusCode).toBe(404);
    }
  });

  it('lets staff create a course for a named club, and requires the club', async () => {
    const club = await makeClubActor(t);
    const response = await create({ club: club.clubId, name: 'Av admin' }, staff.headers);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ club: club.clubId });
    const noClub = await create({ name: 'Utan klubb' }, staff.headers);
    expect(noClub.statusCode).toBe(400);
    expect(noClub.json()).toEqual({ club: ['Ange vilken klubb banan hör till.'] });
    const unknownClub = await create({ club: 99999999, name: 'Okänd' }, staff.headers);
    expect(unknownClub.statusCode).toBe(400);
    expect(unknownClub.json()).toEqual({ club: ['Klubben finns inte.'] });
  });

  it('refuses creating for the wrong people and clubs, and changes nothing', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    const before = await countRows(t, 'courses');
    const anonymous = await create({ name: 'Anonym' }, {});
    expect(anonymous.statusCode).toBe(401);
    const bySailor = await create({ name: 'Seglare', club: club.clubId }, sailor.headers);
    expect(bySailor.statusCode).toBe(403);
    expect(bySailor.json()).toEqual({ detail: 'Bara klubbar kan lägga till banor.' });
    const forOtherClub = await create({ name: 'Annans', club: club.clubId }, other.headers);
    expect(forOtherClub.statusCode).toBe(403);
    expect(await countRows(t, 'courses')).toBe(before);
  });

  it.each([
    ['a missing name', { length_nm: 2 }, { name: ['Detta fält är obligatoriskt.'] }],
    [
      'a name of 10 000 characters',
      { name: 'x'.repeat(10_000) },
      { name: ['Se till att detta fält inte har fler än 200 tecken.'] },
    ],
    [
      'a negative length',
      { name: 'A', length_nm: -3 },
      { length_nm: ['Ange banans längd i distansminuter: större än 0 och högst 1000.'] },
    ],
    [
      'an absurd length',
      { name: 'A', length_nm: '100000' },
      { length_nm: ['Ange banans längd i distansminuter: större än 0 och högst 1000.'] },
    ],
    [
      'a length that is no number',
      { name: 'A', length_nm: 'fyra' },
      { length_nm: ['Ange ett tal, eller lämna fältet tomt.'] },
    ],
    [
      'a club id that is no id',
      { name: 'A', club: 'ksss' },
      { club: ['Ange ett giltigt id, eller lämna fältet tomt.'] },
    ],
    ['an unknown field', { name: 'A', sailings: [] }, { sailings: ['Okänt fält.'] }],
    ['a NUL character', { name: 'A\u0000' }, { name: ['Texten innehåller otillåtna tecken.'] }],
  ])('refuses %s', async (_label, payload, errors) => {
    const club = await makeClubActor(t);
    const before = await countRows(t, 'courses');
    const response = await create(payload, club.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(errors);
    expect(await countRows(t, 'courses')).toBe(before);
  });

  it('replaces a course with PUT, keeping optional fields left out', async () => {
    const club = await makeClubActor(t);
    const course = await courseOf(club);
    const response = await send(
      'PUT',
      `/api/courses/${course.id}/`,
      { name: 'Bana B', description: 'Ny beskrivning' },
      club.headers,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...course, name: 'Bana B', description: 'Ny beskrivning' });

    const withMap = await multipartRequest(
      t,
      { method: 'PUT', url: `/api/courses/${course.id}/`, headers: club.headers },
      {
        name: 'Bana B',
        map: { filename: 'k.png', contentType: 'image/png', data: await pngImage() },
      },
    );
    expect(withMap.json<CourseBody>().map).toMatch(/^\/media\//);
    const cleared = await send(
      'PUT',
      `/api/courses/${course.id}/`,
      { name: 'Bana B', map: '', length_nm: null },
      club.headers,
    );
    expect(cleared.json()).toMatchObject({ map: null, length_nm: null });
  });

  it('refuses moving a course to another club, and a PUT without a name', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    const course = await courseOf(club);
    const moved = await send(
      'PUT',
      `/api/courses/${course.id}/`,
      { name: 'Flytt', club: other.clubId },
      club.headers,
    );
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ club: ['En bana kan inte flyttas till en annan klubb.'] });
    const nameless = await send('PUT', `/api/courses/${course.id}/`, {}, club.headers);
    expect(nameless.statusCode).toBe(400);
    expect(nameless.json()).toEqual({ name: ['Detta fält är obligatoriskt.'] });
    const read = await t.request({ method: 'GET', url: `/api/courses/${course.id}/` });
    expect(read.json()).toEqual(course);
  });

  it('keeps updates and deletes to the owning club and staff', async () => {
    const club = await makeClubActor(t);
    const other = await makeClubActor(t);
    const course = await courseOf(club);
    const url = `/api/courses/${course.id}/`;
    expect((await send('PUT', url, { name: 'X' })).statusCode).toBe(401);
    expect((await send('PUT', url, { name: 'X' }, sailor.headers)).statusCode).toBe(403);
    expect((await send('PUT', url, { name: 'X' }, other.headers)).statusCode).toBe(403);
    expect((await send('DELETE', url, undefined)).statusCode).toBe(401);
    expect((await send('DELETE', url, undefined, sailor.headers)).statusCode).toBe(403);
    const foreignDelete = await send('DELETE', url, undefined, other.headers);
    expect(foreignDelete.statusCode).toBe(403);
    expect(foreignDelete.json()).toEqual({
      detail: 'Du kan bara ändra din egen klubbs uppgifter.',
    });
    expect((await t.request({ method: 'GET', url })).json()).toEqual(course);

    const byStaff = await send('PUT', url, { name: 'Av admin' }, staff.headers);
    expect(byStaff.statusCode).toBe(200);
    expect((await send('DELETE', url, undefined, staff.headers)).statusCode).toBe(204);
    const second = await courseOf(club);
    const own = await send('DELETE', `/api/courses/${second.id}/`, undefined, club.headers);
    expect(own.statusCode).toBe(204);
    expect(own.body).toBe('');
  });

  it('deletes a course in use: its sailings keep going without a course', async () => {
    const club = await makeClubActor(t);
    const course = await courseOf(club);
    const { id: sailing } = await insertSailing(t.db, { clubId: club.clubId, courseId: course.id });
    const changed: number[] = [];
    const stop = t.app.services.events.on('sailing.changed', (event) => {
      changed.push(event.sailingId);
    });
    const response = await send('DELETE', `/api/courses/${course.id}/`, undefined, club.headers);
    stop();
    expect(response.statusCode).toBe(204);
    const row = await t.db
      .selectFrom('sailings')
      .select('course_id')
      .where('id', '=', sailing)
      .executeTakeFirstOrThrow();
    expect(row.course_id).toBeNull();
    expect(changed).toEqual([sailing]);
    const gone = await t.request({ method: 'GET', url: `/api/courses/${course.id}/` });
    expect(gone.statusCode).toBe(404);
  });

  it('announces the sailings on a course when it is renamed, and only then', async () => {
    const club = await makeClubActor(t);
    const course = await courseOf(club);
    const { id: sailing } = await insertSailing(t.db, { clubId: club.clubId, courseId: course.id });
    await insertSailing(t.db, { clubId: club.clubId });
    const changed: number[] = [];
    const stop = t.app.services.events.on('sailing.changed', (event) => {
      changed.push(event.sailingId);
    });
    const url = `/api/courses/${course.id}/`;
    await send('PUT', url, { name: course.name, description: 'Bara text' }, club.headers);
    expect(changed).toEqual([]);
    await send('PUT', url, { name: 'Nytt namn' }, club.headers);
    stop();
    expect(changed).toEqual([sailing]);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    const club = await makeClubActor(t);
    for (const id of ['99999999', 'abc', '0', '-1', '1.5', '9999999999']) {
      const url = `/api/courses/${id}/`;
      expect((await t.request({ method: 'GET', url })).statusCode).toBe(404);
      expect((await send('PUT', url, { name: 'X' }, club.headers)).statusCode).toBe(404);
      expect((await send('DELETE', url, undefined, club.headers)).statusCode).toBe(404);
    }
  });
});
