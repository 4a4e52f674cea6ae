import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DB } from '../../src/db/schema.ts';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.ts';
import {
  insertBoat,
  insertBoatModel,
  insertCompetitor,
  insertCourse,
  insertSailing,
  insertSeries,
  insertStartGroup,
  makeClubActor,
  makeOfficialActor,
  makeSailorActor,
  makeStaffActor,
  uniqueEmail,
} from '../helpers/factories.ts';
import { databaseKinds } from '../helpers/test-database.ts';
import { createClubWithAccount } from '../../src/modules/clubs/club-admin-service.ts';
import { insertUser } from '../../src/modules/auth/user-repository.ts';
import { insertOfficial } from '../../src/modules/officials/official-repository.ts';
import { UnsubscribeTokens } from '../../src/mail/sailor-mail-tokens.ts';

/**
 * docs/product.md §6 as one table: every mutating endpoint × every kind of caller, with the status
 * each must get. Each cell makes its own fresh objects, so no cell depends on another.
 *
 * The officials (issue 29) are sailor accounts with a role: `clubAdmin` and `raceOfficer` in the
 * club, `otherOfficer` a race officer of another club, `removedOfficial` a race officer of the
 * club whose role was removed after she signed in (her token is still good, her role is gone).
 */
type Role =
  | 'anonymous'
  | 'sailor'
  | 'otherClub'
  | 'ownClub'
  | 'clubAdmin'
  | 'raceOfficer'
  | 'otherOfficer'
  | 'removedOfficial'
  | 'staff';
const roles: Role[] = [
  'anonymous',
  'sailor',
  'otherClub',
  'ownClub',
  'clubAdmin',
  'raceOfficer',
  'otherOfficer',
  'removedOfficial',
  'staff',
];
type Officials = Pick<
  Record<Role, number>,
  'clubAdmin' | 'raceOfficer' | 'otherOfficer' | 'removedOfficial'
>;
/** The four officials alike: what a sailor account that is not the one in the row gets. */
const officials = (status: number): Officials => ({
  clubAdmin: status,
  raceOfficer: status,
  otherOfficer: status,
  removedOfficial: status,
});

interface World {
  db: Kysely<DB>;
  /** SECRET_KEY, for the unsubscribe links' tokens. */
  secretKey: string;
  club: { clubId: number; slug: string };
  sailor: { sailorId: number };
  boatModelId: number;
}
interface Call {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET';
  url: string;
  payload?: Record<string, unknown>;
}
interface Row {
  name: string;
  call: (w: World) => Call | Promise<Call>;
  expect: Record<Role, number>;
}

let counter = 0;
const next = () => ++counter;
const all = (status: number): Record<Role, number> => ({
  anonymous: status,
  sailor: status,
  otherClub: status,
  ownClub: status,
  ...officials(status),
  staff: status,
});
/** Writes on a club's own data (profile, courses, series, roles): its admins and staff. */
const clubWrite = (ok: number): Record<Role, number> => ({
  anonymous: 401,
  sailor: 403,
  otherClub: 403,
  ownClub: ok,
  ...officials(403),
  clubAdmin: ok,
  staff: ok,
});
/** Writes on the club's racing (sailings, groups, entries, finishes): race officers too. */
const racingWrite = (ok: number): Record<Role, number> => ({
  ...clubWrite(ok),
  raceOfficer: ok,
});
const staffOnly = (ok: number): Record<Role, number> => ({
  anonymous: 401,
  sailor: 403,
  otherClub: 403,
  ownClub: 403,
  ...officials(403),
  staff: ok,
});

async function sailingOf(w: World, options: { regOpen?: boolean } = {}) {
  const sailing = await insertSailing(w.db, {
    clubId: w.club.clubId,
    status: 'upcoming',
    startDate: '2030-06-01',
  });
  await w.db
    .updateTable('sailings')
    .set({ reg_status: options.regOpen ? 'open' : 'closed' })
    .where('id', '=', sailing.id)
    .execute();
  return sailing;
}
/** A series with a published sailing, so everybody can see it (and be refused its writes). */
async function seriesOf(w: World) {
  const series = await insertSeries(w.db, { clubId: w.club.clubId });
  await insertSailing(w.db, { clubId: w.club.clubId, serieId: series.id, status: 'upcoming' });
  return series.id;
}
async function competitorOf(w: World) {
  const sailing = await sailingOf(w);
  const group = await insertStartGroup(w.db, { sailingId: sailing.id, startTime: '18:30:00' });
  return insertCompetitor(w.db, {
    sailingId: sailing.id,
    startGroupId: group.id,
    name: 'Skeppare',
    rating: 0.9,
  });
}
/** An entry of a sailing with an entry fee (issue 31). */
async function paidEntryOf(w: World) {
  const sailing = await sailingOf(w);
  await w.db.updateTable('sailings').set({ entry_fee: 150 }).where('id', '=', sailing.id).execute();
  const { id } = await insertCompetitor(w.db, { sailingId: sailing.id, name: 'Skeppare' });
  return { id, sailingId: sailing.id };
}
/** A notice on a published sailing's board (issue 30). */
async function noticeOf(w: World) {
  const sailing = await sailingOf(w);
  const { id } = await w.db
    .insertInto('notices')
    .values({
      club_id: w.club.clubId,
      sailing_id: sailing.id,
      series_id: null,
      kind: 'message',
      document_kind: null,
      title: '',
      text: 'Hej',
      file_name: null,
      file_type: null,
      file_size: null,
      user_id: null,
      posted_by: 'Klubbkontot',
      posted_at: new Date().toISOString(),
      edited_at: null,
      withdrawn_at: null,
      withdrawn_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** A protest the club filed against a boat of a published sailing (issue 30). */
async function protestOf(w: World) {
  const competitor = await competitorOf(w);
  const row = await w.db
    .selectFrom('competitors')
    .select('sailing_id')
    .where('id', '=', competitor.id)
    .executeTakeFirstOrThrow();
  const { id } = await w.db
    .insertInto('protests')
    .values({
      sailing_id: row.sailing_id,
      number: 1,
      kind: 'protest',
      status: 'filed',
      protestor_id: null,
      description: 'Luvbåten höll inte undan.',
      informed: false,
      user_id: null,
      filed_by: 'Klubbkontot',
      filed_at: new Date().toISOString(),
      late_reason: null,
      hearing_at: null,
      hearing_place: null,
      outcome: null,
      decided_at: null,
      decided_by: null,
      change_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await w.db
    .insertInto('protest_boats')
    .values({ protest_id: id, competitor_id: competitor.id })
    .execute();
  return id;
}
/** A change-log entry of a timed competitor: applied (to revert) or kept (to apply). */
async function changeOf(w: World, status: 'applied' | 'kept') {
  const competitor = await competitorOf(w);
  const row = await w.db
    .selectFrom('competitors')
    .select(['sailing_id', 'start_group_id'])
    .where('id', '=', competitor.id)
    .executeTakeFirstOrThrow();
  if (status === 'applied') {
    await w.db
      .updateTable('competitors')
      .set({ finish_time: '19:45:10', elapsed_time: 4510 })
      .where('id', '=', competitor.id)
      .execute();
  }
  const { id } = await w.db
    .insertInto('sailing_changes')
    .values({
      sailing_id: row.sailing_id,
      competitor_id: competitor.id,
      start_group_id: row.start_group_id,
      user_id: null,
      device: 'Telefon',
      kind: 'finish',
      before: null,
      after: '19:45:10',
      stamped: true,
      status,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** The sailor's own entry in an ongoing sailing (issue 13: she reports her finish). */
async function ownEntryOngoing(w: World) {
  const sailing = await insertSailing(w.db, { clubId: w.club.clubId, status: 'ongoing' });
  const group = await insertStartGroup(w.db, { sailingId: sailing.id, startTime: '18:30:00' });
  const competitor = await insertCompetitor(w.db, {
    sailingId: sailing.id,
    startGroupId: group.id,
    name: 'Egen anmälan',
    rating: 0.9,
  });
  await w.db
    .updateTable('competitors')
    .set({ sailor_id: w.sailor.sailorId })
    .where('id', '=', competitor.id)
    .execute();
  return { sailingId: sailing.id, competitorId: competitor.id };
}
/** An entry with a report waiting for the club. */
async function pendingReportOf(w: World) {
  const entry = await ownEntryOngoing(w);
  await w.db
    .updateTable('competitors')
    .set({ reported_finish: '19:45:10', report_status: 'pending' })
    .where('id', '=', entry.competitorId)
    .execute();
  return entry;
}
/** A sailor's report: only she may make it, on her own entry (not the club, not staff). */
const ownReport = (ok: number): Record<Role, number> => ({
  anonymous: 401,
  sailor: ok,
  otherClub: 403,
  ownClub: 403,
  ...officials(403),
  staff: 403,
});
/** The safety tally (issue 31): the club's racing officials, and the entry's own sailor. */
const tallyWrite = (ok: number): Record<Role, number> => ({ ...racingWrite(ok), sailor: ok });
/** The sailor's private contact details: she and staff; no one else sees the route (404). */
const ownContact = (ok: number): Record<Role, number> => ({
  ...all(404),
  anonymous: 401,
  sailor: ok,
  staff: ok,
});
/** A crew member (a typed name) on the sailor's own entry (issue 31). */
async function ownCrewMemberOf(w: World) {
  const { competitorId } = await ownEntryOngoing(w);
  return crewMemberOf(w, competitorId, null);
}
/** The sailor invited to the crew of another's entry: only she confirms. */
async function invitationOf(w: World) {
  const sailing = await sailingOf(w);
  const { id } = await insertCompetitor(w.db, { sailingId: sailing.id, name: 'Skeppare' });
  return crewMemberOf(w, id, w.sailor.sailorId);
}
async function crewMemberOf(w: World, competitorId: number, sailorId: number | null) {
  const { id } = await w.db
    .insertInto('crew_members')
    .values({
      competitor_id: competitorId,
      name: sailorId === null ? 'Kalle Ek' : '',
      sailor_id: sailorId,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
/** Confirming a crew invitation: the invited sailor only. */
const invitedOnly = (ok: number): Record<Role, number> => ({
  ...all(403),
  anonymous: 401,
  sailor: ok,
});
/** A prize category of the club (issue 32), named anew each time. */
async function prizeCategoryOf(w: World) {
  const { id } = await w.db
    .insertInto('prize_categories')
    .values({
      club_id: w.club.clubId,
      name: `Kategori ${next()}`,
      rule: 'entry_flag',
      born_from: null,
      born_until: null,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
async function courseOf(w: World) {
  return (await insertCourse(w.db, { clubId: w.club.clubId, name: `Bana ${next()}` })).id;
}
async function boatModelOf(w: World) {
  return (await insertBoatModel(w.db, { srs: 0.9 })).id;
}
async function sailorBoatOf(w: World) {
  const { id } = await insertBoat(w.db, {
    name: `Båt ${next()}`,
    sailNumber: `SWE ${next()}`,
    boatModelId: w.boatModelId,
    ownerId: w.sailor.sailorId,
  });
  return id;
}

/** A new club with its club account (issue 13's admin rows act on one each). */
async function freshClub(w: World) {
  return createClubWithAccount(w.db, {
    name: `Matrisklubb ${next()}`,
    email: uniqueEmail('matris'),
  });
}
/** A race officer of the club (a sailor account with her profile), for the role writes. */
async function officialOf(w: World) {
  const now = new Date().toISOString();
  const userId = await insertUser(
    w.db,
    {
      email: uniqueEmail('funktionar'),
      passwordHash: '!',
      accountType: 'sailor',
      isStaff: false,
      clubId: null,
    },
    now,
  );
  await w.db
    .insertInto('sailors')
    .values({
      slug: `funktionar-${next()}`,
      club_id: null,
      picture: null,
      user_id: userId,
      created_at: now,
    })
    .execute();
  return insertOfficial(w.db, { clubId: w.club.clubId, userId, role: 'race_officer' }, now);
}
/**
 * Writes on one of the club's officials (issue 29): its admins and staff; a race officer of the
 * club is refused, and a caller who may not see the club's officials gets 404.
 */
const officialWrite = (ok: number): Record<Role, number> => ({
  ...clubWrite(ok),
  sailor: 404,
  otherClub: 404,
  otherOfficer: 404,
  removedOfficial: 404,
});
async function feedbackOf(w: World) {
  const { id } = await w.db
    .insertInto('feedback')
    .values({
      subject: 'Övrigt',
      message: 'Hej',
      user_id: null,
      ip: '10.0.0.1',
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * What callers get for a write whose body fails its schema (decision 0017): 401 anonymous, then
 * the caller's right as for a valid body (403, or 404 for what the caller may not see), and the
 * 400 only for callers that may make the write. A create whose right depends on what the body
 * names (the club of a course, the sailing of a start group or entry) is a 400 for every caller
 * whose role may create at all. Routes without a body (deletes, copy, lifecycle actions) ignore
 * one and are covered by the rows above.
 */
const INVALID_BODY = { name: 123, club: [[1]] };
/** The answers for a write the caller could make only by naming something in the body. */
const namedInBody = (role: 'clubs' | 'racing' | 'signedIn'): Record<Role, number> => ({
  anonymous: 401,
  sailor: role === 'signedIn' ? 400 : 403,
  otherClub: 400,
  ownClub: 400,
  clubAdmin: 400,
  // A race officer may create sailings (in her clubs), not courses or series.
  raceOfficer: role === 'clubs' ? 403 : 400,
  otherOfficer: role === 'clubs' ? 403 : 400,
  removedOfficial: role === 'signedIn' ? 400 : 403,
  staff: 400,
});
const invalid = (method: Call['method'], url: string): Call => ({
  method,
  url,
  payload: INVALID_BODY,
});

const invalidBodyRows: Row[] = [
  {
    name: 'PATCH club',
    call: (w) => invalid('PATCH', `/api/clubs/${w.club.slug}/`),
    expect: clubWrite(400),
  },
  {
    name: 'POST course',
    call: () => invalid('POST', '/api/courses/'),
    expect: namedInBody('clubs'),
  },
  {
    name: 'PUT course',
    call: async (w) => invalid('PUT', `/api/courses/${await courseOf(w)}/`),
    expect: clubWrite(400),
  },
  {
    name: 'POST prize category',
    call: (w) => invalid('POST', `/api/clubs/${w.club.slug}/prize-categories/`),
    expect: clubWrite(400),
  },
  {
    name: 'PUT prize category',
    call: async (w) => invalid('PUT', `/api/prize-categories/${await prizeCategoryOf(w)}/`),
    expect: clubWrite(400),
  },
  {
    name: 'PATCH own sailor profile',
    call: (w) => invalid('PATCH', `/api/sailors/${w.sailor.sailorId}/`),
    expect: {
      anonymous: 401,
      sailor: 400,
      otherClub: 403,
      ownClub: 403,
      ...officials(403),
      staff: 400,
    },
  },
  {
    name: 'PUT own mail settings',
    call: (w) => invalid('PUT', `/api/sailors/${w.sailor.sailorId}/mail-settings/`),
    expect: ownContact(400),
  },
  {
    name: 'POST boat model',
    call: () => invalid('POST', '/api/boat-models/'),
    expect: staffOnly(400),
  },
  {
    name: 'PUT boat model',
    call: async (w) => invalid('PUT', `/api/boat-models/${await boatModelOf(w)}/`),
    expect: staffOnly(400),
  },
  {
    name: 'import boat models',
    call: () => invalid('POST', '/api/boat-models/import/'),
    expect: staffOnly(400),
  },
  {
    name: 'POST boat',
    call: () => invalid('POST', '/api/boats/'),
    expect: {
      anonymous: 401,
      sailor: 400,
      otherClub: 403,
      ownClub: 403,
      ...officials(400),
      staff: 400,
    },
  },
  {
    name: 'PATCH own boat',
    call: async (w) => invalid('PATCH', `/api/boats/${await sailorBoatOf(w)}/`),
    expect: {
      anonymous: 401,
      sailor: 400,
      otherClub: 403,
      ownClub: 403,
      ...officials(403),
      staff: 400,
    },
  },
  {
    name: 'POST series',
    call: () => invalid('POST', '/api/series/'),
    expect: namedInBody('clubs'),
  },
  {
    name: 'PUT series',
    call: async (w) => invalid('PUT', `/api/series/${await seriesOf(w)}/`),
    expect: clubWrite(400),
  },
  {
    name: 'invite an official',
    call: (w) => invalid('POST', `/api/clubs/${w.club.slug}/officials/`),
    expect: clubWrite(400),
  },
  {
    name: 'change an official’s role',
    call: async (w) => invalid('PATCH', `/api/officials/${await officialOf(w)}/`),
    expect: officialWrite(400),
  },
  {
    name: 'POST sailing',
    call: () => invalid('POST', '/api/sailings/'),
    expect: namedInBody('racing'),
  },
  {
    name: 'PUT sailing',
    call: async (w) => invalid('PUT', `/api/sailings/${(await sailingOf(w)).id}/`),
    expect: racingWrite(400),
  },
  {
    name: 'PUT unpublished sailing (hidden from all but its club and staff)',
    call: async (w) => {
      const { id } = await insertSailing(w.db, { clubId: w.club.clubId, status: 'unpublished' });
      return invalid('PUT', `/api/sailings/${id}/`);
    },
    expect: {
      anonymous: 401,
      sailor: 404,
      otherClub: 404,
      ownClub: 400,
      ...officials(404),
      clubAdmin: 400,
      raceOfficer: 400,
      staff: 400,
    },
  },
  {
    name: 'POST start group',
    call: () => invalid('POST', '/api/start-groups/'),
    expect: namedInBody('signedIn'),
  },
  {
    name: 'PUT start group',
    call: async (w) =>
      invalid(
        'PUT',
        `/api/start-groups/${(await insertStartGroup(w.db, { sailingId: (await sailingOf(w)).id })).id}/`,
      ),
    expect: racingWrite(400),
  },
  {
    name: 'POST competitor',
    call: () => invalid('POST', '/api/competitors/'),
    expect: namedInBody('signedIn'),
  },
  {
    name: 'PATCH competitor',
    call: async (w) => invalid('PATCH', `/api/competitors/${(await competitorOf(w)).id}/`),
    expect: racingWrite(400),
  },
  {
    name: 'record a finish time',
    call: async (w) =>
      invalid('PATCH', `/api/competitors/${(await competitorOf(w)).id}/update-elapsed-time/`),
    expect: racingWrite(400),
  },
  {
    name: 'report her own finish',
    call: async (w) =>
      invalid('POST', `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/report-finish/`),
    expect: ownReport(400),
  },
  {
    name: 'approve a reported finish',
    call: async (w) =>
      invalid(
        'POST',
        `/api/competitors/${(await pendingReportOf(w)).competitorId}/approve-finish/`,
      ),
    expect: racingWrite(400),
  },
  {
    name: 'create an account for a competitor',
    call: async (w) =>
      invalid('POST', `/api/competitors/${(await competitorOf(w)).id}/create-account/`),
    expect: racingWrite(400),
  },
  {
    name: 'start a start group now',
    call: async (w) =>
      invalid(
        'POST',
        `/api/start-groups/${(await insertStartGroup(w.db, { sailingId: (await sailingOf(w)).id })).id}/start/`,
      ),
    expect: racingWrite(400),
  },
  {
    name: 'send feedback',
    call: () => invalid('POST', '/api/feedback/'),
    expect: all(400),
  },
  {
    name: 'delete my account (a sailor’s only)',
    call: () => invalid('DELETE', '/auth/users/me/'),
    expect: {
      anonymous: 401,
      sailor: 400,
      otherClub: 403,
      ownClub: 403,
      ...officials(400),
      staff: 403,
    },
  },
  {
    name: 'POST club (admin area)',
    call: () => invalid('POST', '/api/clubs/'),
    expect: staffOnly(400),
  },
  {
    name: 'post a notice',
    call: async (w) => invalid('POST', `/api/sailings/${(await sailingOf(w)).id}/notices/`),
    expect: racingWrite(400),
  },
  {
    name: 'edit a notice',
    call: async (w) => invalid('PATCH', `/api/notices/${await noticeOf(w)}/`),
    expect: racingWrite(400),
  },
  {
    name: 'schedule a hearing',
    call: async (w) => invalid('POST', `/api/protests/${await protestOf(w)}/hearing/`),
    expect: racingWrite(400),
  },
  {
    name: 'decide a protest',
    call: async (w) => invalid('POST', `/api/protests/${await protestOf(w)}/decision/`),
    expect: racingWrite(400),
  },
  {
    name: 'mark an entry paid',
    call: async (w) => invalid('POST', `/api/competitors/${(await paidEntryOf(w)).id}/paid/`),
    expect: racingWrite(400),
  },
  {
    name: 'mark several entries paid',
    call: async (w) =>
      invalid('POST', `/api/sailings/${(await paidEntryOf(w)).sailingId}/payments/`),
    expect: racingWrite(400),
  },
  {
    name: 'add a crew member',
    call: async (w) =>
      invalid('POST', `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/crew/`),
    expect: tallyWrite(400),
  },
  {
    name: 'set the number on board',
    call: async (w) =>
      invalid('PUT', `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/on-board/`),
    expect: tallyWrite(400),
  },
  {
    name: 'tally a boat',
    call: async (w) =>
      invalid('POST', `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/tally/`),
    expect: tallyWrite(400),
  },
  {
    name: 'PUT her mobile number',
    call: (w) => invalid('PUT', `/api/sailors/${w.sailor.sailorId}/contact/`),
    expect: ownContact(400),
  },
  {
    name: 'PATCH feedback handled',
    call: async (w) => invalid('PATCH', `/api/feedback/${await feedbackOf(w)}/`),
    expect: staffOnly(400),
  },
];

/** The tables a write may change, each as sorted JSON rows: equal snapshots, nothing changed. */
const WRITABLE_TABLES = [
  'clubs',
  'users',
  'sailors',
  'boat_models',
  'boats',
  'courses',
  'series',
  'sailings',
  'start_groups',
  'competitors',
  'feedback',
  'stored_files',
  'outbound_mail',
  'search_words',
  'sailing_changes',
  'client_writes',
  'club_officials',
  'club_log',
  'notices',
  'notice_revisions',
  'protests',
  'protest_boats',
  'protest_penalties',
  'crew_members',
  'safety_tally',
  'sailor_mail_opt_outs',
  'sailor_mail_sent',
  'prize_categories',
  'competitor_categories',
] as const;
/**
 * The outbox's delivery columns: the mail sender updates them in the background for mail an
 * earlier cell queued, so they may change while a refused cell runs. Which mails exist is
 * compared; their delivery is not the refused call's doing.
 */
const MAIL_DELIVERY = [
  'attempts',
  'next_attempt_at',
  'locked_until',
  'sent_at',
  'failed_at',
  'last_error',
];

async function snapshot(db: Kysely<DB>): Promise<Record<string, string[]>> {
  const tables: Record<string, string[]> = {};
  for (const table of WRITABLE_TABLES) {
    const rows = await db.selectFrom(table).selectAll().execute();
    const compared =
      table === 'outbound_mail'
        ? rows.map((row) =>
            Object.fromEntries(Object.entries(row).filter(([k]) => !MAIL_DELIVERY.includes(k))),
          )
        : rows;
    tables[table] = compared.map((row) => JSON.stringify(row)).sort();
  }
  return tables;
}

const rows: Row[] = [
  {
    name: 'PATCH club',
    call: (w) => ({
      method: 'PATCH',
      url: `/api/clubs/${w.club.slug}/`,
      payload: { description: 'Ny text' },
    }),
    expect: clubWrite(200),
  },
  {
    name: 'POST course',
    call: (w) => ({
      method: 'POST',
      url: '/api/courses/',
      payload: { club: w.club.clubId, name: `Bana ${next()}` },
    }),
    expect: clubWrite(201),
  },
  {
    name: 'PUT course',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/courses/${await courseOf(w)}/`,
      payload: { name: `Bana ${next()}` },
    }),
    expect: clubWrite(200),
  },
  {
    name: 'DELETE course',
    call: async (w) => ({ method: 'DELETE', url: `/api/courses/${await courseOf(w)}/` }),
    expect: clubWrite(204),
  },
  {
    name: 'POST prize category',
    call: (w) => ({
      method: 'POST',
      url: `/api/clubs/${w.club.slug}/prize-categories/`,
      payload: { name: `Kategori ${next()}`, rule: 'entry_flag' },
    }),
    expect: clubWrite(201),
  },
  {
    name: 'PUT prize category',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/prize-categories/${await prizeCategoryOf(w)}/`,
      payload: { name: `Kategori ${next()}`, position: 0 },
    }),
    expect: clubWrite(200),
  },
  {
    name: 'DELETE prize category',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/prize-categories/${await prizeCategoryOf(w)}/`,
    }),
    expect: clubWrite(204),
  },
  {
    // Ticking the club's categories on an entry is a racing write, as the entry's other fields.
    name: 'PATCH competitor’s prize categories',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/competitors/${(await competitorOf(w)).id}/`,
      payload: { categories: [await prizeCategoryOf(w)] },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'PATCH own sailor profile',
    call: (w) => ({
      method: 'PATCH',
      url: `/api/sailors/${w.sailor.sailorId}/`,
      payload: { first_name: 'Kajsa', birth_year: 1985 + (next() % 20) },
    }),
    // A club edits only members without an account of their own.
    expect: {
      anonymous: 401,
      sailor: 200,
      otherClub: 403,
      ownClub: 403,
      ...officials(403),
      staff: 200,
    },
  },
  {
    name: 'POST boat model',
    call: () => ({
      method: 'POST',
      url: '/api/boat-models/',
      payload: { name: `Modell ${next()}`, srs: 0.91 },
    }),
    expect: staffOnly(201),
  },
  {
    name: 'PUT boat model',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/boat-models/${await boatModelOf(w)}/`,
      payload: { name: `Modell ${next()}`, srs: 0.92 },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'DELETE boat model',
    call: async (w) => ({ method: 'DELETE', url: `/api/boat-models/${await boatModelOf(w)}/` }),
    expect: staffOnly(204),
  },
  {
    name: 'import boat models',
    call: () => ({
      method: 'POST',
      url: '/api/boat-models/import/',
      payload: { csv: `name,srs\nImport ${next()},0.95\n` },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'POST boat',
    call: (w) => ({
      method: 'POST',
      url: '/api/boats/',
      payload: { name: `Båt ${next()}`, boat_model: w.boatModelId },
    }),
    expect: {
      anonymous: 401,
      sailor: 201,
      otherClub: 403,
      ownClub: 403,
      ...officials(201),
      staff: 201,
    },
  },
  {
    name: 'PATCH own boat',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/boats/${await sailorBoatOf(w)}/`,
      payload: { name: `Båt ${next()}` },
    }),
    expect: {
      anonymous: 401,
      sailor: 200,
      otherClub: 403,
      ownClub: 403,
      ...officials(403),
      staff: 200,
    },
  },
  {
    name: 'DELETE own boat',
    call: async (w) => ({ method: 'DELETE', url: `/api/boats/${await sailorBoatOf(w)}/` }),
    expect: {
      anonymous: 401,
      sailor: 204,
      otherClub: 403,
      ownClub: 403,
      ...officials(403),
      staff: 204,
    },
  },
  {
    name: 'POST series',
    call: (w) => ({
      method: 'POST',
      url: '/api/series/',
      payload: { club: w.club.clubId, name: `Serie ${next()}` },
    }),
    expect: clubWrite(201),
  },
  {
    name: 'PUT series',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/series/${await seriesOf(w)}/`,
      payload: { name: `Serie ${next()}` },
    }),
    expect: clubWrite(200),
  },
  {
    name: 'DELETE series',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/series/${await seriesOf(w)}/`,
    }),
    expect: clubWrite(204),
  },
  {
    // A race officer sees who the officials are (without their e-mails).
    name: 'list the club’s officials',
    call: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.slug}/officials/` }),
    expect: racingWrite(200),
  },
  {
    name: 'read the club log',
    call: (w) => ({ method: 'GET', url: `/api/clubs/${w.club.slug}/officials/log/` }),
    expect: clubWrite(200),
  },
  {
    name: 'invite an official',
    call: (w) => ({
      method: 'POST',
      url: `/api/clubs/${w.club.slug}/officials/`,
      payload: { email: uniqueEmail('funktionar'), role: 'race_officer' },
    }),
    expect: clubWrite(201),
  },
  {
    name: 'change an official’s role',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/officials/${await officialOf(w)}/`,
      payload: { role: 'club_admin' },
    }),
    expect: officialWrite(200),
  },
  {
    name: 'remove an official',
    call: async (w) => ({ method: 'DELETE', url: `/api/officials/${await officialOf(w)}/` }),
    expect: officialWrite(204),
  },
  {
    name: 'POST sailing',
    call: (w) => ({
      method: 'POST',
      url: '/api/sailings/',
      payload: {
        club: w.club.clubId,
        name: `Segling ${next()}`,
        start_date: '2030-06-01',
        start_time: '18:30',
      },
    }),
    expect: racingWrite(201),
  },
  {
    name: 'PUT sailing',
    call: async (w) => {
      const { id } = await sailingOf(w);
      return {
        method: 'PUT',
        url: `/api/sailings/${id}/`,
        payload: { id, name: `Segling ${next()}` },
      };
    },
    expect: racingWrite(200),
  },
  {
    name: 'post a notice on a sailing’s board',
    call: async (w) => ({
      method: 'POST',
      url: `/api/sailings/${(await sailingOf(w)).id}/notices/`,
      payload: { kind: 'message', text: 'Starten skjuts upp.' },
    }),
    expect: racingWrite(201),
  },
  {
    name: 'post a notice on a series’ board',
    call: async (w) => ({
      method: 'POST',
      url: `/api/series/${await seriesOf(w)}/notices/`,
      payload: { kind: 'message', text: 'Prisutdelning efter sista seglingen.' },
    }),
    expect: racingWrite(201),
  },
  {
    name: 'edit a notice',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/notices/${await noticeOf(w)}/`,
      payload: { text: 'Starten skjuts upp 30 minuter.' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'withdraw a notice',
    call: async (w) => ({ method: 'DELETE', url: `/api/notices/${await noticeOf(w)}/` }),
    expect: racingWrite(200),
  },
  {
    name: 'file a protest (the club’s own, no boat of the caller’s)',
    call: async (w) => {
      const competitor = await competitorOf(w);
      const { sailing_id } = await w.db
        .selectFrom('competitors')
        .select('sailing_id')
        .where('id', '=', competitor.id)
        .executeTakeFirstOrThrow();
      return {
        method: 'POST',
        url: `/api/sailings/${sailing_id}/protests/`,
        payload: { kind: 'protest', protested: [competitor.id], description: 'Regel 10.' },
      };
    },
    expect: racingWrite(201),
  },
  {
    name: 'schedule a hearing',
    call: async (w) => ({
      method: 'POST',
      url: `/api/protests/${await protestOf(w)}/hearing/`,
      payload: { at: '2030-06-01T20:00', place: 'Klubbhuset' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'decide a protest',
    call: async (w) => ({
      method: 'POST',
      url: `/api/protests/${await protestOf(w)}/decision/`,
      payload: { outcome: 'dismissed', facts: 'Ingen kontakt.' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'mark an entry paid',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await paidEntryOf(w)).id}/paid/`,
      payload: { paid: true },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'mark several entries paid',
    call: async (w) => {
      const entry = await paidEntryOf(w);
      return {
        method: 'POST',
        url: `/api/sailings/${entry.sailingId}/payments/`,
        payload: { competitors: [entry.id], paid: true },
      };
    },
    expect: racingWrite(200),
  },
  {
    name: 'add a crew member',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/crew/`,
      payload: { name: 'Kalle Ek' },
    }),
    expect: tallyWrite(201),
  },
  {
    name: 'set the number on board',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/on-board/`,
      payload: { persons_on_board: 3 },
    }),
    expect: tallyWrite(200),
  },
  {
    name: 'remove a crew member',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/crew-members/${await ownCrewMemberOf(w)}/`,
    }),
    expect: tallyWrite(204),
  },
  {
    name: 'confirm a crew invitation',
    call: async (w) => ({
      method: 'POST',
      url: `/api/crew-members/${await invitationOf(w)}/confirm/`,
    }),
    expect: invitedOnly(200),
  },
  {
    name: 'tally a boat ashore',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/tally/`,
      payload: { state: 'ashore' },
    }),
    expect: tallyWrite(200),
  },
  {
    name: 'PUT her mobile number',
    call: (w) => ({
      method: 'PUT',
      url: `/api/sailors/${w.sailor.sailorId}/contact/`,
      payload: { mobile_number: '070-123 45 67' },
    }),
    expect: ownContact(200),
  },
  {
    name: 'PUT own mail settings',
    call: (w) => ({
      method: 'PUT',
      url: `/api/sailors/${w.sailor.sailorId}/mail-settings/`,
      payload: { results_published: next() % 2 === 0 },
    }),
    expect: ownContact(200),
  },
  {
    // RFC 8058: the signed token is the credential, so anyone holding the link may use it.
    name: 'unsubscribe with a mail’s link',
    call: (w) => ({
      method: 'POST',
      url: `/api/unsubscribe/${new UnsubscribeTokens(w.secretKey).make({
        sailorId: w.sailor.sailorId,
        kind: 'results_verified',
      })}/`,
    }),
    expect: all(200),
  },
  {
    name: 'DELETE sailing',
    call: async (w) => ({ method: 'DELETE', url: `/api/sailings/${(await sailingOf(w)).id}/` }),
    expect: racingWrite(204),
  },
  {
    name: 'copy sailing',
    call: async (w) => ({ method: 'POST', url: `/api/sailings/${(await sailingOf(w)).id}/copy/` }),
    expect: racingWrite(201),
  },
  {
    name: 'POST start group',
    call: async (w) => ({
      method: 'POST',
      url: '/api/start-groups/',
      payload: { sailing: (await sailingOf(w)).id, name: 'SRS', start_time: '18:30' },
    }),
    expect: racingWrite(201),
  },
  {
    name: 'PUT start group',
    call: async (w) => ({
      method: 'PUT',
      url: `/api/start-groups/${(await insertStartGroup(w.db, { sailingId: (await sailingOf(w)).id })).id}/`,
      payload: { name: 'Jolle' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'DELETE start group',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/start-groups/${(await insertStartGroup(w.db, { sailingId: (await sailingOf(w)).id })).id}/`,
    }),
    expect: racingWrite(204),
  },
  {
    // Issue 13: her boat and a sail configuration; the club may enter the same (her boat).
    name: 'POST competitor (sailor: self-entry into an open sailing)',
    call: async (w) => ({
      method: 'POST',
      url: '/api/competitors/',
      payload: {
        sailing: (await sailingOf(w, { regOpen: true })).id,
        boat: await sailorBoatOf(w),
        sail_config: 'srs',
      },
    }),
    expect: {
      ...{ anonymous: 401, sailor: 201, otherClub: 403, ownClub: 201, staff: 201 },
      ...{ clubAdmin: 201, raceOfficer: 201, otherOfficer: 400, removedOfficial: 400 },
    },
  },
  {
    // Entries closed is the sailing's state, not her right: a 400 that says so (issue 13).
    name: 'POST competitor into a closed sailing',
    call: async (w) => ({
      method: 'POST',
      url: '/api/competitors/',
      payload: {
        sailing: (await sailingOf(w)).id,
        boat: await sailorBoatOf(w),
        sail_config: 'srs',
      },
    }),
    expect: {
      ...{ anonymous: 401, sailor: 400, otherClub: 403, ownClub: 201, staff: 201 },
      ...{ clubAdmin: 201, raceOfficer: 201, otherOfficer: 400, removedOfficial: 400 },
    },
  },
  {
    name: 'PATCH competitor',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/competitors/${(await competitorOf(w)).id}/`,
      payload: { name: 'Nytt namn' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'DELETE competitor',
    call: async (w) => ({
      method: 'DELETE',
      url: `/api/competitors/${(await competitorOf(w)).id}/`,
    }),
    expect: racingWrite(204),
  },
  {
    name: 'DELETE own entry (sailor withdraws before the start)',
    call: async (w) => {
      const sailing = await sailingOf(w);
      const { id } = await insertCompetitor(w.db, { sailingId: sailing.id, name: 'Egen anmälan' });
      await w.db
        .updateTable('competitors')
        .set({ sailor_id: w.sailor.sailorId })
        .where('id', '=', id)
        .execute();
      return { method: 'DELETE', url: `/api/competitors/${id}/` };
    },
    expect: {
      ...{ anonymous: 401, sailor: 204, otherClub: 403, ownClub: 204, staff: 204 },
      ...{ clubAdmin: 204, raceOfficer: 204, otherOfficer: 403, removedOfficial: 403 },
    },
  },
  {
    name: 'DELETE own entry after the start (sailor: too late)',
    call: async (w) => {
      const sailing = await sailingOf(w);
      await w.db
        .updateTable('sailings')
        .set({ status: 'ongoing' })
        .where('id', '=', sailing.id)
        .execute();
      const { id } = await insertCompetitor(w.db, { sailingId: sailing.id, name: 'Egen anmälan' });
      await w.db
        .updateTable('competitors')
        .set({ sailor_id: w.sailor.sailorId })
        .where('id', '=', id)
        .execute();
      return { method: 'DELETE', url: `/api/competitors/${id}/` };
    },
    expect: {
      ...{ anonymous: 401, sailor: 400, otherClub: 403, ownClub: 204, staff: 204 },
      ...{ clubAdmin: 204, raceOfficer: 204, otherOfficer: 403, removedOfficial: 403 },
    },
  },
  {
    name: 'record a finish time',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/competitors/${(await competitorOf(w)).id}/update-elapsed-time/`,
      payload: { finish_time: '19:45:10' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'report her own finish',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await ownEntryOngoing(w)).competitorId}/report-finish/`,
      payload: { finish_time: '19:45:10' },
    }),
    expect: ownReport(200),
  },
  {
    name: 'approve a reported finish',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await pendingReportOf(w)).competitorId}/approve-finish/`,
      payload: {},
    }),
    expect: racingWrite(200),
  },
  {
    name: 'approve every reported finish of a sailing',
    call: async (w) => ({
      method: 'POST',
      url: `/api/sailings/${(await pendingReportOf(w)).sailingId}/approve-finishes/`,
    }),
    expect: racingWrite(200),
  },
  {
    name: 'create an account for a competitor',
    call: async (w) => ({
      method: 'POST',
      url: `/api/competitors/${(await competitorOf(w)).id}/create-account/`,
      payload: { email: uniqueEmail('inbjuden') },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'record a stamped finish with a client id',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/competitors/${(await competitorOf(w)).id}/update-elapsed-time/`,
      payload: {
        finish_time: '19:45:10',
        stamped: true,
        client_id: `00000000-0000-4000-8000-${String(next()).padStart(12, '0')}`,
        device: 'Telefon',
      },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'start a start group now',
    call: async (w) => ({
      method: 'POST',
      url: `/api/start-groups/${(await insertStartGroup(w.db, { sailingId: (await sailingOf(w)).id })).id}/start/`,
      payload: { start_time: '18:31:05' },
    }),
    expect: racingWrite(200),
  },
  {
    name: 'read a sailing’s change log',
    call: async (w) => ({
      method: 'GET',
      url: `/api/sailings/${(await sailingOf(w)).id}/changes/`,
    }),
    expect: racingWrite(200),
  },
  {
    name: 'revert a change',
    call: async (w) => ({
      method: 'POST',
      url: `/api/sailing-changes/${await changeOf(w, 'applied')}/revert/`,
    }),
    expect: racingWrite(200),
  },
  {
    name: 'apply a kept stamp',
    call: async (w) => ({
      method: 'POST',
      url: `/api/sailing-changes/${await changeOf(w, 'kept')}/apply/`,
    }),
    expect: racingWrite(200),
  },
  ...(['start', 'finish', 'cancel'] as const).map((action): Row => ({
    name: `${action} a sailing`,
    call: async (w) => ({
      method: 'POST',
      url: `/api/sailings/${(await sailingOf(w)).id}/${action}/`,
    }),
    expect: racingWrite(200),
  })),
  {
    name: 'verify a finished sailing',
    call: async (w) => {
      const { id } = await insertSailing(w.db, { clubId: w.club.clubId, status: 'finished' });
      return { method: 'POST', url: `/api/sailings/${id}/verify/` };
    },
    expect: racingWrite(200),
  },
  {
    name: 'send feedback',
    call: () => ({
      method: 'POST',
      url: '/api/feedback/',
      payload: { subject: 'Övrigt', message: 'Bra app!' },
    }),
    expect: all(201),
  },
  {
    name: 'read the feedback inbox',
    call: () => ({ method: 'GET', url: '/api/feedback/' }),
    expect: staffOnly(200),
  },
  {
    name: 'download my data',
    call: () => ({ method: 'GET', url: '/auth/users/me/export/' }),
    expect: { ...all(200), anonymous: 401 },
  },
  {
    // A wrong password: the shared callers must survive the row (the deletion itself is
    // tested in test/my-account/).
    name: 'delete my account with a wrong password',
    call: () => ({
      method: 'DELETE',
      url: '/auth/users/me/',
      payload: { current_password: 'Inte-mitt-lösenord-9' },
    }),
    expect: {
      anonymous: 401,
      sailor: 400,
      otherClub: 403,
      ownClub: 403,
      ...officials(400),
      staff: 403,
    },
  },
  {
    name: 'mark feedback handled',
    call: async (w) => ({
      method: 'PATCH',
      url: `/api/feedback/${await feedbackOf(w)}/`,
      payload: { handled: true },
    }),
    expect: staffOnly(200),
  },
  {
    name: 'POST club with its account (admin area)',
    call: () => ({
      method: 'POST',
      url: '/api/clubs/',
      payload: { name: `Ny klubb ${next()}`, email: uniqueEmail('nyklubb') },
    }),
    expect: staffOnly(201),
  },
  {
    name: 'list every club, deactivated too',
    call: () => ({ method: 'GET', url: '/api/clubs/?all=1' }),
    expect: staffOnly(200),
  },
  {
    name: 'deactivate a club',
    call: async (w) => ({
      method: 'POST',
      url: `/api/clubs/${(await freshClub(w)).slug}/deactivate/`,
    }),
    expect: staffOnly(200),
  },
  {
    name: 'reactivate a club',
    call: async (w) => ({
      method: 'POST',
      url: `/api/clubs/${(await freshClub(w)).slug}/reactivate/`,
    }),
    expect: staffOnly(200),
  },
  {
    name: 'search accounts',
    call: () => ({ method: 'GET', url: '/api/accounts/?query=matris' }),
    expect: staffOnly(200),
  },
  ...(['deactivate', 'reactivate', 'send-reset'] as const).map((action): Row => ({
    name: `${action} an account`,
    call: async (w) => ({
      method: 'POST',
      url: `/api/accounts/${(await freshClub(w)).userId}/${action}/`,
    }),
    expect: staffOnly(action === 'send-reset' ? 204 : 200),
  })),
  {
    name: 'preview a boat-model import',
    call: () => ({
      method: 'POST',
      url: '/api/boat-models/import/?preview=1',
      payload: { csv: `name,srs\nFörhands ${next()},0.95\n` },
    }),
    expect: staffOnly(200),
  },
];

describe.each(databaseKinds)('permission matrix on %s', (kind) => {
  let t: TestApp;
  let world: World;
  const tokens: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    t = await buildTestApp(kind);
    const { db } = t;
    const own = await makeClubActor(t);
    const other = await makeClubActor(t);
    const sailor = await makeSailorActor(t, { club: own.clubId });
    tokens.sailor = sailor.token;
    tokens.ownClub = own.token;
    tokens.otherClub = other.token;
    tokens.staff = (await makeStaffActor(t)).token;
    tokens.clubAdmin = (await makeOfficialActor(t, own.clubId, 'club_admin')).token;
    tokens.raceOfficer = (await makeOfficialActor(t, own.clubId, 'race_officer')).token;
    tokens.otherOfficer = (await makeOfficialActor(t, other.clubId, 'race_officer')).token;
    // Signed in while she had the role; removed since: her token is good, her role is gone.
    const removed = await makeOfficialActor(t, own.clubId, 'race_officer');
    await db.deleteFrom('club_officials').where('id', '=', removed.officialId).execute();
    tokens.removedOfficial = removed.token;
    const boatModel = await insertBoatModel(db, { name: 'Matrismodell', srs: 0.9 });
    world = { db, secretKey: t.config.secretKey, club: own, sailor, boatModelId: boatModel.id };
  });
  afterAll(() => t.close());

  it.each(rows.map((row) => [row.name, row] as const))('%s', async (_name, row) => {
    const got: Partial<Record<Role, string>> = {};
    const want: Partial<Record<Role, string>> = {};
    for (const [index, role] of roles.entries()) {
      const call = await row.call(world);
      // A refused write changes nothing: its cell compares the tables before and after.
      const refused = row.expect[role] >= 400;
      const before = refused ? await snapshot(t.db) : null;
      const token = tokens[role];
      const response = await t.request({
        method: call.method,
        url: call.url,
        ...(call.payload ? { payload: call.payload } : {}),
        headers: token ? { authorization: `Bearer ${token}` } : {},
        // Each caller from its own address, so the feedback throttle stays out of the way.
        remoteAddress: `10.77.${next() % 250}.${index + 1}`,
      });
      const unchanged = !refused || JSON.stringify(await snapshot(t.db)) === JSON.stringify(before);
      got[role] =
        response.statusCode === row.expect[role] && unchanged
          ? String(response.statusCode)
          : `${response.statusCode}${unchanged ? '' : ' (changed data)'} ${response.body.slice(0, 160)}`;
      want[role] = String(row.expect[role]);
    }
    expect(got).toEqual(want);
  });

  it.each(invalidBodyRows.map((row) => [row.name, row] as const))(
    '%s with an invalid body',
    async (_name, row) => {
      const got: Partial<Record<Role, string>> = {};
      const want: Partial<Record<Role, string>> = {};
      for (const [index, role] of roles.entries()) {
        const call = await row.call(world);
        const before = await snapshot(t.db);
        const token = tokens[role];
        const response = await t.request({
          method: call.method,
          url: call.url,
          payload: call.payload,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          remoteAddress: `10.78.${next() % 250}.${index + 1}`,
        });
        const unchanged = JSON.stringify(await snapshot(t.db)) === JSON.stringify(before);
        got[role] =
          response.statusCode === row.expect[role] && unchanged
            ? String(response.statusCode)
            : `${response.statusCode}${unchanged ? '' : ' (changed data)'} ${response.body.slice(0, 160)}`;
        want[role] = String(row.expect[role]);
      }
      expect(got).toEqual(want);
    },
  );
});
