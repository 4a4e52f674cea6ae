import { CLUB_ROLE_LABELS } from '@segla/core/club';
import type { Kysely } from 'kysely';
import type { DB, SailingStatus } from '../db/schema.ts';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { slugify } from '../modules/auth/slug.ts';
import { insertSailor, insertUser } from '../modules/auth/user-repository.ts';
import {
  boatModelNames,
  findBoatModel,
  insertBoatModel,
} from '../modules/boat-models/boat-model-repository.ts';
import { insertBoat } from '../modules/boats/boat-repository.ts';
import { indexBoatSearchWords } from '../modules/boats/boat-search.ts';
import { anyClubExists, clubIdBySlug, insertClub } from '../modules/clubs/club-repository.ts';
import { indexClubSearchWords } from '../modules/clubs/club-search.ts';
import { insertCompetitors, setSailorNames } from '../modules/competitors/competitor-repository.ts';
import { insertCourse } from '../modules/courses/course-repository.ts';
import { insertOfficial } from '../modules/officials/official-repository.ts';
import {
  insertCategory,
  setSailorBirthYear,
  tickCategoryForSailors,
} from '../modules/prize-categories/prize-category-repository.ts';
import { insertSailing } from '../modules/sailings/sailing-repository.ts';
import { indexSailorSearchWords } from '../modules/sailors/sailor-search.ts';
import { indexSearchWords } from '../modules/search/search-words.ts';
import { insertSeries } from '../modules/series/series-repository.ts';
import { insertStartGroup } from '../modules/start-groups/start-group-repository.ts';
import {
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  demoBirthYears,
  demoBoatModels,
  demoBoats,
  demoClubs,
  demoDamSkippers,
  demoOfficials,
  demoPrizeCategories,
  type DemoBoat,
} from './demo-data.ts';
import { seededRandom } from './seeded-random.ts';
import {
  addDays,
  clockSeconds,
  formatClockTime,
  stockholmWallClock,
  weekdayOf,
} from '@segla/core/time';
import { sailingSearchTexts, seriesSearchTexts } from '@segla/core/search';

export interface DemoLogin {
  role: string;
  email: string;
  password: string;
}

export interface SeedSummary {
  clubs: number;
  series: number;
  sailings: number;
  competitors: number;
  logins: DemoLogin[];
}

interface Context {
  db: Kysely<DB>;
  now: string;
  random: () => number;
  passwordHash: string;
  modelIds: Map<string, { id: number; srs: number; noFlying: number | null }>;
}

interface Fleet {
  boat: DemoBoat;
  sailorId: number;
  /** The sailor's own account, if she has one. */
  userId: number | null;
  boatId: number;
  clubName: string;
}

const email = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

/** Does the database hold any club? Demo data goes only into an empty database. */
export function hasAnyClub(db: Kysely<DB>): Promise<boolean> {
  return anyClubExists(db);
}

/**
 * Seeds the demo: three fictional clubs with courses and club accounts, 25 sailors (five with
 * accounts, two of them officials of Bris: a race officer and a club admin), their boats, a finished spring series of six evening sailings with two start
 * groups and 15–25 boats each, a short autumn series, an ongoing sailing with some finishes and
 * upcoming sailings open for entries. Dates follow `now`. Returns null if already seeded.
 */
export async function seedDemo(db: Kysely<DB>, now = new Date()): Promise<SeedSummary | null> {
  if ((await clubIdBySlug(db, 'bris')) !== undefined) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction().execute(async (trx) => {
    const ctx: Context = {
      db: trx,
      now: now.toISOString(),
      random: seededRandom(2026),
      passwordHash,
      modelIds: new Map(),
    };
    const summary: SeedSummary = { clubs: 0, series: 0, sailings: 0, competitors: 0, logins: [] };
    await seedBoatModels(ctx);

    await insertUser(
      trx,
      { email: email('admin'), passwordHash, accountType: 'staff', isStaff: true, clubId: null },
      ctx.now,
    );
    summary.logins.push({ role: 'Administratör', email: email('admin'), password: DEMO_PASSWORD });

    const clubs = new Map<string, { id: number; name: string; courseIds: number[] }>();
    for (const club of demoClubs) {
      const seeded = await seedClub(ctx, club);
      clubs.set(club.slug, seeded);
      summary.clubs += 1;
      summary.logins.push({
        role: `Klubbkonto, ${club.name}`,
        email: email(club.slug),
        password: DEMO_PASSWORD,
      });
    }
    const bris = clubs.get('bris')!;
    const vfk = clubs.get('vastra-fjarden')!;
    const malarvik = clubs.get('malarvik')!;

    // Skippers 0–14 sail for Bris, 15–21 for Västra Fjärden, 22–24 for Mälarvik.
    const fleet: Fleet[] = [];
    for (const [i, boat] of demoBoats().entries()) {
      const club = i < 15 ? bris : i < 22 ? vfk : malarvik;
      const withAccount = i % 5 === 0 || officialOf(boat) !== undefined;
      fleet.push(await seedSailorAndBoat(ctx, boat, club, withAccount, summary));
    }
    await seedOfficials(ctx, clubs, fleet, summary);
    const dam = await seedPrizeCategories(ctx, bris, fleet);

    const today = stockholmWallClock(now).date;
    const springYear = Number(today.slice(0, 4)) - (Number(today.slice(5, 7)) < 6 ? 1 : 0);

    // Bris: Vårserien, six Wednesday evenings from the last week of April.
    const spring = await seedSeries(
      ctx,
      bris,
      `Vårserien ${springYear}`,
      'Sex onsdagskvällar i Baggensfjärden.',
    );
    summary.series += 1;
    let date = nextWeekday(`${springYear}-04-22`, 3);
    const brisFleet = fleet.slice(0, 22);
    for (let n = 1; n <= 6; n++) {
      const status: SailingStatus = 'finished';
      const sailingId = await seedSailing(ctx, bris, {
        name: `Onsdagssegling ${n}`,
        date,
        startTime: '18:30:00',
        serieId: spring.id,
        serieName: spring.name,
        courseId: bris.courseIds[n % bris.courseIds.length] ?? null,
        status,
        regStatus: 'closed',
        verified: n < 6,
      });
      // 16–20 of the 22 boats come each evening; the others score DNC in the series.
      const evening = pick(ctx, brisFleet, 16 + Math.floor(ctx.random() * 5));
      summary.competitors += await seedEntries(ctx, sailingId, evening, {
        attendance: 1,
        finish: 'all',
        startTime: '18:30:00',
        lengthNm: 6,
      });
      summary.sailings += 1;
      date = addDays(date, 7);
    }

    // Västra Fjärden: a short autumn series of three Tuesdays.
    const autumn = await seedSeries(
      ctx,
      vfk,
      `Höstserien ${springYear}`,
      'Tisdagsseglingar i augusti.',
    );
    summary.series += 1;
    date = nextWeekday(`${springYear}-08-04`, 2);
    for (let n = 1; n <= 3; n++) {
      const sailingId = await seedSailing(ctx, vfk, {
        name: `Tisdagssegling ${n}`,
        date,
        startTime: '18:00:00',
        serieId: autumn.id,
        serieName: autumn.name,
        courseId: vfk.courseIds[0] ?? null,
        status: 'finished',
        regStatus: 'closed',
        verified: true,
      });
      summary.competitors += await seedEntries(
        ctx,
        sailingId,
        [...fleet.slice(15, 22), ...fleet.slice(5, 12)],
        { attendance: 0.9, finish: 'all', startTime: '18:00:00', lengthNm: 7.8 },
      );
      summary.sailings += 1;
      date = addDays(date, 7);
    }

    // Bris: an ongoing sailing, started 50 minutes ago, with the first boats home.
    const started = stockholmWallClock(new Date(now.getTime() - 50 * 60_000));
    const startTime = `${started.time.slice(0, 5)}:00`;
    const ongoingId = await seedSailing(ctx, bris, {
      name: 'Kvällssegling',
      date: started.date,
      startTime,
      serieId: null,
      serieName: null,
      courseId: bris.courseIds[1] ?? null,
      status: 'ongoing',
      regStatus: 'closed',
      verified: false,
    });
    summary.competitors += await seedEntries(ctx, ongoingId, brisFleet.slice(0, 16), {
      attendance: 1,
      finish: 'some',
      startTime,
      lengthNm: 4.2,
    });
    summary.sailings += 1;

    // Upcoming sailings, open for entries.
    const nextBris = await seedSailing(ctx, bris, {
      name: 'Höstpokalen',
      date: nextWeekday(addDays(today, 1), 3),
      startTime: '18:30:00',
      serieId: null,
      serieName: null,
      courseId: bris.courseIds[0] ?? null,
      status: 'upcoming',
      regStatus: 'open',
      verified: false,
    });
    summary.competitors += await seedEntries(ctx, nextBris, brisFleet.slice(0, 8), {
      attendance: 1,
      finish: 'none',
      startTime: '18:30:00',
      lengthNm: 6.5,
    });
    const nextMalarvik = await seedSailing(ctx, malarvik, {
      name: 'Mälarvikspokalen',
      date: addDays(today, 21),
      startTime: '11:00:00',
      serieId: null,
      serieName: null,
      courseId: malarvik.courseIds[0] ?? null,
      status: 'upcoming',
      regStatus: 'open',
      verified: false,
    });
    summary.competitors += await seedEntries(ctx, nextMalarvik, fleet.slice(22), {
      attendance: 1,
      finish: 'none',
      startTime: '11:00:00',
      lengthNm: 5.5,
    });
    summary.sailings += 2;
    // Every entry of Bris's women skippers ticks Dam, so its results can show the category.
    const women = fleet.filter((entry) => demoDamSkippers.includes(entry.boat.skipper.firstName));
    await tickCategoryForSailors(
      trx,
      { id: dam, clubId: bris.id },
      women.map((entry) => entry.sailorId),
    );
    return summary;
  });
}

/**
 * Bris's prize categories (issue 32) and the demo skippers' birth years the birth-year ones
 * read; returns the id of Dam, which entries tick.
 */
async function seedPrizeCategories(
  ctx: Context,
  bris: { id: number },
  fleet: readonly Fleet[],
): Promise<number> {
  let dam = 0;
  for (const [position, category] of demoPrizeCategories.entries()) {
    const id = await insertCategory(ctx.db, {
      club_id: bris.id,
      ...category,
      position,
      created_at: ctx.now,
    });
    if (category.rule === 'entry_flag') dam = id;
  }
  for (const entry of fleet) {
    const year = demoBirthYears[entry.boat.skipper.firstName];
    if (year !== undefined) await setSailorBirthYear(ctx.db, entry.sailorId, year);
  }
  return dam;
}

/** The role a demo skipper holds (demoOfficials), if any. */
function officialOf(boat: DemoBoat) {
  const { firstName, lastName } = boat.skipper;
  return demoOfficials.find(
    (official) => official.firstName === firstName && official.lastName === lastName,
  );
}

/**
 * Grants the demo officials their roles, as the officials API would: each is a sailor of the
 * fleet with an account of her own (seedDemo gives her one). Her login is listed with her role.
 */
async function seedOfficials(
  ctx: Context,
  clubs: ReadonlyMap<string, { id: number; name: string }>,
  fleet: readonly Fleet[],
  summary: SeedSummary,
) {
  for (const official of demoOfficials) {
    const club = clubs.get(official.clubSlug);
    const sailor = fleet.find((entry) => officialOf(entry.boat) === official);
    if (!club || !sailor || sailor.userId === null || sailor.clubName !== club.name) {
      throw new Error(
        `Demodata: ${official.firstName} ${official.lastName} saknar konto i ${official.clubSlug}.`,
      );
    }
    await insertOfficial(
      ctx.db,
      { clubId: club.id, userId: sailor.userId, role: official.role },
      ctx.now,
    );
    const address = email(slugify(`${official.firstName} ${official.lastName}`).replace(/-/g, '.'));
    const login = summary.logins.find((entry) => entry.email === address);
    if (login) login.role = `${CLUB_ROLE_LABELS[official.role]}, ${club.name}`;
  }
}

/** `count` boats of `fleet`, chosen at random but in fleet order. */
function pick(ctx: Context, fleet: Fleet[], count: number): Fleet[] {
  const keyed = fleet.map((entry, index) => ({ entry, index, key: ctx.random() }));
  const chosen = keyed.sort((a, b) => a.key - b.key).slice(0, count);
  return chosen.sort((a, b) => a.index - b.index).map((c) => c.entry);
}

/** The first date on or after `from` that falls on `weekday` (0 = Sunday). */
function nextWeekday(from: string, weekday: number): string {
  return addDays(from, (weekday - weekdayOf(from) + 7) % 7);
}

/** The demo's boat models: those already there (by name) are kept as they are. */
async function seedBoatModels(ctx: Context) {
  const existingIds = new Map((await boatModelNames(ctx.db)).map((row) => [row.name, row.id]));
  for (const [name, srs, noFlying, shorthanded, shorthandedNoFlying] of demoBoatModels) {
    const existingId = existingIds.get(name);
    const existing = existingId === undefined ? undefined : await findBoatModel(ctx.db, existingId);
    if (existing) {
      ctx.modelIds.set(name, {
        id: existing.id,
        srs: existing.srs,
        noFlying: existing.srs_no_flying,
      });
      continue;
    }
    const id = await insertBoatModel(ctx.db, {
      name,
      srs,
      srs_no_flying: noFlying,
      srs_shorthanded: shorthanded,
      srs_shorthanded_no_flying: shorthandedNoFlying,
      is_example: true,
      created_at: ctx.now,
    });
    ctx.modelIds.set(name, { id, srs, noFlying });
  }
}

async function seedClub(ctx: Context, club: (typeof demoClubs)[number]) {
  const id = await insertClub(ctx.db, {
    slug: club.slug,
    name: club.name,
    short_name: club.shortName,
    city: club.city,
    website: club.website,
    email: email(club.slug),
    description: club.description,
    logo: null,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await indexClubSearchWords(ctx.db, {
    id,
    name: club.name,
    short_name: club.shortName,
    city: club.city,
  });
  await insertUser(
    ctx.db,
    {
      email: email(club.slug),
      passwordHash: ctx.passwordHash,
      accountType: 'club',
      isStaff: false,
      clubId: id,
    },
    ctx.now,
  );
  const courseIds: number[] = [];
  for (const course of club.courses) {
    courseIds.push(
      await insertCourse(ctx.db, {
        club_id: id,
        name: course.name,
        description: course.description,
        length_nm: course.lengthNm,
        map: null,
        created_at: ctx.now,
      }),
    );
  }
  return { id, name: club.name, courseIds };
}

async function seedSailorAndBoat(
  ctx: Context,
  boat: DemoBoat,
  club: { id: number; name: string },
  withAccount: boolean,
  summary: SeedSummary,
): Promise<Fleet> {
  const { firstName, lastName } = boat.skipper;
  const slug = slugify(`${firstName} ${lastName}`);
  let userId: number | null = null;
  if (withAccount) {
    const address = email(slug.replace(/-/g, '.'));
    userId = await insertUser(
      ctx.db,
      {
        email: address,
        passwordHash: ctx.passwordHash,
        accountType: 'sailor',
        isStaff: false,
        clubId: null,
      },
      ctx.now,
    );
    summary.logins.push({ role: `Seglare, ${club.name}`, email: address, password: DEMO_PASSWORD });
  }
  const sailorId = await insertSailor(ctx.db, { slug, userId, clubId: club.id }, ctx.now);
  await setSailorNames(ctx.db, sailorId, { first_name: firstName, last_name: lastName });
  await indexSailorSearchWords(ctx.db, { sailorIds: [sailorId] });
  const model = ctx.modelIds.get(boat.model);
  const boatId = await insertBoat(ctx.db, {
    name: boat.boatName,
    sail_number: boat.sailNumber,
    boat_model_id: model?.id ?? null,
    owner_id: sailorId,
    created_at: ctx.now,
  });
  await indexBoatSearchWords(ctx.db, [
    { id: boatId, name: boat.boatName, sail_number: boat.sailNumber },
  ]);
  return { boat, sailorId, userId, boatId, clubName: club.name };
}

async function seedSeries(
  ctx: Context,
  club: { id: number; name: string },
  name: string,
  description: string,
) {
  const id = await insertSeries(ctx.db, {
    club_id: club.id,
    name,
    description,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await indexSearchWords(ctx.db, 'series', id, seriesSearchTexts({ name, club_name: club.name }));
  return { id, name };
}

interface SailingSeed {
  name: string;
  date: string;
  startTime: string;
  serieId: number | null;
  serieName: string | null;
  courseId: number | null;
  status: SailingStatus;
  regStatus: 'open' | 'closed';
  verified: boolean;
}

async function seedSailing(ctx: Context, club: { id: number; name: string }, s: SailingSeed) {
  const id = await insertSailing(ctx.db, {
    club_id: club.id,
    serie_id: s.serieId,
    course_id: s.courseId,
    name: s.name,
    description: '',
    start_date: s.date,
    start_time: s.startTime,
    status: s.status,
    reg_status: s.regStatus,
    verified_result: s.verified,
    is_finished: s.status === 'finished',
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  await indexSearchWords(
    ctx.db,
    'sailing',
    id,
    sailingSearchTexts({ name: s.name, club_name: club.name, serie_name: s.serieName }),
  );
  return id;
}

/**
 * Enters boats into a sailing: IF-boats in a scratch one-design group five minutes after the SRS
 * keelboats. Finish times follow each boat's rating with some spread, so corrected times are
 * close, as in a real evening race; a few boats retire or do not start.
 */
async function seedEntries(
  ctx: Context,
  sailingId: number,
  fleet: Fleet[],
  options: {
    attendance: number;
    finish: 'all' | 'some' | 'none';
    startTime: string;
    lengthNm: number;
  },
): Promise<number> {
  const srsStart = clockSeconds(options.startTime) ?? 0;
  const groups = {
    srs: { name: 'SRS kölbåt', handicap: 'srs' as const, start: srsStart, position: 0 },
    onedesign: { name: 'IF-båt', handicap: 'scratch' as const, start: srsStart + 300, position: 1 },
  };
  const groupIds = new Map<string, number>();
  for (const [key, group] of Object.entries(groups)) {
    const groupId = await insertStartGroup(ctx.db, {
      sailing_id: sailingId,
      name: group.name,
      start_time: formatClockTime(group.start),
      handicap: group.handicap,
      start_type: 'common',
      pursuit_minutes: null,
      position: group.position,
      created_at: ctx.now,
    });
    groupIds.set(key, groupId);
  }
  const nowSeconds = clockSeconds(stockholmWallClock(new Date(ctx.now)).time) ?? 0;
  const rows = [];
  for (const entry of fleet) {
    if (ctx.random() > options.attendance) continue;
    const model = ctx.modelIds.get(entry.boat.model);
    const oneDesign = entry.boat.model === 'IF-båt';
    const rating = model ? (ctx.random() < 0.2 && model.noFlying ? model.noFlying : model.srs) : 1;
    const group = oneDesign ? groups.onedesign : groups.srs;
    // Boats sail at about 5.2 knots × rating; corrected times spread by ±7 %.
    const elapsed = Math.round(
      (options.lengthNm / (5.2 * rating)) * 3600 * (0.93 + ctx.random() * 0.14),
    );
    const roll = ctx.random();
    let code: string | null = null;
    let finish: number | null = group.start + elapsed;
    if (options.finish === 'none') finish = null;
    else if (options.finish === 'some' && finish > nowSeconds) finish = null;
    else if (roll < 0.03) code = 'DNS';
    else if (roll < 0.07) code = 'DNF';
    if (code) finish = null;
    rows.push({
      sailing_id: sailingId,
      start_group_id: groupIds.get(oneDesign ? 'onedesign' : 'srs') ?? null,
      sailor_id: entry.sailorId,
      boat_id: entry.boatId,
      name: `${entry.boat.skipper.firstName} ${entry.boat.skipper.lastName}`,
      boat_name: entry.boat.boatName,
      boat_type: entry.boat.model,
      sail_number: entry.boat.sailNumber,
      club_name: entry.clubName,
      rating,
      start: null,
      finish_time: finish === null ? null : formatClockTime(finish),
      elapsed_time: finish === null ? null : finish - group.start,
      code,
      code_points: null,
      redress_method: null,
      created_at: ctx.now,
      updated_at: ctx.now,
    });
  }
  await insertCompetitors(ctx.db, rows);
  return rows.length;
}

/** What was seeded and how to log in, for the command line and the server log. */
export function describeSeed(summary: SeedSummary): string {
  const lines = [
    `Demodata inlagd: ${summary.clubs} klubbar, ${summary.series} serier, ${summary.sailings} seglingar, ${summary.competitors} deltagare.`,
    'SRS-talen i demodatan är exempelvärden, inte officiella SRS-tal.',
    'Inloggningar:',
    ...summary.logins.map((login) => `  ${login.email} / ${login.password}  (${login.role})`),
  ];
  return lines.join('\n');
}
