import type { EntryPayment } from '@segla/core';
import { swedishCollator } from '@segla/core/search';
import { stockholmWallClock } from '@segla/core/format';
import { BOM, csvLine } from '../../text/csv.ts';
import type { CrewOfSailingRow } from '../crew/crew-repository.ts';
import { crewMemberName } from '../crew/crew-presenter.ts';
import type { EntryListRow } from './entry-list-repository.ts';

export const ENTRY_LIST_HEADERS = [
  'Startgrupp',
  'Segelnummer',
  'Båt',
  'Båttyp',
  'Skeppare',
  'Klubb',
  'SRS',
  'Antal ombord',
  'Besättning',
  'Anmäld',
  'Avgift (kr)',
  'Betald',
  'Betald den',
  'Markerad av',
] as const;

/** A moment as a spreadsheet sorts it, on Stockholm's clock: '2026-05-13 18:42'. */
function sortableTime(iso: string): string {
  const { date, time } = stockholmWallClock(Date.parse(iso));
  return `${date} ${time.slice(0, 5)}`;
}

/** A crew member as the list names her: the typed name, or the sailor's (unconfirmed marked). */
export function crewName(row: CrewOfSailingRow): string {
  const name = crewMemberName(row);
  return row.sailor_id !== null && row.confirmed_at === null ? `${name} (ej bekräftad)` : name;
}

/** Start groups in start order (no group last), then skippers in Swedish order. */
function compareRows(a: EntryListRow, b: EntryListRow): number {
  return (
    Number(a.group_id === null) - Number(b.group_id === null) ||
    (a.group_start_time ?? '').localeCompare(b.group_start_time ?? '') ||
    (a.group_id ?? 0) - (b.group_id ?? 0) ||
    swedishCollator.compare(a.name, b.name) ||
    swedishCollator.compare(a.boat_name, b.boat_name) ||
    a.id - b.id
  );
}

/**
 * The entry list as a CSV file for the club (docs/product.md §18): one line per entry, with its
 * crew and, when the sailing has a fee, what it owes and whether the club marked it paid.
 */
export function entryListCsv(
  rows: readonly EntryListRow[],
  crew: readonly CrewOfSailingRow[],
  payments: readonly EntryPayment[],
): string {
  const paymentOf = new Map(payments.map((payment) => [payment.competitor, payment]));
  let text = BOM + csvLine(ENTRY_LIST_HEADERS);
  for (const row of [...rows].sort(compareRows)) {
    const payment = paymentOf.get(row.id);
    const names = crew.filter((member) => member.competitor_id === row.id).map(crewName);
    text += csvLine([
      row.group_name,
      row.sail_number,
      row.boat_name,
      row.boat_type,
      row.name,
      row.club_name,
      row.rating,
      row.persons_on_board,
      names.join(', '),
      sortableTime(row.created_at),
      payment?.amount ?? null,
      payment ? (payment.paid ? 'Ja' : 'Nej') : null,
      payment?.paid_at ? sortableTime(payment.paid_at) : null,
      payment?.paid_by ?? null,
    ]);
  }
  return text;
}
