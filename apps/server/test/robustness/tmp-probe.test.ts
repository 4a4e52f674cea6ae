import { it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { makeStaffActor, makeClubActor } from '../helpers/factories.ts';
it('probe', async () => {
  const t = await buildTestApp('sqlite');
  const a = await makeClubActor(t);
  const s = await makeStaffActor(t);
  for (const club of ['[[[1]]]', '[1]', '"1"', '{}', '[' .repeat(5000) + ']'.repeat(5000)]) {
    const r = await t.request({ method: 'POST', url: '/api/series/', headers: { ...s.headers, 'content-type': 'application/json' }, payload: `{"club":${club},"name":"X"}` });
    console.log('staff', club.slice(0, 10), r.statusCode, r.body.slice(0, 200));
    const r2 = await t.request({ method: 'POST', url: '/api/series/', headers: { ...a.headers, 'content-type': 'application/json' }, payload: `{"club":${club},"name":"X"}` });
    console.log('owner', club.slice(0, 10), r2.statusCode, r2.body.slice(0, 200));
  }
  await t.close();
});
