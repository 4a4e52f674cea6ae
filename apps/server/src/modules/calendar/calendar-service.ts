import { createHash } from 'node:crypto';
import { notFound } from '../../http/api-error.ts';
import { findClubBySlug } from '../clubs/club-repository.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { toClubCalendar } from './calendar-presenter.ts';
import { selectCalendarSailings } from './calendar-repository.ts';

export interface CalendarDeps extends ServiceDeps {
  /** PUBLIC_URL: the events' links and the host of their UIDs. */
  publicUrl: string;
}

/** An iCalendar answer: its bytes and the opaque part of its entity tag. */
export interface CalendarFile {
  body: Buffer;
  tag: string;
}

/** The club's calendar feed (docs/product.md §11, Calendar). */
export class CalendarService {
  constructor(private readonly deps: CalendarDeps) {}

  /**
   * The published sailings of an active club as iCalendar, the same for every caller (calendar
   * apps send no credentials): two queries. Unknown or deactivated club: 404.
   */
  async clubCalendar(slug: string): Promise<CalendarFile> {
    const { db, publicUrl } = this.deps;
    const club = await findClubBySlug(db, slug);
    if (!club || !club.is_active) throw notFound();
    const sailings = await selectCalendarSailings(db, club.id);
    const body = Buffer.from(toClubCalendar(club, sailings, { publicUrl }), 'utf8');
    // A digest of the bytes, as the results' tags (decision 0049): it changes when the feed does.
    const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
    return { body, tag };
  }
}
