import {
  boatSearchTexts,
  clubSearchTexts,
  sailingSearchTexts,
  sailorSearchTexts,
  seriesSearchTexts,
} from '@segla/core/search';
import type { SailingStatus } from '@segla/core/sailing';
import {
  addDays,
  clockSeconds,
  formatClockTime,
  stockholmWallClock,
  weekdayOf,
} from '@segla/core/time';
import type { Insertable, Kysely } from 'kysely';
import type { CompetitorTable, DB } from '../../db/schema.ts';
import { freeSlug, slugify } from '../../modules/auth/slug.ts';
import { indexSearchWordsOfMany } from '../../modules/search/search-words.ts';
import { demoBoatModels } from '../demo-data.ts';
import { seededRandom } from '../seeded-random.ts';
import {
  allSlugs,
  countSearchWords,
  findBoatModels,
  insertMany,
  insertManyReturningIds,
  setEntryResultsTrigger,
  type ScaleBoatModel,
} from './scale-repository.ts';
import {
  boatNames,
  clubName,
  clubPatterns,
  firstNames,
  lastNames,
  places,
  shortName,
} from './scale-names.ts';

/** How big a data set to make. */
export interface ScaleSize {
  clubs: number;
  sailings: number;
  competitors: number;
  /** The seeded random's seed: the same size and seed make the same data. */
  seed: number;
}

/** The national size of issue 15: every club in Sweden on one installation, ten seasons. */
export const NATIONAL_SIZE: ScaleSize = {
  clubs: 300,
  sailings: 30_000,
  competitors: 1_000_000,
  seed: 15,
};

export const SEASONS = 10;

export interface ScaleSummary {
  clubs: number;
  series: number;
  sailings: number;
  startGroups: number;
  competitors: number;
  sailors: number;
  boats: number;
  searchWords: number;
}

interface ClubPlan {
  name: string;
  slug: string;
  shortName: string;
  city: string;
  /** The evening its series sail: 2 Tuesday, 3 Wednesday, 4 Thursday. */
  weekday: number;
  fleet: number;
}

interface SailingPlan {
  club: number;
  series: number | null;
  name: string;
  date: string;
  startTime: string;
  status: SailingStatus;
  regStatus: 'open' | 'closed';
  verified: boolean;
  lengthNm: number;
  /** Boats entered. */
  size: number;
  finishes: 'all' | 'some' | 'none';
}

interface SeriesPlan {
  club: number;
  name: string;
}

const standaloneNames = [
  'Sommarregattan',
  'Klubbmästerskapet',
  'Midsommarseglingen',
  'Distanskappseglingen',
  'Höstpokalen',
  'Jungfruseglingen',
  'Nattseglingen',
  'Skärgårdsrundan',
];

const nextWeekday = (date: string, weekday: number) =>
  addDays(date, (weekday - weekdayOf(date) + 7) % 7);

/**
 * A national data set (issue 15): `size.clubs` clubs with a fleet each (a sailor with her boat),
 * ten seasons of sailings (spring and autumn series on the club's evening, weekend regattas),
 * two start groups per sailing (SRS keelboats, IF-boats scratch) and `size.competitors`
 * entries with finish times that follow the boats' SRS ratings, a few codes. Past sailings
 * are finished (a few cancelled or left as drafts), later ones upcoming or drafts; a few clubs
 * have a sailing on the water now. Everything searchable is indexed with the app's own
 * search texts. Runs in the caller's transaction; inserts in large multi-row statements.
 */
export async function seedScale(
  db: Kysely<DB>,
  size: ScaleSize,
  now = new Date(),
  progress: (line: string) => void = () => undefined,
): Promise<ScaleSummary> {
  const random = seededRandom(size.seed);
  const createdAt = now.toISOString();
  const today = stockholmWallClock(now).date;
  const thisYear = Number(today.slice(0, 4));
  const stamps = { created_at: createdAt, updated_at: createdAt };
  const summary: ScaleSummary = {
    clubs: 0,
    series: 0,
    sailings: 0,
    startGroups: 0,
    competitors: 0,
    sailors: 0,
    boats: 0,
    searchWords: 0,
  };
  const wordsBefore = await countSearchWords(db);

  const models = await boatModels(db, createdAt);
  const keelboats = models.filter((model) => model.name !== 'IF-båt');
  const ifBoat = models.find((model) => model.name === 'IF-båt')!;

  // Clubs: a pattern and a place each, every name and slug once.
  const takenClubSlugs = new Set(await allSlugs(db, 'clubs'));
  const combinations = shuffled(
    random,
    clubPatterns.flatMap((pattern) => places.map((place) => ({ pattern, place }))),
  );
  const perSailing = size.competitors / Math.max(1, size.sailings);
  const fleet = Math.max(6, Math.ceil(perSailing * 1.7));
  const clubs: ClubPlan[] = [];
  for (let c = 0; c < size.clubs; c++) {
    const { pattern, place } = combinations[c % combinations.length]!;
    const round = Math.floor(c / combinations.length);
    const name = clubName(pattern, place) + (round > 0 ? ` ${round + 1}` : '');
    const slug = freeSlug(slugify(name), takenClubSlugs);
    takenClubSlugs.add(slug);
    clubs.push({
      name,
      slug,
      shortName: shortName(name),
      city: place,
      weekday: 2 + (c % 3),
      fleet,
    });
  }
  const clubIds = await insertManyReturningIds(
    db,
    'clubs',
    clubs.map((club) => ({
      slug: club.slug,
      name: club.name,
      short_name: club.shortName,
      city: club.city,
      website: `https://${club.slug}.example`,
      description: `Kappsegling från ${club.city}.`,
      logo: null,
      ...stamps,
    })),
  );
  await indexSearchWordsOfMany(
    db,
    'club',
    clubs.map((club, c) => ({
      id: clubIds[c]!,
      texts: clubSearchTexts({ name: club.name, short_name: club.shortName, city: club.city }),
    })),
  );
  summary.clubs = clubs.length;
  progress(`${clubs.length} klubbar`);

  // Each club's fleet: a sailor and her boat.
  const takenSailorSlugs = new Set(await allSlugs(db, 'sailors'));
  const sailors: { first: string; last: string; club: number; slug: string }[] = [];
  for (const [c, club] of clubs.entries()) {
    for (let i = 0; i < club.fleet; i++) {
      const first = pick(random, firstNames);
      const last = pick(random, lastNames);
      const slug = freeSlug(slugify(`${first} ${last}`), takenSailorSlugs);
      takenSailorSlugs.add(slug);
      sailors.push({ first, last, club: c, slug });
    }
  }
  const sailorIds = await insertManyReturningIds(
    db,
    'sailors',
    sailors.map((sailor) => ({
      slug: sailor.slug,
      first_name: sailor.first,
      last_name: sailor.last,
      club_id: clubIds[sailor.club]!,
      picture: null,
      user_id: null,
      created_at: createdAt,
    })),
  );
  await indexSearchWordsOfMany(
    db,
    'sailor',
    sailors.map((sailor, i) => ({
      id: sailorIds[i]!,
      texts: sailorSearchTexts({
        first_name: sailor.first,
        last_name: sailor.last,
        club_name: clubs[sailor.club]!.name,
      }),
    })),
  );
  summary.sailors = sailors.length;

  const boats = sailors.map((_, i) => {
    const model = random() < 0.12 ? ifBoat : pick(random, keelboats);
    const ownSrs =
      random() < 0.1 ? Math.round(model.srs * (0.97 + random() * 0.06) * 1000) / 1000 : null;
    return {
      name: `${pick(random, boatNames)}${random() < 0.2 ? ` ${2 + Math.floor(random() * 4)}` : ''}`,
      sail_number: `SWE ${1 + ((i * 7919 + Math.floor(random() * 7)) % 29_999)}`,
      model,
      ownSrs,
    };
  });
  const boatIds = await insertManyReturningIds(
    db,
    'boats',
    boats.map((boat, i) => ({
      name: boat.name,
      sail_number: boat.sail_number,
      boat_model_id: boat.model.id,
      owner_id: sailorIds[i]!,
      own_srs: boat.ownSrs,
      certificate_year: boat.ownSrs === null ? null : thisYear,
      created_at: createdAt,
    })),
  );
  await indexSearchWordsOfMany(
    db,
    'boat',
    boats.map((boat, i) => ({ id: boatIds[i]!, texts: boatSearchTexts(boat) })),
  );
  summary.boats = boats.length;
  progress(`${sailors.length} seglare och båtar`);

  // Ten seasons of sailings per club, most in a spring and an autumn series.
  const series: SeriesPlan[] = [];
  const sailings: SailingPlan[] = [];
  for (const [c, club] of clubs.entries()) {
    const count = share(size.sailings, size.clubs, c);
    const clubSailings: SailingPlan[] = [];
    for (let s = 0; s < SEASONS; s++) {
      const year = thisYear - SEASONS + 1 + s;
      const n = share(count, SEASONS, s);
      if (n === 0) continue;
      const inSeries = n < 4 ? [n, 0] : [Math.floor(n * 0.4), Math.floor(n * 0.4)];
      const plans = [
        { name: n < 4 ? `Serien ${year}` : `Vårserien ${year}`, from: `${year}-05-05` },
        { name: `Höstserien ${year}`, from: `${year}-08-12` },
      ];
      for (const [k, plan] of plans.entries()) {
        const length = inSeries[k]!;
        if (length === 0) continue;
        series.push({ club: c, name: plan.name });
        let date = nextWeekday(plan.from, club.weekday);
        for (let i = 1; i <= length; i++) {
          clubSailings.push(
            sailingPlan(
              c,
              series.length - 1,
              `${weekdayName(club.weekday)} ${i}`,
              date,
              '18:30:00',
            ),
          );
          date = addDays(date, 7);
        }
      }
      let saturday = nextWeekday(`${year}-06-06`, 6);
      for (let i = 0; i < n - inSeries[0]! - inSeries[1]!; i++) {
        const name = standaloneNames[(c + i) % standaloneNames.length]!;
        clubSailings.push(sailingPlan(c, null, name, saturday, '11:00:00'));
        saturday = addDays(saturday, 14);
      }
    }
    // A few clubs race tonight, a few more have their next sailing open for entries.
    const last = clubSailings[clubSailings.length - 1];
    if (last && c % 25 === 0) {
      const started = stockholmWallClock(new Date(now.getTime() - 50 * 60_000));
      Object.assign(last, {
        date: started.date,
        startTime: `${started.time.slice(0, 5)}:00`,
        status: 'ongoing',
        finishes: 'some',
      });
    } else if (last && c % 10 === 0) {
      Object.assign(last, {
        date: addDays(today, 7 + (c % 20)),
        status: 'upcoming',
        regStatus: 'open',
        verified: false,
        finishes: 'none',
      });
    }
    sailings.push(...clubSailings);
  }

  function sailingPlan(
    club: number,
    seriesIndex: number | null,
    name: string,
    date: string,
    startTime: string,
  ): SailingPlan {
    const roll = random();
    let status: SailingStatus = 'finished';
    let finishes: SailingPlan['finishes'] = 'all';
    if (date > today) {
      status = roll < 0.25 ? 'unpublished' : 'upcoming';
      finishes = 'none';
    } else if (roll < 0.02) {
      status = 'cancelled';
      finishes = 'none';
    } else if (roll < 0.03) {
      status = 'unpublished';
      finishes = 'none';
    }
    return {
      club,
      series: seriesIndex,
      name,
      date,
      startTime,
      status,
      regStatus: status === 'upcoming' ? 'open' : 'closed',
      verified: status === 'finished' && random() < 0.9,
      lengthNm: Math.round((4 + random() * 8) * 10) / 10,
      size: 0,
      finishes,
    };
  }

  const seriesIds = await insertManyReturningIds(
    db,
    'series',
    series.map((plan) => ({
      club_id: clubIds[plan.club]!,
      name: plan.name,
      description: '',
      ...stamps,
    })),
  );
  await indexSearchWordsOfMany(
    db,
    'series',
    series.map((plan, i) => ({
      id: seriesIds[i]!,
      texts: seriesSearchTexts({ name: plan.name, club_name: clubs[plan.club]!.name }),
    })),
  );
  summary.series = series.length;

  const sailingIds = await insertManyReturningIds(
    db,
    'sailings',
    sailings.map((plan) => ({
      club_id: clubIds[plan.club]!,
      serie_id: plan.series === null ? null : seriesIds[plan.series]!,
      course_id: null,
      name: plan.name,
      description: '',
      start_date: plan.date,
      start_time: plan.startTime,
      status: plan.status,
      reg_status: plan.regStatus,
      entry_deadline: null,
      verified_result: plan.verified,
      is_finished: plan.status === 'finished',
      ...stamps,
    })),
  );
  await indexSearchWordsOfMany(
    db,
    'sailing',
    sailings.map((plan, i) => ({
      id: sailingIds[i]!,
      texts: sailingSearchTexts({
        name: plan.name,
        club_name: clubs[plan.club]!.name,
        serie_name: plan.series === null ? null : series[plan.series]!.name,
      }),
    })),
  );
  summary.sailings = sailings.length;
  progress(`${series.length} serier, ${sailings.length} seglingar`);

  // Two start groups per sailing: SRS keelboats, then IF-boats five minutes later, scratch.
  const groupIds = await insertManyReturningIds(
    db,
    'start_groups',
    sailings.flatMap((plan, i) => {
      const start = clockSeconds(plan.startTime) ?? 0;
      return [
        { name: 'SRS kölbåt', handicap: 'srs' as const, start, position: 0 },
        { name: 'IF-båt', handicap: 'scratch' as const, start: start + 300, position: 1 },
      ].map((group) => ({
        sailing_id: sailingIds[i]!,
        name: group.name,
        start_time: formatClockTime(group.start),
        handicap: group.handicap,
        start_type: 'common' as const,
        pursuit_minutes: null,
        position: group.position,
        created_at: createdAt,
      }));
    }),
  );
  summary.startGroups = groupIds.length;

  // Entries: sizes around the average (fewer for drafts, cancelled and upcoming sailings),
  // summing exactly to the size asked for as far as the fleets allow.
  const weights = sailings.map(
    (plan) =>
      (plan.status === 'finished' || plan.status === 'ongoing' ? 0.6 : 0.2) + 0.8 * random(),
  );
  const totalWeight = weights.reduce((a, b) => a + b, 0) || 1;
  let assigned = 0;
  for (const [i, plan] of sailings.entries()) {
    plan.size = Math.min(fleet, Math.round((size.competitors * weights[i]!) / totalWeight));
    assigned += plan.size;
  }
  for (let i = 0; assigned !== size.competitors && sailings.length > 0; i++) {
    const plan = sailings[i % sailings.length]!;
    if (assigned < size.competitors && plan.size < fleet) {
      plan.size += 1;
      assigned += 1;
    } else if (assigned > size.competitors && plan.size > 0) {
      plan.size -= 1;
      assigned -= 1;
    }
    if (i > sailings.length * (fleet + 2)) break;
  }

  // PostgreSQL would run the results-version trigger (migration 0004) once per entry: a million
  // updates of the sailings' rows in one transaction. The new sailings have no cached result
  // to invalidate, so it is off while their entries go in; the change is part of the
  // transaction (rolled back with it) and holds other writers of competitors until the commit.
  await setEntryResultsTrigger(db, false);
  const nowSeconds = clockSeconds(stockholmWallClock(now).time) ?? 0;
  let batch: Insertable<CompetitorTable>[] = [];
  const flush = async () => {
    await insertMany(db, 'competitors', batch);
    summary.competitors += batch.length;
    batch = [];
  };
  for (const [i, plan] of sailings.entries()) {
    const club = clubs[plan.club]!;
    const start = clockSeconds(plan.startTime) ?? 0;
    const firstSailor = plan.club * fleet;
    for (const member of sample(random, club.fleet, plan.size)) {
      const sailorIndex = firstSailor + member;
      const boat = boats[sailorIndex]!;
      const sailor = sailors[sailorIndex]!;
      const oneDesign = boat.model === ifBoat;
      const groupStart = oneDesign ? start + 300 : start;
      const rating =
        boat.ownSrs ??
        (random() < 0.2 && boat.model.noFlying ? boat.model.noFlying : boat.model.srs);
      // Boats sail at about 5.2 knots × rating; corrected times spread by ±7 %.
      const elapsed = Math.round(
        (plan.lengthNm / (5.2 * rating)) * 3600 * (0.93 + random() * 0.14),
      );
      const roll = random();
      let code: string | null = null;
      let finish: number | null = groupStart + elapsed;
      if (plan.finishes === 'none' || (plan.finishes === 'some' && finish > nowSeconds))
        finish = null;
      else if (roll < 0.03) code = 'DNS';
      else if (roll < 0.07) code = 'DNF';
      else if (roll < 0.08) code = 'RET';
      else if (roll < 0.085) code = 'OCS';
      else if (roll < 0.09) code = 'DSQ';
      if (code) finish = null;
      batch.push({
        sailing_id: sailingIds[i]!,
        start_group_id: groupIds[2 * i + (oneDesign ? 1 : 0)]!,
        sailor_id: sailorIds[sailorIndex]!,
        boat_id: boatIds[sailorIndex]!,
        name: `${sailor.first} ${sailor.last}`,
        boat_name: boat.name,
        boat_type: boat.model.name,
        sail_number: boat.sail_number,
        club_name: club.name,
        rating,
        start: null,
        finish_time: finish === null ? null : formatClockTime(finish),
        elapsed_time: finish === null ? null : finish - groupStart,
        code,
        code_points: null,
        redress_method: null,
        ...stamps,
      });
    }
    if (batch.length >= 20_000) {
      await flush();
      progress(`${summary.competitors} deltagare`);
    }
  }
  await flush();
  await setEntryResultsTrigger(db, true);
  summary.searchWords = (await countSearchWords(db)) - wordsBefore;
  return summary;
}

/** The demo's boat models (example SRS figures), added where missing, in the demo's order. */
async function boatModels(db: Kysely<DB>, createdAt: string): Promise<ScaleBoatModel[]> {
  const names = demoBoatModels.map(([name]) => name);
  const have = new Set((await findBoatModels(db, names)).map((model) => model.name));
  await insertMany(
    db,
    'boat_models',
    demoBoatModels
      .filter(([name]) => !have.has(name))
      .map(([name, srs, noFlying, shorthanded, shorthandedNoFlying]) => ({
        name,
        srs,
        srs_no_flying: noFlying,
        srs_shorthanded: shorthanded,
        srs_shorthanded_no_flying: shorthandedNoFlying,
        is_example: true,
        created_at: createdAt,
      })),
  );
  return (await findBoatModels(db, names)).sort(
    (a, b) => names.indexOf(a.name) - names.indexOf(b.name),
  );
}

/** The `index`th of `parts` near-equal shares of `total` (the first ones take the remainder). */
function share(total: number, parts: number, index: number): number {
  return Math.floor(total / parts) + (index < total % parts ? 1 : 0);
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function shuffled<T>(random: () => number, items: readonly T[]): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/** `count` distinct numbers below `n` (a partial Fisher–Yates shuffle). */
function sample(random: () => number, n: number, count: number): number[] {
  const items = Array.from({ length: n }, (_, i) => i);
  const k = Math.min(n, count);
  for (let i = 0; i < k; i++) {
    const j = i + Math.floor(random() * (n - i));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items.slice(0, k);
}

function weekdayName(weekday: number): string {
  return [
    'Söndagssegling',
    'Måndagssegling',
    'Tisdagssegling',
    'Onsdagssegling',
    'Torsdagssegling',
    'Fredagssegling',
    'Lördagssegling',
  ][weekday]!;
}
