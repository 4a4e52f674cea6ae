// The SQL form of the rule is conditions only (no query is run here), used by repositories; it
// lives beside the row predicates so the two forms are read and changed together.
// eslint-disable-next-line no-restricted-imports -- SQL conditions of the visibility rule
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { SailingStatus } from '../../db/schema.ts';
import type { AuthUser } from '../auth/auth-service.ts';
import { clubsOfficiatedBy } from '../permissions/permissions.ts';

/**
 * Who may see what (decision 0010), the one place the rule lives. A sailing with status
 * `unpublished` (a draft) is seen only by the club that owns it and by staff; a series only when
 * one of its sailings is published, or by its club and staff. Everyone else is answered as if
 * they did not exist: 404 for details, absent from lists, search, counts and live updates.
 *
 * The rule comes in two forms that must agree: predicates on loaded rows (`canSeeSailing`,
 * `canSeeSeries`) and SQL conditions for queries (`sailingVisibleTo`, `seriesVisibleTo`).
 */

/** Who is looking. */
export interface Viewer {
  isStaff: boolean;
  /** The clubs whose drafts it sees: a club account's own, and those where it holds a role. */
  clubIds: readonly number[];
}

/** Anonymous callers, sailors, and whatever everybody may see (the home page, cached answers). */
export const EVERYBODY: Viewer = { isStaff: false, clubIds: [] };

/** Sees everything: for server-side readers that decide themselves who receives what. */
export const EVERYTHING: Viewer = { isStaff: true, clubIds: [] };

/** The status of a draft: hidden from everyone but its club and staff. */
const DRAFT = 'unpublished' satisfies SailingStatus;

/** What the signed-in user (or an anonymous caller, null) may see. */
export function viewerOf(user: AuthUser | null): Viewer {
  return { isStaff: user?.isStaff === true, clubIds: clubsOfficiatedBy(user) };
}

/** Whether the viewer sees the club's drafts (its unpublished sailings and series). */
export function seesDraftsOf(viewer: Viewer, clubId: number | null): boolean {
  return viewer.isStaff || (clubId !== null && viewer.clubIds.includes(clubId));
}

/** Whether a sailing is seen by everybody (it is not a draft). */
export function isPublished(sailing: { status: SailingStatus }): boolean {
  return sailing.status !== DRAFT;
}

/** Whether the viewer may see the sailing (and its start groups, competitors and results). */
export function canSeeSailing(
  viewer: Viewer,
  sailing: { club_id: number; status: SailingStatus },
): boolean {
  return isPublished(sailing) || seesDraftsOf(viewer, sailing.club_id);
}

/** Whether the viewer may see the series: one of its sailings is published, or it sees drafts. */
export function canSeeSeries(
  viewer: Viewer,
  series: { club_id: number; has_published_sailing: boolean },
): boolean {
  return series.has_published_sailing || seesDraftsOf(viewer, series.club_id);
}

const always = sql<SqlBool>`1 = 1`;

/** SQL: the sailing `alias` (a `sailings` row) is not a draft. */
export function sailingPublished(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(`${alias}.status`)} <> ${sql.lit(DRAFT)}`;
}

/**
 * SQL: the viewer may see the sailing `alias` (a `sailings` row), as `canSeeSailing`. Usable as
 * a Kysely `where` condition and inside `sql` templates alike.
 */
export function sailingVisibleTo(viewer: Viewer, alias: string): RawBuilder<SqlBool> {
  if (viewer.isStaff) return always;
  if (viewer.clubIds.length === 0) return sailingPublished(alias);
  return sql<SqlBool>`(${sailingPublished(alias)} or ${ofClubs(viewer, alias)})`;
}

/**
 * SQL: the series `alias` (a `series` row) has a published sailing. One probe of
 * sailings_serie_id_idx per series: written as a scalar subquery rather than `exists`, which
 * PostgreSQL may turn into a hashed scan of every published sailing when it sits under an `or`.
 */
export function seriesHasPublishedSailing(alias: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`((select 1 from sailings as visible_sailing
    where visible_sailing.serie_id = ${sql.ref(`${alias}.id`)}
      and ${sailingPublished('visible_sailing')} limit 1) is not null)`;
}

/** SQL: the viewer may see the series `alias` (a `series` row), as `canSeeSeries`. */
export function seriesVisibleTo(viewer: Viewer, alias: string): RawBuilder<SqlBool> {
  if (viewer.isStaff) return always;
  if (viewer.clubIds.length === 0) return seriesHasPublishedSailing(alias);
  return sql<SqlBool>`(${seriesHasPublishedSailing(alias)} or ${ofClubs(viewer, alias)})`;
}

/** SQL: the row `alias` belongs to one of the viewer's clubs (one `=` for the usual one club). */
function ofClubs(viewer: Viewer, alias: string): RawBuilder<SqlBool> {
  const column = sql.ref(`${alias}.club_id`);
  const [only] = viewer.clubIds;
  if (viewer.clubIds.length === 1) return sql<SqlBool>`${column} = ${only}`;
  return sql<SqlBool>`${column} in (${sql.join(viewer.clubIds.map((id) => sql`${id}`))})`;
}
