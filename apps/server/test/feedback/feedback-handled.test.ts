import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import { type Actor, makeClubActor, makeStaffActor } from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';

interface InboxItem {
  id: number;
  handled_at: string | null;
}

/** Issue 13, item 4: staff mark feedback handled or unhandled and filter the inbox by it. */
describe.each(databaseKinds)('handled feedback on %s', (kind) => {
  let t: TestApp;
  let staff: Actor;
  beforeAll(async () => {
    t = await buildTestApp(kind);
    staff = await makeStaffActor(t);
  });
  afterAll(() => t.close());

  let address = 0;
  const send = async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/feedback/',
      payload: { subject: 'Övrigt', message: 'Hej' },
      remoteAddress: `10.78.0.${++address}`,
    });
    return response.json<{ id: number }>().id;
  };
  const mark = (id: number | string, payload: unknown, headers = staff.headers) =>
    t.request({
      method: 'PATCH',
      url: `/api/feedback/${id}/`,
      payload: payload as Record<string, unknown>,
      headers,
    });
  const inbox = async (query = '') =>
    (
      await t.request({ method: 'GET', url: `/api/feedback/${query}`, headers: staff.headers })
    ).json<InboxItem[]>();

  it('marks a message handled and unhandled, and filters the inbox', async () => {
    const id = await send();
    expect((await inbox()).find((item) => item.id === id)?.handled_at).toBeNull();
    const handled = await mark(id, { handled: true });
    expect(handled.statusCode).toBe(200);
    const at = handled.json<InboxItem>().handled_at;
    expect(at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Marking it again keeps the first time.
    expect((await mark(id, { handled: true })).json<InboxItem>().handled_at).toBe(at);
    expect((await inbox('?handled=1')).map((item) => item.id)).toContain(id);
    expect((await inbox('?handled=0')).map((item) => item.id)).not.toContain(id);
    const reopened = await mark(id, { handled: false });
    expect(reopened.json<InboxItem>().handled_at).toBeNull();
    expect((await inbox('?handled=0')).map((item) => item.id)).toContain(id);
  });

  it('answers bad input 400 on the field, unknown ids 404, and others 401/403', async () => {
    const id = await send();
    expect((await mark(id, {})).json()).toEqual({ handled: ['Detta fält är obligatoriskt.'] });
    expect((await mark(id, { handled: 'ja' })).statusCode).toBe(400);
    expect((await mark(id, { handled: true, note: 'x' })).statusCode).toBe(400);
    expect((await mark(2_000_000_000, { handled: true })).statusCode).toBe(404);
    const bad = await t.request({
      method: 'GET',
      url: '/api/feedback/?handled=2',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
    const club = await makeClubActor(t);
    expect((await mark(id, { handled: true }, club.headers)).statusCode).toBe(403);
    expect((await mark(id, { handled: true }, {} as never)).statusCode).toBe(401);
  });
});
