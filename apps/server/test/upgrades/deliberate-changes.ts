import { formatDate } from '@segla/core/format';
import { expect } from 'vitest';
import type { RecordedRead } from './fixture-files.ts';

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'maj', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];
/** A date as the first release's search wrote it: 'ons 25 nov 2026'. */
const FIRST_RELEASE_DATE = /\b(?:mån|tis|ons|tors?|fre|lör|sön) (\d{1,2}) ([a-z]{3}) (\d{4})\b/g;

/**
 * A recorded answer as today's code writes it, where a later issue changed it on purpose; every
 * other byte must still be the same.
 * - Issue 28 (decision 0051): Swedish dates are spelled as Intl writes them ('ons 25 nov.
 *   2026'), so the search's subtitles are re-spelled here.
 * - Issue 29 (decision 0057): the current user, the staff's account search and the account
 *   export have `roles` (none in the first release's data), and a change-log entry its
 *   `signed_by` (before signing: its account's e-mail).
 * - Issue 30 (protests): a sailing's detail has `protest_minutes` (60), `finished_at` and
 *   `protest_deadline` (a finished sailing's count from its last change, which the recorded
 *   answer does not show: any time; null for the others); a change-log entry has `protest`, a
 *   sailing's result row and a series' race `protest` (null: no decisions in that data).
 * - Issue 31 (fees): a club has `swish_number` (''), and a sailing's detail and a series
 *   `entry_fee`, `late_fee` and `late_from` (null: no fees in that data). The account export
 *   has `crews` (none) and its sailor her `mobile_number` ('') and `mail_opt_outs` (none).
 * - Issue 32 (prize categories): a competitor, alone or in a sailing's detail, has `categories`
 *   (none ticked in that data), and the account export's sailor her `birth_year` (null).
 * - Issue 32 (scoring options, result lists): a series has `dnf_points`, `scp_places` (null) and
 *   `penalty_on_tie` ('tied_score'); a sailing's results and a series' standings, wherever they
 *   sit, have `categories` (none), each group `lists` (none) and each row `categories` (none).
 *   The Sailwave export's file changed (see `resultListsAndOptions`). A series' standings have
 *   per group `no_rating` (none: every boat of that data has its SRS value), and a sailing's CSV
 *   a last column 'Listans tal' (empty outside a PY or TCC list).
 */
export function asWrittenToday(read: RecordedRead): RecordedRead {
  return listRatingColumn(resultListsAndOptions(prizeCategories(issue30(issue31(issue29(read))))));
}

const SAILING_CSV = /^\/api\/sailings\/\d+\/results\/\?format=csv$/;

/** A sailing's CSV with the column 'Listans tal' last, empty on each line (issue 32). */
function listRatingColumn(read: RecordedRead): RecordedRead {
  if (read.status !== 200 || !SAILING_CSV.test(read.url) || typeof read.body !== 'string') {
    return read;
  }
  const [header, ...lines] = read.body.split('\r\n');
  const body = [
    `${header};Listans tal`,
    ...lines.map((line) => (line === '' ? line : `${line};`)),
  ].join('\r\n');
  return { ...read, body };
}

/** Every series and result in an answer, wherever it sits, as issue 32 writes them. */
function withIssue32(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIssue32);
  // Leave values and the matchers of the earlier issues (`expect.any`) as they are.
  if (value === null || typeof value !== 'object' || 'asymmetricMatch' in value) return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withIssue32(inner)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if ('rules_edition' in object && 'discard_thresholds' in object && 'dnf_scoring' in object) {
    return { ...object, dnf_points: null, scp_places: null, penalty_on_tie: 'tied_score' };
  }
  const isResult =
    Array.isArray(object.groups) &&
    (('sailing_id' in object && 'verified' in object) || 'serie_id' in object);
  if (!isResult) return object;
  const series = 'serie_id' in object;
  const groups = (object.groups as { rows: object[] }[]).map((group) => ({
    ...group,
    rows: group.rows.map((row) => ({ ...row, categories: [] })),
    lists: [],
    ...(series ? { no_rating: [] } : {}),
  }));
  return { ...object, groups, categories: [] };
}

const SAILWAVE_EXPORT = /^\/api\/series\/\d+\/sailwave\/$/;

function resultListsAndOptions(read: RecordedRead): RecordedRead {
  // The file now holds every sailing (cancelled ones too) and Segla's own keys for a race's
  // status and the penalty on a tie, so its bytes changed on purpose; what it must keep is held
  // by the Sailwave round-trip tests (test/sailwave).
  if (read.status === 200 && SAILWAVE_EXPORT.test(read.url)) {
    return { ...read, body: expect.any(String) as unknown };
  }
  if (read.status !== 200 || typeof read.body !== 'object') return read;
  return { ...read, body: withIssue32(read.body) };
}

const COMPETITOR = /^\/api\/competitors\/\d+\/$/;

/** The competitors' ticked prize categories and the sailor's birth year (issue 32). */
function prizeCategories(read: RecordedRead): RecordedRead {
  if (read.status !== 200) return read;
  const ticked = (competitors: object[]) =>
    competitors.map((competitor) => ({ ...competitor, categories: [] }));
  if (COMPETITOR.test(read.url)) return { ...read, body: ticked([read.body as object])[0] };
  if (SAILING_DETAIL.test(read.url)) {
    const sailing = read.body as {
      competitors: object[];
      ungrouped_competitors: object[];
      start_groups: { competitors: object[] }[];
    };
    const body = {
      ...sailing,
      competitors: ticked(sailing.competitors),
      ungrouped_competitors: ticked(sailing.ungrouped_competitors),
      start_groups: sailing.start_groups.map((group) => ({
        ...group,
        competitors: ticked(group.competitors),
      })),
    };
    return { ...read, body };
  }
  if (read.url === '/auth/users/me/export/') {
    const data = read.body as { sailor: object | null };
    return {
      ...read,
      body: { ...data, sailor: data.sailor && { ...data.sailor, birth_year: null } },
    };
  }
  return read;
}

const NO_FEES = { entry_fee: null, late_fee: null, late_from: null };

/** Every club and series in an answer, wherever it sits, as issue 31 writes them. */
function withFees(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withFees);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, withFees(inner)] as const);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if ('short_name' in object && 'logo' in object) return { ...object, swish_number: '' };
  if ('rules_edition' in object && 'discard_thresholds' in object) return { ...object, ...NO_FEES };
  return object;
}

function issue31(read: RecordedRead): RecordedRead {
  if (read.status !== 200 || typeof read.body !== 'object') return read;
  if (read.url === '/auth/users/me/export/') {
    const data = read.body as { sailor: object | null };
    const sailor = data.sailor && { ...data.sailor, mobile_number: '', mail_opt_outs: [] };
    return { ...read, body: { ...data, sailor, crews: [] } };
  }
  const body = withFees(read.body);
  return SAILING_DETAIL.test(read.url)
    ? { ...read, body: { ...(body as object), ...NO_FEES, has_entry_fee: false } }
    : { ...read, body };
}

const SAILING_DETAIL = /^\/api\/sailings\/\d+\/$/;
const SAILING_RESULTS = /^\/api\/sailings\/\d+\/results\/$/;
const SERIES_RESULTS = /^\/api\/series\/\d+\/results\/$/;
const SAILING_CHANGES = /^\/api\/sailings\/\d+\/changes\/$/;

function issue30(read: RecordedRead): RecordedRead {
  if (read.status !== 200) return read;
  if (SAILING_DETAIL.test(read.url)) {
    const sailing = read.body as { is_finished: boolean };
    const finished = sailing.is_finished ? (expect.any(String) as unknown) : null;
    return {
      ...read,
      body: { ...sailing, protest_minutes: 60, finished_at: finished, protest_deadline: finished },
    };
  }
  if (SAILING_CHANGES.test(read.url)) {
    const entries = read.body as object[];
    return { ...read, body: entries.map((entry) => ({ ...entry, protest: null })) };
  }
  if (SAILING_RESULTS.test(read.url)) {
    const results = read.body as { groups: { rows: object[] }[] };
    const groups = results.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({ ...row, protest: null })),
    }));
    return { ...read, body: { ...results, groups } };
  }
  if (SERIES_RESULTS.test(read.url)) {
    const results = read.body as { groups: { rows: { races: object[] }[] }[] };
    const groups = results.groups.map((group) => ({
      ...group,
      rows: group.rows.map((row) => ({
        ...row,
        races: row.races.map((race) => ({ ...race, protest: null })),
      })),
    }));
    return { ...read, body: { ...results, groups } };
  }
  return read;
}

function issue29(read: RecordedRead): RecordedRead {
  if (read.url.startsWith('/api/accounts/') && read.status === 200 && Array.isArray(read.body)) {
    const accounts = (read.body as object[]).map((account) => ({ ...account, roles: [] }));
    return { ...read, body: accounts };
  }
  if (read.url === '/auth/users/me/export/' && read.status === 200) {
    return { ...read, body: { ...(read.body as object), roles: [] } };
  }
  if (read.url === '/auth/users/me/' && read.status === 200) {
    return { ...read, body: { ...(read.body as object), roles: [] } };
  }
  if (/^\/api\/sailings\/\d+\/changes\/$/.test(read.url) && read.status === 200) {
    const entries = read.body as { user: { email: string } | null }[];
    const signed = entries.map((entry) => ({ ...entry, signed_by: entry.user?.email ?? '' }));
    return { ...read, body: signed };
  }
  if (!read.url.startsWith('/api/search/')) return read;
  const body = JSON.parse(
    JSON.stringify(read.body).replace(FIRST_RELEASE_DATE, (text, day, month, year) => {
      const index = MONTHS.indexOf(month as string);
      if (index < 0) return text;
      const iso = `${year}-${String(index + 1).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return formatDate(iso);
    }),
  ) as RecordedRead['body'];
  return { ...read, body };
}
