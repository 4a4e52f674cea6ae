import { SAILING_STATUS_LABELS } from '@segla/core/sailing';
import { addDays, stockholmInstant, stockholmWallClock } from '@segla/core/time';
import type { CalendarClub, CalendarSailingRow } from './calendar-repository.ts';
import {
  CALENDAR_TIME_ZONE,
  escapeText,
  icsDate,
  icsLocalDateTime,
  icsUtcDateTime,
  STOCKHOLM_VTIMEZONE,
  toIcs,
} from './ics-writer.ts';

/**
 * How long a sailing with a start time lasts in the calendar: sailings have no end time, and an
 * evening race with its prize-giving takes about three hours (docs/product.md §11, Calendar).
 */
export const SAILING_HOURS = 3;

/** How often a subscribed calendar should ask again (the answer's ETag makes asking cheap). */
export const REFRESH_INTERVAL = 'PT1H';

/** Where a calendar's links lead: PUBLIC_URL, and its host for the events' UIDs. */
export interface CalendarLinks {
  publicUrl: string;
}

/** The public page of a sailing (its inline result on the home page, docs/product.md §2). */
export function sailingPageUrl(publicUrl: string, sailingId: number): string {
  return new URL(`/?resultat=segling-${sailingId}`, publicUrl).href;
}

/** The feed's own address (RFC 7986 SOURCE), and what "Prenumerera på kalendern" offers. */
export function clubCalendarUrl(publicUrl: string, slug: string): string {
  return new URL(`/api/clubs/${encodeURIComponent(slug)}/calendar.ics`, publicUrl).href;
}

/** A sailing's UID: its id at PUBLIC_URL's host, the same on every read (RFC 5545 §3.8.4.7). */
export function sailingUid(publicUrl: string, sailingId: number): string {
  return `sailing-${sailingId}@${new URL(publicUrl).hostname}`;
}

/**
 * SEQUENCE from the sailing's timestamps: whole seconds from its creation to its last change.
 * Every change of a sailing sets updated_at (sailing-service, start-groups, courses), so a
 * changed sailing gets a higher number without a revision column; 2^31 seconds are 68 years.
 */
export function sailingSequence(row: Pick<CalendarSailingRow, 'created_at' | 'updated_at'>) {
  const seconds = Math.floor((Date.parse(row.updated_at) - Date.parse(row.created_at)) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 0;
}

/** "Onsdagssegling 3 (Onsdagsserien)", "Inställd: …" when cancelled. */
export function sailingSummary(
  row: Pick<CalendarSailingRow, 'name' | 'serie_name' | 'status'>,
): string {
  const title = row.serie_name ? `${row.name} (${row.serie_name})` : row.name;
  return row.status === 'cancelled' ? `${SAILING_STATUS_LABELS.cancelled}: ${title}` : title;
}

/** DTSTART and DTEND: zoned, three hours long; a whole day when the sailing has no start time. */
function eventTimes(row: CalendarSailingRow): string[] {
  if (row.start_time === null) {
    return [
      `DTSTART;VALUE=DATE:${icsDate(row.start_date)}`,
      `DTEND;VALUE=DATE:${icsDate(addDays(row.start_date, 1))}`,
    ];
  }
  // The end on the wall clock three real hours later (a night across a clock change differs).
  const end = stockholmWallClock(
    stockholmInstant(row.start_date, row.start_time) + SAILING_HOURS * 3_600_000,
  );
  return [
    `DTSTART;TZID=${CALENDAR_TIME_ZONE}:${icsLocalDateTime(row.start_date, row.start_time)}`,
    `DTEND;TZID=${CALENDAR_TIME_ZONE}:${icsLocalDateTime(end.date, end.time)}`,
  ];
}

/** One VEVENT of a published sailing (docs/product.md §11, Calendar). */
function sailingEvent(row: CalendarSailingRow, club: CalendarClub, publicUrl: string): string[] {
  const url = sailingPageUrl(publicUrl, row.id);
  const location = [row.course_name, club.city].filter(Boolean).join(', ');
  const description = [row.description.trim(), url].filter(Boolean).join('\n\n');
  const modified = icsUtcDateTime(row.updated_at);
  return [
    'BEGIN:VEVENT',
    `UID:${sailingUid(publicUrl, row.id)}`,
    // No METHOD in the calendar: DTSTAMP is when the sailing was last changed (RFC 5545 §3.8.7.2).
    `DTSTAMP:${modified}`,
    `CREATED:${icsUtcDateTime(row.created_at)}`,
    `LAST-MODIFIED:${modified}`,
    `SEQUENCE:${sailingSequence(row)}`,
    ...eventTimes(row),
    `SUMMARY:${escapeText(sailingSummary(row))}`,
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
    `DESCRIPTION:${escapeText(description)}`,
    `URL:${url}`,
    `STATUS:${row.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
  ];
}

/** The calendar's name: "<club> – seglingar". */
export function calendarName(clubName: string): string {
  return `${clubName} – seglingar`;
}

/**
 * The club's calendar (docs/product.md §11, Calendar): its published sailings, cancelled ones
 * included (STATUS:CANCELLED, so calendars that hold them update), in the order given.
 */
export function toClubCalendar(
  club: CalendarClub,
  sailings: readonly CalendarSailingRow[],
  { publicUrl }: CalendarLinks,
): string {
  const name = escapeText(calendarName(club.name));
  return toIcs([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Segla//Seglingar//SV',
    'CALSCALE:GREGORIAN',
    `NAME:${name}`,
    `X-WR-CALNAME:${name}`,
    `DESCRIPTION:${escapeText(`Seglingar som ${club.name} har publicerat i Segla.`)}`,
    `X-WR-CALDESC:${escapeText(`Seglingar som ${club.name} har publicerat i Segla.`)}`,
    `X-WR-TIMEZONE:${CALENDAR_TIME_ZONE}`,
    `URL:${new URL(`/?klubb=${encodeURIComponent(club.slug)}`, publicUrl).href}`,
    `SOURCE;VALUE=URI:${clubCalendarUrl(publicUrl, club.slug)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${REFRESH_INTERVAL}`,
    `X-PUBLISHED-TTL:${REFRESH_INTERVAL}`,
    ...STOCKHOLM_VTIMEZONE,
    ...sailings.flatMap((row) => sailingEvent(row, club, publicUrl)),
    'END:VCALENDAR',
  ]);
}
