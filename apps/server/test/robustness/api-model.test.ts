import { performance } from 'node:perf_hooks';
import { RESULT_CODES } from '@segla/core';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../src/db/database.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  createCompetitor,
  createSailing,
  createSeries,
  createStartGroup,
  insertBoatModel,
  makeClubActor,
  makeSailorActor,
  makeStaffActor,
  type Actor,
  type ClubActor,
  type SailorActor,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { errorLog, excerpt, Prober } from './robustness-helpers.ts';
import { LIFECYCLE_ACTIONS } from '@segla/core/sailing';
import { httpMethod } from '../helpers/http-method.ts';

/**
 * Issue 10, model-based: random sequences of valid and invalid writes through the API (courses,
 * series, sailings and their lifecycle, start groups of one name, competitors with finish times,
 * elapsed times and codes, a sailor's boats and entries, junk), by the club and staff. After
 * every step every detail, list and results endpoint of what exists is read, as anonymous and
 * as the owning club: reads answer 2xx (anonymous may get 404 for what is hidden), writes may be
 * refused (4xx), nothing answers 5xx.
 *
 * The model is what the database holds for the run's club, read again after each step: commands
 * pick their targets from it, so a refused write never leaves the model wrong. Failures are
 * collected, not thrown (fast-check would shrink for minutes): each names the steps before it.
 */

const SEED = 20_260_514;
const RUNS = 10;
const MAX_COMMANDS = 15;

type Writer = 'owner' | 'staff';
type Reader = 'anonymous' | 'owner';

interface Model {
  courses: number[];
  series: number[];
  sailings: { id: number; status: string; reg: string }[];
  groups: { id: number; sailingId: number; name: string }[];
  competitors: { id: number; sailingId: number }[];
  boats: number[];
}

interface Real {
  t: TestApp;
  prober: Prober;
  club: ClubActor;
  staff: Actor;
  sailor: SailorActor;
  boatModelId: number;
  /** The steps of this run so far, for failure reports. */
  trace: string[];
}

/** How many writes were sent and accepted: a run refusing everything would prove little. */
const writes = { total: 0, accepted: 0 };

const pick = <T>(list: readonly T[], index: number): T | undefined =>
  list.length === 0 ? undefined : list[index % list.length];

function headers(real: Real, who: Writer | Reader | 'sailor'): Record<string, string> {
  if (who === 'owner') return real.club.headers;
  if (who === 'staff') return real.staff.headers;
  if (who === 'sailor') return real.sailor.headers;
  return {};
}

/** A write: any answer below 500 is fine (validity depends on the state the run reached). */
async function write(
  real: Real,
  who: Writer | 'sailor',
  options: InjectOptions,
): Promise<{ status: number; body: unknown }> {
  const before = real.prober.failures.length;
  const response = await real.prober.send(who, {
    ...options,
    headers: { ...headers(real, who), ...options.headers },
  });
  tagSince(real, before);
  writes.total += 1;
  if (response.statusCode < 300) writes.accepted += 1;
  let body: unknown = null;
  try {
    body = response.body === '' ? null : response.json();
  } catch {
    body = response.body;
  }
  return { status: response.statusCode, body };
}

/** Adds the run's steps so far to the failures recorded since `before`. */
function tagSince(real: Real, before: number) {
  for (const failure of real.prober.failures.slice(before)) {
    failure.context = real.trace.slice(-8).join(' → ');
  }
}

/** Reads the model back from the database: the run's club's things. */
async function resync(model: Model, real: Real) {
  const { db } = real.t;
  const clubId = real.club.clubId;
  const [courses, series, sailings, groups, competitors, boats] = await Promise.all([
    db.selectFrom('courses').select('id').where('club_id', '=', clubId).orderBy('id').execute(),
    db.selectFrom('series').select('id').where('club_id', '=', clubId).orderBy('id').execute(),
    db
      .selectFrom('sailings')
      .select(['id', 'status', 'reg_status'])
      .where('club_id', '=', clubId)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('start_groups')
      .innerJoin('sailings', 'sailings.id', 'start_groups.sailing_id')
      .select(['start_groups.id', 'start_groups.sailing_id', 'start_groups.name'])
      .where('sailings.club_id', '=', clubId)
      .orderBy('start_groups.id')
      .execute(),
    db
      .selectFrom('competitors')
      .innerJoin('sailings', 'sailings.id', 'competitors.sailing_id')
      .select(['competitors.id', 'competitors.sailing_id'])
      .where('sailings.club_id', '=', clubId)
      .orderBy('competitors.id')
      .execute(),
    db
      .selectFrom('boats')
      .select('id')
      .where('owner_id', '=', real.sailor.sailorId)
      .orderBy('id')
      .execute(),
  ]);
  model.courses = courses.map((row) => row.id);
  model.series = series.map((row) => row.id);
  model.sailings = sailings.map((row) => ({ id: row.id, status: row.status, reg: row.reg_status }));
  model.groups = groups.map((row) => ({ id: row.id, sailingId: row.sailing_id, name: row.name }));
  model.competitors = competitors.map((row) => ({ id: row.id, sailingId: row.sailing_id }));
  model.boats = boats.map((row) => row.id);
}

/**
 * The club's earlier boats, leaving out those entered in a sailing: one anonymous may see (an
 * unpublished sailing is, to anonymous, one that does not exist: a 400 naming the field).
 */
function distinctCompetitorsUrl(model: Model, slug: string, who: Reader): string {
  const sailing = model.sailings.find((s) => who === 'owner' || s.status !== 'unpublished');
  return `/api/clubs/${slug}/distinct-competitors/${sailing ? `?sailing_id=${sailing.id}` : ''}`;
}

/**
 * Every read of what exists, as anonymous and as the owner: 2xx, or 404 for anonymous on a
 * detail of something hidden (an unpublished sailing, its competitors and results, a series
 * nobody may see yet); a published sailing, its results and competitors are never hidden.
 */
async function readEverything(model: Model, real: Real) {
  const { slug } = real.club;
  const details = [
    ...model.sailings.flatMap(({ id }) => [`/api/sailings/${id}/`, `/api/sailings/${id}/results/`]),
    ...model.series.flatMap((id) => [`/api/series/${id}/`, `/api/series/${id}/results/`]),
    ...model.courses.map((id) => `/api/courses/${id}/`),
    ...model.competitors.map(({ id }) => `/api/competitors/${id}/`),
    ...model.boats.map((id) => `/api/boats/${id}/`),
    `/api/clubs/${slug}/`,
    `/api/sailors/${real.sailor.sailorId}/`,
  ];
  // What anonymous must see: a published sailing, its results and competitors.
  const shown = new Set(model.sailings.filter((s) => s.status !== 'unpublished').map((s) => s.id));
  const published = new Set([
    ...[...shown].flatMap((id) => [`/api/sailings/${id}/`, `/api/sailings/${id}/results/`]),
    ...model.competitors
      .filter((c) => shown.has(c.sailingId))
      .map(({ id }) => `/api/competitors/${id}/`),
  ]);
  const lists = (who: Reader) => [
    `/api/sailings/?club=${slug}&status=upcoming,ongoing,finished`,
    `/api/series/?club=${slug}`,
    `/api/clubs/${slug}/courses/`,
    `/api/clubs/${slug}/sailors/`,
    distinctCompetitorsUrl(model, slug, who),
    `/api/boats/?owner=${real.sailor.sailorId}`,
    `/api/search/?query=${encodeURIComponent(real.club.name.split(' ').at(-1) ?? 'segel')}`,
    '/api/index-data/',
  ];
  for (const who of ['anonymous', 'owner'] as const) {
    for (const url of [...details, ...lists(who)]) {
      const before = real.prober.failures.length;
      const response = await real.prober.send(`${who} (read)`, {
        method: 'GET',
        url,
        headers: headers(real, who),
      });
      const status = response.statusCode;
      const hidden =
        who === 'anonymous' && status === 404 && details.includes(url) && !published.has(url);
      if (status < 500 && !(status >= 200 && status < 300) && !hidden) {
        real.prober.fail({
          kind: 'unexpected',
          who,
          method: 'GET',
          url,
          body: '',
          status,
          problem: `a read of something that exists answered ${status}: ${excerpt(response.body, 160)}`,
        });
      }
      tagSince(real, before);
    }
  }
}

/** One step: a labelled write (or a few) against the model's things, then every read. */
class Step implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly label: string,
    readonly needs: (model: Model) => boolean,
    readonly act: (model: Model, real: Real) => Promise<void>,
  ) {}

  check(model: Readonly<Model>): boolean {
    return this.needs(model);
  }

  async run(model: Model, real: Real): Promise<void> {
    real.trace.push(this.label);
    await this.act(model, real);
    await resync(model, real);
    await readEverything(model, real);
  }

  toString(): string {
    return this.label;
  }
}

const always = () => true;
const writer = fc.constantFrom<Writer>('owner', 'owner', 'staff');
const index = fc.nat(40);
const groupName = fc.constantFrom('SRS', 'SRS', 'SRS', 'srs', ' SRS ', 'Jolle', 'Ö-klass');
const clockTime = fc.constantFrom(
  '18:30',
  '18:30:15',
  '',
  null,
  '23:59:59',
  '00:00',
  '24:00',
  '7:5',
);
const date = fc.constantFrom('2025-05-14', '2030-06-01', '2024-02-29', '2025-02-29', '1899-12-31');
const rating = fc.constantFrom(0.9, 1, 1.234, null, '', '0,95', 0.0001, 5, 5.0001, 0, -1, 'x');
const timing = fc.oneof(
  fc
    .constantFrom(
      '19:45:10',
      '18:30:00',
      '18:29:59',
      '00:00:00',
      '23:59:59',
      '19:45',
      '25:00',
      null,
    )
    .map((value) => ({ finish_time: value })),
  fc
    .constantFrom(0, 1, 3600, 86_399, 86_400, 1.5, -1, '120', null)
    .map((value) => ({ elapsed_time: value })),
  fc
    .constantFrom(...RESULT_CODES, 'dnf', ' DSQ ', 'XYZ', '', null)
    .map((value) => ({ code: value })),
  fc.constant({ finish_time: '19:00:00', code: 'DNF' }),
);
const lifecycleAction = fc.constantFrom(...LIFECYCLE_ACTIONS);

/** Lifecycle actions in a row: the club's usual paths, or any order (mostly refused). */
const lifecyclePath = fc.oneof(
  fc.constantFrom(
    ['finish'],
    ['start', 'finish'],
    ['finish', 'verify'],
    ['cancel'],
    ['finish', 'reopen'],
    ['cancel', 'reopen', 'finish'],
  ),
  fc.array(lifecycleAction, { minLength: 1, maxLength: 3 }),
);

const commands = [
  // Courses.
  fc.tuple(writer, fc.constantFrom('Bana A', 'Bana A', '', 'Bana ' + 'x'.repeat(300))).map(
    ([who, name]) =>
      new Step(`course+ ${who} ${JSON.stringify(name.slice(0, 20))}`, always, async (_m, r) => {
        await write(r, who, {
          method: 'POST',
          url: '/api/courses/',
          payload: { club: r.club.clubId, name, length_nm: 2.5 },
        });
      }),
  ),
  fc.tuple(writer, index, fc.constantFrom(3.5, -1, 'x', null)).map(
    ([who, i, length]) =>
      new Step(
        `course~ ${who} #${i} ${String(length)}`,
        (m) => m.courses.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'PUT',
            url: `/api/courses/${pick(m.courses, i)}/`,
            payload: { name: `Bana ${i}`, length_nm: length },
          });
        },
      ),
  ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `course- ${who} #${i}`,
        (m) => m.courses.length > 0,
        async (m, r) => {
          await write(r, who, { method: 'DELETE', url: `/api/courses/${pick(m.courses, i)}/` });
        },
      ),
  ),

  // Series.
  fc
    .tuple(
      writer,
      fc.constantFrom<unknown>([4], [], [1, 2], '2, 4', [3, 3], 'x'),
      fc.constantFrom('series_entries', 'starting_area'),
      fc.constantFrom('2025', '2021'),
      fc.constantFrom('none', 'second'),
    )
    .map(
      ([who, thresholds, dnf, rules, round]) =>
        new Step(
          `series+ ${who} ${JSON.stringify(thresholds)} ${dnf} ${rules} ${round}`,
          always,
          async (_m, r) => {
            await write(r, who, {
              method: 'POST',
              url: '/api/series/',
              payload: {
                club: r.club.clubId,
                name: 'Onsdagsserien',
                discard_thresholds: thresholds,
                dnf_scoring: dnf,
                rules_edition: rules,
                round_corrected: round,
              },
            });
          },
        ),
    ),
  fc
    .tuple(
      writer,
      index,
      fc.constantFrom<unknown>([1], [2, 3], 'x'),
      fc.constantFrom('2021', '2025'),
    )
    .map(
      ([who, i, thresholds, rules]) =>
        new Step(
          `series~ ${who} #${i} ${JSON.stringify(thresholds)} ${rules}`,
          (m) => m.series.length > 0,
          async (m, r) => {
            const id = pick(m.series, i);
            await write(r, who, {
              method: 'PUT',
              url: `/api/series/${id}/`,
              payload: {
                id,
                name: `Serie ${i}`,
                discard_thresholds: thresholds,
                rules_edition: rules,
              },
            });
          },
        ),
    ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `series- ${who} #${i}`,
        (m) => m.series.length > 0,
        async (m, r) => {
          await write(r, who, { method: 'DELETE', url: `/api/series/${pick(m.series, i)}/` });
        },
      ),
  ),

  // Sailings.
  fc
    .tuple(
      writer,
      fc.option(index),
      fc.option(index),
      date,
      clockTime,
      fc.constantFrom('open', 'closed'),
      fc.constantFrom('unpublished', 'upcoming', undefined),
    )
    .map(
      ([who, serie, course, startDate, startTime, reg, status]) =>
        new Step(
          `sailing+ ${who} serie#${serie} course#${course} ${startDate} ${String(startTime)} ${reg} ${status}`,
          always,
          async (m, r) => {
            await write(r, who, {
              method: 'POST',
              url: '/api/sailings/',
              payload: {
                club: r.club.clubId,
                name: 'Kvällssegling',
                start_date: startDate,
                start_time: startTime,
                serie: serie === null ? '' : (pick(m.series, serie) ?? ''),
                course: course === null ? '' : (pick(m.courses, course) ?? ''),
                reg_status: reg,
                ...(status ? { status } : {}),
              },
            });
          },
        ),
    ),
  fc
    .tuple(
      writer,
      index,
      fc.record(
        {
          name: fc.constantFrom('Ny segling', ''),
          start_date: date,
          start_time: clockTime,
          serie: fc.oneof(index, fc.constant('')),
          reg_status: fc.constantFrom('open', 'closed'),
          status: fc.constantFrom('unpublished', 'upcoming', 'ongoing', 'finished', 'cancelled'),
          verified_result: fc.constantFrom(true, false, 'on', '0'),
        },
        { requiredKeys: [] },
      ),
      fc.boolean(),
    )
    .map(
      ([who, i, changes, asForm]) =>
        new Step(
          `sailing~ ${who} #${i} ${JSON.stringify(changes)}${asForm ? ' (multipart)' : ''}`,
          (m) => m.sailings.length > 0,
          async (m, r) => {
            const id = pick(m.sailings, i)!.id;
            const body: Record<string, unknown> = { id, ...changes };
            if (typeof changes.serie === 'number') body.serie = pick(m.series, changes.serie) ?? '';
            if (!asForm) {
              await write(r, who, { method: 'PUT', url: `/api/sailings/${id}/`, payload: body });
              return;
            }
            const boundary = '----model-boundary';
            const payload =
              Object.entries(body)
                .map(
                  ([key, value]) =>
                    `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value)}\r\n`,
                )
                .join('') + `--${boundary}--\r\n`;
            await write(r, who, {
              method: 'PUT',
              url: `/api/sailings/${id}/`,
              payload,
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
            });
          },
        ),
    ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `sailing- ${who} #${i}`,
        (m) => m.sailings.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'DELETE',
            url: `/api/sailings/${pick(m.sailings, i)!.id}/`,
          });
        },
      ),
  ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `sailing copy ${who} #${i}`,
        (m) => m.sailings.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'POST',
            url: `/api/sailings/${pick(m.sailings, i)!.id}/copy/`,
          });
        },
      ),
  ),
  fc.tuple(writer, index, lifecyclePath).map(
    ([who, i, actions]) =>
      new Step(
        `lifecycle ${who} #${i} ${actions.join(',')}`,
        (m) => m.sailings.length > 0,
        async (m, r) => {
          const id = pick(m.sailings, i)!.id;
          for (const action of actions) {
            await write(r, who, { method: 'POST', url: `/api/sailings/${id}/${action}/` });
          }
        },
      ),
  ),

  // Start groups, several of one name.
  fc
    .tuple(
      writer,
      index,
      groupName,
      clockTime,
      fc.constantFrom('srs', 'scratch'),
      fc.constantFrom('common', 'pursuit'),
      fc.constantFrom<unknown>(60, '', null, 0, 1441, '90'),
      fc.constantFrom('second', 'minute'),
    )
    .map(
      ([who, i, name, startTime, handicap, startType, minutes, rounding]) =>
        new Step(
          `group+ ${who} sailing#${i} ${JSON.stringify(name)} ${String(startTime)} ${handicap} ${startType} ${String(minutes)} ${rounding}`,
          (m) => m.sailings.length > 0,
          async (m, r) => {
            await write(r, who, {
              method: 'POST',
              url: '/api/start-groups/',
              payload: {
                sailing: pick(m.sailings, i)!.id,
                name,
                start_time: startTime,
                handicap,
                start_type: startType,
                pursuit_minutes: minutes,
                pursuit_rounding: rounding,
              },
            });
          },
        ),
    ),
  fc
    .tuple(
      writer,
      index,
      fc.record(
        {
          name: groupName,
          start_time: clockTime,
          start_type: fc.constantFrom('common', 'pursuit'),
          pursuit_minutes: fc.constantFrom<unknown>(45, ''),
          sailing: index,
          // Issue 13: which entries the group takes, and the one default group.
          min_rating: fc.constantFrom<unknown>(0.9, '1,05', '', null, 0, 2),
          max_rating: fc.constantFrom<unknown>(1.1, '', null, 0.5),
          boat_types: fc.constantFrom('', 'Folkbåt\nExpress', ' H-båt '),
          is_default: fc.boolean(),
        },
        { requiredKeys: [] },
      ),
    )
    .map(
      ([who, i, changes]) =>
        new Step(
          `group~ ${who} #${i} ${JSON.stringify(changes)}`,
          (m) => m.groups.length > 0,
          async (m, r) => {
            const body: Record<string, unknown> = { ...changes };
            if (changes.sailing !== undefined) body.sailing = pick(m.sailings, changes.sailing)!.id;
            await write(r, who, {
              method: 'PUT',
              url: `/api/start-groups/${pick(m.groups, i)!.id}/`,
              payload: body,
            });
          },
        ),
    ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `group- ${who} #${i}`,
        (m) => m.groups.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'DELETE',
            url: `/api/start-groups/${pick(m.groups, i)!.id}/`,
          });
        },
      ),
  ),

  // Competitors, with times and codes.
  fc.tuple(writer, index, fc.option(index), rating, fc.array(timing, { maxLength: 2 })).map(
    ([who, i, group, ratingValue, timings]) =>
      new Step(
        `competitor+ ${who} sailing#${i} group#${group} rating ${String(ratingValue)} ${JSON.stringify(timings)}`,
        (m) => m.sailings.length > 0,
        async (m, r) => {
          const sailing = pick(m.sailings, i)!.id;
          const groups = m.groups.filter((g) => g.sailingId === sailing);
          const created = await write(r, who, {
            method: 'POST',
            url: '/api/competitors/',
            payload: {
              sailing,
              name: 'Anna Ek',
              boat_name: 'Vindil',
              sail_number: `SWE ${i}`,
              rating: ratingValue,
              start_group: group === null ? '' : (pick(groups, group)?.id ?? ''),
            },
          });
          const id = (created.body as { id?: number } | null)?.id;
          if (created.status !== 201 || id === undefined) return;
          for (const body of timings) {
            await write(r, who, {
              method: 'PATCH',
              url: `/api/competitors/${id}/update-elapsed-time/`,
              payload: body,
            });
          }
        },
      ),
  ),
  fc
    .tuple(
      writer,
      index,
      fc.record(
        {
          rating,
          start_group: fc.oneof(index, fc.constant('')),
          sailing: index,
          name: fc.constantFrom('Bo', ''),
        },
        { requiredKeys: [] },
      ),
    )
    .map(
      ([who, i, changes]) =>
        new Step(
          `competitor~ ${who} #${i} ${JSON.stringify(changes)}`,
          (m) => m.competitors.length > 0,
          async (m, r) => {
            const body: Record<string, unknown> = { ...changes };
            // A group of any sailing: one of another sailing must be refused, not crash.
            if (typeof changes.start_group === 'number')
              body.start_group = pick(m.groups, changes.start_group)?.id ?? '';
            if (changes.sailing !== undefined) body.sailing = pick(m.sailings, changes.sailing)!.id;
            await write(r, who, {
              method: 'PATCH',
              url: `/api/competitors/${pick(m.competitors, i)!.id}/`,
              payload: body,
            });
          },
        ),
    ),
  fc.tuple(writer, index, timing).map(
    ([who, i, body]) =>
      new Step(
        `timing ${who} #${i} ${JSON.stringify(body)}`,
        (m) => m.competitors.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'PATCH',
            url: `/api/competitors/${pick(m.competitors, i)!.id}/update-elapsed-time/`,
            payload: body,
          });
        },
      ),
  ),
  fc.tuple(writer, index).map(
    ([who, i]) =>
      new Step(
        `competitor- ${who} #${i}`,
        (m) => m.competitors.length > 0,
        async (m, r) => {
          await write(r, who, {
            method: 'DELETE',
            url: `/api/competitors/${pick(m.competitors, i)!.id}/`,
          });
        },
      ),
  ),

  // The sailor: her boats, and entries into the club's sailings (open or not).
  fc.tuple(fc.constantFrom('Vindil', '', 'Båt'), fc.boolean()).map(
    ([name, withModel]) =>
      new Step(`boat+ sailor ${JSON.stringify(name)} model ${withModel}`, always, async (_m, r) => {
        await write(r, 'sailor', {
          method: 'POST',
          url: '/api/boats/',
          payload: { name, sail_number: 'SWE 7', boat_model: withModel ? r.boatModelId : '' },
        });
      }),
  ),
  fc.tuple(index, fc.constantFrom('Bris', ''), fc.boolean()).map(
    ([i, name, remove]) =>
      new Step(
        `boat${remove ? '-' : '~'} sailor #${i} ${JSON.stringify(name)}`,
        (m) => m.boats.length > 0,
        async (m, r) => {
          const id = pick(m.boats, i);
          await write(
            r,
            'sailor',
            remove
              ? { method: 'DELETE', url: `/api/boats/${id}/` }
              : { method: 'PATCH', url: `/api/boats/${id}/`, payload: { name, boat_model: '' } },
          );
        },
      ),
  ),
  fc
    .tuple(
      index,
      fc.boolean(),
      fc.constantFrom('srs', 'srs_no_flying', 'srs_shorthanded', 'srs_shorthanded_no_flying'),
    )
    .map(
      ([i, withBoat, sailConfig]) =>
        new Step(
          `entry sailor sailing#${i}${withBoat ? ' with boat' : ''} ${sailConfig}`,
          (m) => m.sailings.length > 0,
          async (m, r) => {
            // Issue 13: her boat and a sail configuration; without a boat it is a 400.
            await write(r, 'sailor', {
              method: 'POST',
              url: '/api/competitors/',
              payload: {
                sailing: pick(m.sailings, i)!.id,
                sail_config: sailConfig,
                ...(withBoat && m.boats.length > 0 ? { boat: m.boats[0] } : {}),
              },
            });
          },
        ),
    ),

  // The club renames itself (search words follow), and junk to any write route.
  fc.constantFrom('Segelsällskapet Vågen', '', 'Å'.repeat(201)).map(
    (name) =>
      new Step(`club~ owner ${JSON.stringify(name.slice(0, 24))}`, always, async (_m, r) => {
        await write(r, 'owner', {
          method: 'PATCH',
          url: `/api/clubs/${r.club.slug}/`,
          payload: { name, description: 'Klubben vid vattnet' },
        });
      }),
  ),
  fc
    .tuple(
      writer,
      fc.constantFrom(
        'PUT /api/sailings/{sailing}/',
        'POST /api/start-groups/',
        'PUT /api/start-groups/{group}/',
        'POST /api/competitors/',
        'PATCH /api/competitors/{competitor}/',
        'PATCH /api/competitors/{competitor}/update-elapsed-time/',
        'PUT /api/series/{series}/',
        'POST /api/series/',
        'PUT /api/courses/{course}/',
      ),
      index,
      fc.dictionary(
        fc.constantFrom(
          'sailing',
          'name',
          'start_time',
          'start_group',
          'rating',
          'finish_time',
          'elapsed_time',
          'code',
          'status',
          'serie',
          'discard_thresholds',
          'handicap',
          'start_type',
          'pursuit_minutes',
          'id',
          'club',
        ),
        fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 8 })),
        { maxKeys: 4 },
      ),
    )
    .map(
      ([who, route, i, body]) =>
        new Step(`junk ${who} ${route} #${i} ${excerpt(body, 120)}`, always, async (m, r) => {
          const [method, template] = route.split(' ') as [string, string];
          const ids: Record<string, number | undefined> = {
            sailing: pick(m.sailings, i)?.id,
            group: pick(m.groups, i)?.id,
            competitor: pick(m.competitors, i)?.id,
            series: pick(m.series, i),
            course: pick(m.courses, i),
          };
          const url = template.replace(/\{(\w+)\}/, (_all, name: string) => String(ids[name] ?? 1));
          await write(r, who, { method: httpMethod(method), url, payload: body });
        }),
    ),
];

/**
 * Each run starts from a club with a course and a series of two sailings: one finished, one
 * ongoing and open for entries, each with two start groups (common and pursuit start) and
 * competitors with a finish time, an elapsed time and a code. So most steps have something to
 * act on, and the results read after them have ranks to compute.
 */
async function startingPoint(real: Real) {
  const { t, club } = real;
  const course = await createCourse(t, club);
  const series = await createSeries(t, club, { club: club.clubId, discard_thresholds: [2] });
  for (const [date, finish] of [
    ['2025-05-14', true],
    ['2025-05-21', false],
  ] as const) {
    const sailing = await createSailing(t, club, {
      club: club.clubId,
      serie: series.id,
      course: course.id,
      status: 'upcoming',
      reg_status: 'open',
      start_date: date,
    });
    const groups = [
      await createStartGroup(t, club, sailing.id, { name: 'SRS', start_time: '18:30' }),
      await createStartGroup(t, club, sailing.id, {
        name: 'Jakt',
        start_time: '18:00',
        start_type: 'pursuit',
        pursuit_minutes: 60,
      }),
    ];
    const timings = [{ finish_time: '19:41:05' }, { elapsed_time: 4000 }, { code: 'DNF' }];
    const competitors = [];
    for (const n of timings.keys()) {
      competitors.push(
        await createCompetitor(t, club, sailing.id, {
          name: `Skeppare ${n}`,
          sail_number: `SWE ${n}`,
          start_group: groups[n % 2]!.id,
          rating: 0.9 + n / 10,
        }),
      );
    }
    await write(real, 'owner', { method: 'POST', url: `/api/sailings/${sailing.id}/start/` });
    for (const [n, timing] of timings.entries()) {
      await write(real, 'owner', {
        method: 'PATCH',
        url: `/api/competitors/${competitors[n]!.id}/update-elapsed-time/`,
        payload: timing,
      });
    }
    if (finish) {
      await write(real, 'owner', { method: 'POST', url: `/api/sailings/${sailing.id}/finish/` });
    }
  }
}

async function createCourse(t: TestApp, club: ClubActor) {
  const response = await t.request({
    method: 'POST',
    url: '/api/courses/',
    headers: club.headers,
    payload: { club: club.clubId, name: 'Bana A', length_nm: 3 },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

describe.each(databaseKinds)('API model on %s', (kind: DatabaseKind) => {
  let t: TestApp;
  const log = errorLog();

  beforeAll(async () => {
    t = await buildTestApp(kind, { logStream: log.stream });
  });
  afterAll(() => t?.close());

  it('never answers 5xx to any sequence of writes, and every read of what exists succeeds', async () => {
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const prober = new Prober(t, log);
    const staff = await makeStaffActor(t);
    const boatModel = await insertBoatModel(t.db, { name: 'Modellmodell', srs: 0.9 });
    let runs = 0;
    let steps = 0;
    writes.total = 0;
    writes.accepted = 0;

    await fc.assert(
      fc.asyncProperty(
        fc.commands(commands, { maxCommands: MAX_COMMANDS, size: 'max' }),
        async (cmds) => {
          runs += 1;
          const club = await makeClubActor(t);
          const sailor = await makeSailorActor(t, { club: club.clubId, firstName: 'Sara' });
          const real: Real = {
            t,
            prober,
            club,
            staff,
            sailor,
            boatModelId: boatModel.id,
            trace: [],
          };
          const model: Model = {
            courses: [],
            series: [],
            sailings: [],
            groups: [],
            competitors: [],
            boats: [],
          };
          await startingPoint(real);
          await resync(model, real);
          await fc.asyncModelRun(() => ({ model, real }), cmds);
          steps += real.trace.length;
        },
      ),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );

    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const cpu = process.cpuUsage(cpuBefore);
    console.log(
      `model ${kind}: ${runs} runs, ${steps} steps, ${prober.requests} requests ` +
        `(${writes.total} writes, ${writes.accepted} accepted), ` +
        `${prober.serverErrors} 5xx` +
        (prober.contractViolations > 0
          ? ` (${prober.contractViolations} of them test-only response-contract breaches)`
          : '') +
        `; ${seconds} s (${((cpu.user + cpu.system) / 1e6).toFixed(1)} s CPU)`,
    );
    // The report, not a diff of the list: one readable message with every class of failure.
    expect(prober.failures.length, prober.report(`model ${kind}`)).toBe(0);
  }, 180_000);
});
