import { formatDate } from '@segla/core/format';
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
 */
export function asWrittenToday(read: RecordedRead): RecordedRead {
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
