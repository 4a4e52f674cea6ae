/**
 * Runs in its own process for the results benchmark: the real app on a fresh SQLite database
 * holding one published 60-boat sailing, and a bare Fastify route sending the same bytes (the
 * app's answer as it is sent, identity or brotli, with its headers), so both are measured in
 * one run on the same machine and differ only in the work of producing the answer. Prints the
 * ports as one JSON line.
 */
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase } from '../../apps/server/src/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'segla-bench-'));
const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
const database = createDatabase(config.databaseUrl);
await migrateToLatest(database.db);
const { db } = database;
const now = new Date().toISOString();
const club = await db
  .insertInto('clubs')
  .values({ slug: 'bench', name: 'Bänkklubben', logo: null, created_at: now, updated_at: now })
  .returning('id')
  .executeTakeFirstOrThrow();
const sailing = await db
  .insertInto('sailings')
  .values({
    club_id: club.id,
    name: 'Mätsegling',
    start_date: '2026-05-13',
    start_time: '18:30:00',
    status: 'finished',
    is_finished: true,
    created_at: now,
    updated_at: now,
  })
  .returning('id')
  .executeTakeFirstOrThrow();
for (const [position, name] of ['SRS kölbåt', 'SRS utan undanvindssegel'].entries()) {
  const group = await db
    .insertInto('start_groups')
    .values({ sailing_id: sailing.id, name, start_time: '18:30:00', position, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('competitors')
    .values(
      Array.from({ length: 30 }, (_, i) => ({
        sailing_id: sailing.id,
        start_group_id: group.id,
        name: `Skeppare ${position * 30 + i}`,
        boat_name: `Båt ${i}`,
        boat_type: 'Albin Express',
        sail_number: `SWE ${position * 30 + i}`,
        rating: 0.8 + (i % 20) / 50,
        finish_time: `19:${String(20 + (i % 40)).padStart(2, '0')}:${String((i * 7) % 60).padStart(2, '0')}`,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
}

const app = await buildApp({ config, database, webRoot: null });
await app.listen({ port: 0, host: '127.0.0.1' });

/** The app's answer as sent for `acceptEncoding`: its bytes and headers, to be replayed. */
async function recordedAnswer(acceptEncoding: string | undefined) {
  const answer = await app.inject({
    method: 'GET',
    url: `/api/sailings/${sailing.id}/results/`,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(answer.headers)) {
    // Fastify sets these itself for any answer.
    if (['content-length', 'date', 'connection', 'keep-alive'].includes(name)) continue;
    if (typeof value === 'string') headers[name] = value;
  }
  return { headers, body: answer.rawPayload };
}
const identity = await recordedAnswer(undefined);
const brotli = await recordedAnswer('br');
const bare = Fastify();
bare.get('/constant', (request, reply) => {
  // The app's negotiation, reduced to the benchmark's two cases.
  const answer = request.headers['accept-encoding']?.includes('br') ? brotli : identity;
  return reply.headers(answer.headers).send(answer.body);
});
await bare.listen({ port: 0, host: '127.0.0.1' });

const port = (server: { server: { address(): unknown } }) =>
  (server.server.address() as { port: number }).port;
console.log(JSON.stringify({ app: port(app), bare: port(bare), sailingId: sailing.id }));
process.on('SIGTERM', () => {
  void Promise.all([app.close(), bare.close()])
    .then(() => database.close())
    .then(() => process.exit(0));
});
