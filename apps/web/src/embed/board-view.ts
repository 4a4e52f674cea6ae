import type {
  Club,
  LatestResult,
  SailingListItem,
  SailingResultGroup,
  SailingResultRow,
  SailingResults,
} from '@segla/core';
import {
  formatDate,
  formatDuration,
  formatTime,
  stockholmSecondsOfDay,
  stockholmToday,
} from '@segla/core/format';
import { RESULT_LIST_RATING_LABELS } from '@segla/core/sailing';
import { clockSeconds } from '@segla/core/time';
import { CLUB_PARAM, inlineResultHref } from '../lib/result-link.ts';
import { h, type Child } from './dom.ts';

/** Upcoming sailings the board lists at most. */
export const BOARD_UPCOMING_LIMIT = 5;

/** An ongoing sailing and its standings (null until they are fetched). */
export interface OngoingBoard {
  sailing: SailingListItem;
  results: SailingResults | null;
}

/** What the board shows (docs/product.md §2, "Embeddable board"). */
export type BoardModel =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'error' }
  | {
      kind: 'board';
      club: Pick<Club, 'name' | 'slug' | 'logo'>;
      ongoing: OngoingBoard[];
      latest: LatestResult | null;
      upcoming: SailingListItem[];
      /** The live updates gave up (docs/product.md §4): say so. */
      liveFailed: boolean;
    };

/** Links leave the frame: the club's page on Segla opens in a new tab. */
function outLink(href: string, text: string): HTMLAnchorElement {
  return h(
    'a',
    { href: new URL(href, window.location.origin).href, target: '_blank', rel: 'noopener' },
    text,
    h('span', { class: 'board-hidden' }, ' (öppnas i ny flik)'),
  );
}

/** The boat, with her sail number under her name where the frame is too narrow for its column. */
function boatCell(boat: string, sailNumber: string): HTMLElement {
  return h(
    'td',
    { class: 'board-boat' },
    h('span', { class: 'board-boat-name' }, boat || '–'),
    sailNumber ? h('span', { class: 'board-boat-sail' }, sailNumber) : null,
  );
}

function placeCell(row: SailingResultRow): Child {
  if (row.rank !== null) return h('span', { class: 'board-rank' }, row.rank);
  if (row.code) return h('span', { class: 'board-code' }, row.code);
  return h('span', { 'aria-label': 'Ingen placering' }, '–');
}

/**
 * How a table of the board ranks its boats: a start group's own scoring, or one of its further
 * lists (docs/product.md §12 "Fler resultatlistor").
 */
interface Ranking {
  /** A boat home shows her corrected time, else her elapsed time. */
  corrected: boolean;
  /** What a boat without a usable rating lacks ('SRS', 'PY', 'TCC'). */
  ratingLabel: string;
}

/**
 * The time column: a boat home shows her corrected time (SRS, PY, TCC) or her time (scratch); a
 * boat still racing the clock time to beat the leader by (the results' `beat_leader_by`,
 * docs/product.md §12, the group's own ranking only), or that she no longer can once it has
 * passed today.
 */
function timeCell(
  ranking: Ranking,
  row: SailingResultRow,
  clock: { today: boolean; seconds: number },
): Child {
  if (row.status === 'unfinished') {
    const by = row.beat_leader_by === null ? null : clockSeconds(row.beat_leader_by);
    if (by === null) return h('span', { class: 'board-muted' }, 'På banan');
    if (clock.today && clock.seconds > by) {
      return h('span', { class: 'board-muted' }, 'Kan inte längre slå ledaren');
    }
    return h(
      'span',
      { class: 'board-beat' },
      'Slå ledaren före ',
      h('strong', null, row.beat_leader_by),
    );
  }
  if (row.status === 'no_rating') {
    return h('span', { class: 'board-muted' }, `${ranking.ratingLabel} saknas`);
  }
  const seconds = ranking.corrected ? row.corrected_time : row.elapsed_time;
  return seconds === null ? '–' : formatDuration(seconds);
}

function rankingTable(
  rows: readonly SailingResultRow[],
  ranking: Ranking,
  clock: { today: boolean; seconds: number },
): HTMLElement {
  const timeHeader = ranking.corrected
    ? h('abbr', { title: 'Korrigerad tid' }, 'Korr. tid')
    : 'Tid';
  return h(
    'table',
    null,
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', { scope: 'col', class: 'board-place' }, 'Plac'),
        h('th', { scope: 'col', class: 'board-sail' }, 'Segelnr'),
        h('th', { scope: 'col' }, 'Båt'),
        h('th', { scope: 'col', class: 'board-skipper' }, 'Skeppare'),
        h('th', { scope: 'col', class: 'board-time' }, timeHeader),
      ),
    ),
    h(
      'tbody',
      null,
      rows.map((row) =>
        h(
          'tr',
          null,
          h('td', { class: 'board-place' }, placeCell(row)),
          h('td', { class: 'board-sail' }, row.sail_number || '–'),
          boatCell(row.boat_name || row.boat_type, row.sail_number),
          h('td', { class: 'board-skipper' }, row.name || '–'),
          h('td', { class: 'board-time' }, timeCell(ranking, row, clock)),
        ),
      ),
    ),
  );
}

/** A start group's standings, and below them each of its further lists under its name. */
function standingsTable(
  group: SailingResultGroup,
  clock: { today: boolean; seconds: number },
): HTMLElement {
  const headingId = `board-group-${group.id}`;
  return h(
    'section',
    { class: 'board-group', 'aria-labelledby': headingId },
    h('h3', { id: headingId }, group.name),
    group.rows.length === 0
      ? h('p', { class: 'board-note' }, 'Inga båtar i startgruppen.')
      : [
          rankingTable(
            group.rows,
            { corrected: group.handicap === 'srs', ratingLabel: 'SRS' },
            clock,
          ),
          ...group.lists.map((list) => {
            const listId = `board-list-${list.id}`;
            return h(
              'section',
              { class: 'board-list', 'aria-labelledby': listId },
              h('h4', { id: listId }, `${group.name}: ${list.name}`),
              rankingTable(
                list.rows,
                {
                  corrected: list.kind !== 'scratch',
                  ratingLabel: RESULT_LIST_RATING_LABELS[list.kind] ?? '',
                },
                clock,
              ),
            );
          }),
        ],
  );
}

function ongoingSection(ongoing: OngoingBoard, now: number): HTMLElement {
  const { sailing, results } = ongoing;
  const headingId = `board-sailing-${sailing.id}`;
  const clock = {
    today: sailing.start_date === stockholmToday(now),
    seconds: stockholmSecondsOfDay(now),
  };
  let body: Child | Child[];
  if (!results) body = h('p', { class: 'board-note' }, 'Hämtar ställningen…');
  else if (results.groups.length === 0) {
    body = h('p', { class: 'board-note' }, 'Inga startgrupper är upplagda ännu.');
  } else body = results.groups.map((group) => standingsTable(group, clock));
  return h(
    'section',
    { class: 'board-section', 'aria-labelledby': headingId },
    h(
      'div',
      { class: 'board-section-head' },
      h('h2', { id: headingId }, sailing.name),
      h(
        'span',
        { class: 'board-live' },
        h('span', { class: 'board-live-dot', 'aria-hidden': 'true' }),
        'Pågår',
      ),
    ),
    body,
    h(
      'p',
      { class: 'board-more' },
      outLink(inlineResultHref({ kind: 'sailing', id: sailing.id }), 'Alla resultat'),
    ),
  );
}

function latestSection(latest: LatestResult): HTMLElement {
  const { sailing, groups } = latest;
  return h(
    'section',
    { class: 'board-section', 'aria-labelledby': 'board-latest' },
    h('h2', { id: 'board-latest' }, 'Senaste resultat'),
    h(
      'p',
      { class: 'board-sub' },
      h('strong', null, sailing.name),
      ` · ${formatDate(sailing.start_date)}`,
    ),
    groups.length === 0
      ? h('p', { class: 'board-note' }, 'Ingen båt har placerats.')
      : groups.map((group, index) => {
          const headingId = `board-latest-${index}`;
          return h(
            'section',
            { class: 'board-group', 'aria-labelledby': headingId },
            h('h3', { id: headingId }, group.name),
            h(
              'table',
              null,
              h(
                'thead',
                null,
                h(
                  'tr',
                  null,
                  h('th', { scope: 'col', class: 'board-place' }, 'Plac'),
                  h('th', { scope: 'col', class: 'board-sail' }, 'Segelnr'),
                  h('th', { scope: 'col' }, 'Båt'),
                  h('th', { scope: 'col', class: 'board-skipper' }, 'Skeppare'),
                ),
              ),
              h(
                'tbody',
                null,
                group.top.map((row) =>
                  h(
                    'tr',
                    null,
                    h('td', { class: 'board-place' }, h('span', { class: 'board-rank' }, row.rank)),
                    h('td', { class: 'board-sail' }, row.sail_number || '–'),
                    boatCell(row.boat_name, row.sail_number),
                    h('td', { class: 'board-skipper' }, row.name || '–'),
                  ),
                ),
              ),
            ),
          );
        }),
    h(
      'p',
      { class: 'board-more' },
      outLink(inlineResultHref({ kind: 'sailing', id: sailing.id }), 'Alla resultat'),
    ),
  );
}

function upcomingSection(upcoming: SailingListItem[]): HTMLElement {
  return h(
    'section',
    { class: 'board-section', 'aria-labelledby': 'board-upcoming' },
    h('h2', { id: 'board-upcoming' }, 'Kommande seglingar'),
    upcoming.length === 0
      ? h('p', { class: 'board-note' }, 'Inga seglingar är inplanerade.')
      : h(
          'ul',
          { class: 'board-upcoming' },
          upcoming
            .slice(0, BOARD_UPCOMING_LIMIT)
            .map((sailing) =>
              h(
                'li',
                null,
                h(
                  'span',
                  { class: 'board-when' },
                  h('time', { datetime: sailing.start_date }, formatDate(sailing.start_date)),
                  sailing.start_time ? ` ${formatTime(sailing.start_time)}` : '',
                ),
                h('span', { class: 'board-what' }, sailing.name),
              ),
            ),
        ),
  );
}

/** The board as elements, for `now` (the time to beat the leader passes with the clock). */
export function renderBoard(model: BoardModel, now: number = Date.now()): Node[] {
  switch (model.kind) {
    case 'loading':
      return [h('p', { class: 'board-note' }, 'Hämtar resultat…')];
    case 'missing':
      return [h('p', { class: 'board-note' }, 'Klubben finns inte.')];
    case 'error':
      return [
        h('p', { class: 'board-note' }, 'Resultaten kunde inte hämtas just nu.'),
        h('button', { type: 'button', class: 'board-retry' }, 'Försök igen'),
      ];
    case 'board': {
      const { club } = model;
      const header = h(
        'header',
        { class: 'board-header' },
        club.logo ? h('img', { src: club.logo, alt: '', class: 'board-logo' }) : null,
        h('h1', null, club.name),
      );
      const live = model.ongoing.length > 0;
      return [
        header,
        model.liveFailed
          ? h(
              'p',
              { class: 'board-warning', role: 'status' },
              'Uppdateringen har avbrutits. Ladda om sidan för att se det senaste.',
            )
          : null,
        ...(live
          ? model.ongoing.map((ongoing) => ongoingSection(ongoing, now))
          : [
              model.latest
                ? latestSection(model.latest)
                : h('p', { class: 'board-note' }, 'Inga resultat ännu.'),
              upcomingSection(model.upcoming),
            ]),
        h(
          'footer',
          { class: 'board-footer' },
          outLink(`/?${CLUB_PARAM}=${encodeURIComponent(club.slug)}`, `${club.name} på Segla`),
        ),
      ].filter((node): node is HTMLElement => node !== null);
    }
  }
}
