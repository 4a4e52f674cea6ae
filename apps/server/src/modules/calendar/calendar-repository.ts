import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { EVERYBODY, sailingVisibleTo } from '../visibility/visibility.ts';

/** What the calendar says of its club. */
export interface CalendarClub {
  slug: string;
  name: string;
  city: string;
}

/**
 * The club's sailings everybody may see (never a draft; cancelled ones included), with their
 * series' and course's names: one query however many, in date and start-time order.
 */
export function selectCalendarSailings(db: Kysely<DB>, clubId: number) {
  return db
    .selectFrom('sailings as s')
    .leftJoin('series as se', 'se.id', 's.serie_id')
    .leftJoin('courses as co', 'co.id', 's.course_id')
    .select([
      's.id',
      's.name',
      's.description',
      's.start_date',
      's.start_time',
      's.status',
      's.created_at',
      's.updated_at',
      'se.name as serie_name',
      'co.name as course_name',
    ])
    .where('s.club_id', '=', clubId)
    .where(sailingVisibleTo(EVERYBODY, 's'))
    .orderBy('s.start_date')
    .orderBy('s.start_time')
    .orderBy('s.id')
    .execute();
}

export type CalendarSailingRow = Awaited<ReturnType<typeof selectCalendarSailings>>[number];
