import type { SailingResultGroup, SailingResultRow } from '@segla/core';
import { REPORTED_MARK, ratingMissingText } from '@segla/core/sailing';
import {
  formatDuration,
  formatPoints,
  plural,
  secondsToClock,
  stockholmSecondsOfDay,
} from '@segla/core/format';
import { memo, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ResultSwitch } from '../../../components/result-switch.tsx';
import { ResultTable } from '../../../components/result-table.tsx';
import { decisionLinkLabel, protestHref } from '../../../lib/protest-link.ts';
import { useNow } from '../../../stores/clock.ts';
import { finishByOf } from '../utils/finish-by.ts';
import {
  groupViews,
  HANDICAP_LABELS,
  shownRows,
  type ResultView,
  type ShownRow,
} from '../utils/result-views.ts';

/** Where the row's result comes from: the sailing's club and id, for links to its board. */
interface RowPlace {
  club: string;
  sailingId: number;
}

/** The prize category the page shows (docs/product.md §12), or null for the whole fleet. */
export interface ShownCategory {
  id: number;
  name: string;
}

/** A code set by a protest decision: a link to the decision on the board (issue 30). */
function DecisionCode({ code, row, at }: { code: string; row: SailingResultRow; at: RowPlace }) {
  const protest = row.protest;
  if (!protest) return <span className="result-code">{code}</span>;
  return (
    <AppLink
      to={protestHref(at.club, at.sailingId, protest.id)}
      className="result-code result-code-link"
      aria-label={decisionLinkLabel(protest)}
    >
      {code}
    </AppLink>
  );
}

/** Her place: in the fleet, or within the prize category shown. */
function RankCell({ row, at }: { row: ShownRow; at: RowPlace }) {
  if (row.place !== null) {
    return (
      <>
        <span
          className={`rank rank-${row.place <= 3 ? row.place : 'n'}`}
          aria-label={`Plats ${row.place}`}
        >
          {row.place}
        </span>
        {/* A penalty that keeps the finish (SCP) shows beside the place, with its decision. */}
        {row.code && row.protest && (
          <>
            {' '}
            <DecisionCode code={row.code} row={row} at={at} />
          </>
        )}
      </>
    );
  }
  if (row.code) {
    // A plain tag, not a Badge: a Badge truncates 'DNF' to 'D…' in a phone's narrow column.
    return <DecisionCode code={row.code} row={row} at={at} />;
  }
  return <span aria-label="Ingen placering">–</span>;
}

function FinishCell({ row, ratingLabel }: { row: SailingResultRow; ratingLabel: string | null }) {
  if (row.finish_time && row.reported) {
    // A sailor's own report the club has not approved yet (issue 13; docs/product.md §12).
    return (
      <>
        {row.finish_time}{' '}
        <span className="reported-mark" title="Seglarens egen tid, inte godkänd av klubben ännu">
          {REPORTED_MARK}
        </span>
      </>
    );
  }
  if (row.finish_time) return <>{row.finish_time}</>;
  if (row.status === 'unfinished') return <span className="text-sm text-dimmed">På banan</span>;
  if (row.status === 'no_rating') {
    return <span className="text-sm text-dimmed">{ratingMissingText(ratingLabel)}</span>;
  }
  return <>–</>;
}

/** The clock time a boat still racing must beat; ticks with the client clock. */
function FinishBy({
  seconds,
  today,
  line = false,
}: {
  seconds: number | null;
  today: boolean;
  /** As a line under the boat (phones) rather than a table cell. */
  line?: boolean;
}) {
  const now = useNow();
  if (seconds === null) return line ? null : <>–</>;
  // Sailing times are Stockholm's clock, whatever zone the phone is set to.
  const passed = today && stockholmSecondsOfDay(now) > seconds;
  if (passed) {
    return (
      <span className="text-sm text-dimmed">
        {line ? 'Kan inte längre slå ledaren' : 'passerad'}
      </span>
    );
  }
  return (
    <span className={line ? 'text-sm' : undefined}>
      {line && 'Slå ledaren före '}
      <strong>{secondsToClock(seconds)}</strong>
    </span>
  );
}

/** A start group's (or the ungrouped boats') heading: name, then how it is scored. */
export function GroupHead({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: ReactNode;
}) {
  return (
    <div className="result-group-head">
      <h3 id={id}>{name}</h3>
      <span className="text-sm text-dimmed">{children}</span>
    </div>
  );
}

/** Under the boat's name on a phone: what the hidden columns say. */
export function PhoneLine({ children, dimmed = false }: { children: ReactNode; dimmed?: boolean }) {
  return <div className={`below-sm text-sm${dimmed ? ' text-dimmed' : ''}`}>{children}</div>;
}

interface TableProps {
  group: SailingResultGroup;
  view: ResultView;
  rows: ShownRow[];
  mode: 'results' | 'entries';
  /** The live "Slå ledaren före" (the group's own ranking only: it is the leader's). */
  live: boolean;
  today: boolean;
  at: RowPlace;
}

/** One ranking of a start group as a table: the group's own, or one of its further lists. */
function ViewTable({ group, view, rows, mode, live, today, at }: TableProps) {
  const pursuit = group.start_type === 'pursuit';
  const rated = view.ratingLabel !== null;
  const results = mode === 'results';
  const finishBy = live && view.main && !pursuit;
  // In results mode the rating gives way on a phone to the corrected time.
  const ratingClass = results ? 'num from-sm' : 'num';
  // A list's own rating (PY, TCC) is set for that list alone and shown nowhere else: on a phone
  // it goes under the boat, with her sail number and skipper (docs/product.md §12).
  const ratingOnPhone = results && rated && !view.main;
  return (
    <ResultTable minWidth={320}>
      <thead>
        <tr>
          {results && <th className="col-rank">Plac</th>}
          <th>Båt</th>
          <th className="from-sm">Segelnr</th>
          <th className="from-sm">Skeppare</th>
          <th className="from-md">Båttyp</th>
          {rated && <th className={ratingClass}>{view.ratingLabel}</th>}
          {results && pursuit && <th className="num from-md">Start</th>}
          {results && (
            <>
              <th className="num from-md">Mål</th>
              <th className="num from-sm">Seglad tid</th>
              {view.corrected && (
                <th className="num" title="Korrigerad tid">
                  Korr. tid
                </th>
              )}
              {finishBy && (
                <th
                  // A live figure: stale on paper.
                  className="num print-hide from-sm"
                  title="Klockslag att gå i mål före för att slå ledaren"
                >
                  Slå ledaren före
                </th>
              )}
              <th className="num">Poäng</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.competitor_id}>
            {results && (
              <td className="col-rank">
                <RankCell row={row} at={at} />
              </td>
            )}
            <td>
              <span className="boat-name">{row.boat_name || row.boat_type || '–'}</span>
              <PhoneLine dimmed>
                {[
                  row.sail_number,
                  row.name,
                  // A no-break space: 'PY 1050' never splits over two lines.
                  ratingOnPhone ? `${view.ratingLabel}\u00a0${view.ratingText(row.rating)}` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </PhoneLine>
              {finishBy && finishByOf(group, row) !== null && (
                <PhoneLine>
                  <FinishBy seconds={finishByOf(group, row)} today={today} line />
                </PhoneLine>
              )}
            </td>
            <td className="nowrap from-sm">{row.sail_number}</td>
            <td className="from-sm">{row.name}</td>
            <td className="from-md">{row.boat_type}</td>
            {rated && <td className={ratingClass}>{view.ratingText(row.rating)}</td>}
            {results && pursuit && <td className="num from-md">{row.start ?? '–'}</td>}
            {results && (
              <>
                <td className="num from-md">
                  <FinishCell row={row} ratingLabel={view.ratingLabel} />
                </td>
                <td className="num from-sm">{formatDuration(row.elapsed_time)}</td>
                {view.corrected && (
                  <td className="num">
                    {row.status === 'no_rating' && row.finish_time ? (
                      // Home, but not ranked in this list: say why where a phone sees it.
                      <span className="text-sm text-dimmed">
                        {ratingMissingText(view.ratingLabel)}
                      </span>
                    ) : (
                      formatDuration(row.corrected_time)
                    )}
                  </td>
                )}
                {finishBy && (
                  <td className="num print-hide from-sm">
                    <FinishBy seconds={finishByOf(group, row)} today={today} />
                  </td>
                )}
                <td className="num points">
                  {row.status === 'finished' || row.status === 'coded' || row.status === 'redress'
                    ? formatPoints(row.points)
                    : '–'}
                </td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}

/**
 * One start group: its heading, and its own ranking's table; with further lists a switch over
 * them (on paper every list follows under its name). Filtered to the prize category shown.
 * Memoised: the page re-renders as its other reads arrive (the club, the live state), and a
 * group's rows only change with the results (decision 0055).
 */
export const GroupResult = memo(function GroupResult({
  group,
  mode,
  live,
  today,
  club,
  sailingId,
  category,
}: {
  group: SailingResultGroup;
  mode: 'results' | 'entries';
  live: boolean;
  today: boolean;
  /** The sailing's club and id: a code set by a protest decision links to its board. */
  club: string;
  sailingId: number;
  category: ShownCategory | null;
}) {
  const [chosen, setChosen] = useState('main');
  const headingId = `group-${group.id}`;
  // The further lists rank finishes: before the start only the entered boats show.
  const views = mode === 'results' ? groupViews(group) : groupViews({ ...group, lists: [] });
  const shown = views.find((view) => view.key === chosen) ?? views[0]!;
  const withLists = views.length > 1;
  const mainRows = shownRows(group.rows, category?.id ?? null);
  const count = plural(mainRows.length, 'båt', 'båtar');
  return (
    <section className="result-group print-group" aria-labelledby={headingId}>
      <GroupHead id={headingId} name={group.name}>
        {HANDICAP_LABELS[group.handicap]}
        {group.start_type === 'pursuit' ? ' · jaktstart' : ''} ·{' '}
        {category ? `${count} i ${category.name}` : count}
      </GroupHead>
      {group.rows.length === 0 ? (
        <EmptyState>Inga båtar i den här startgruppen ännu.</EmptyState>
      ) : mainRows.length === 0 && category ? (
        <EmptyState>Inga båtar i {category.name} i den här startgruppen.</EmptyState>
      ) : (
        <>
          {withLists && (
            <ResultSwitch
              label={`Resultatlista i ${group.name}`}
              labelHidden
              options={views.map((view) => ({ value: view.key, label: view.label }))}
              value={shown.key}
              onChange={setChosen}
            />
          )}
          {views.map((view) => (
            <div key={view.key} className="result-view" hidden={view !== shown}>
              {withLists && <h4 className="result-view-title print-only">{view.label}</h4>}
              <ViewTable
                group={group}
                view={view}
                rows={view.main ? mainRows : shownRows(view.rows, category?.id ?? null)}
                mode={mode}
                live={live}
                today={today}
                at={{ club, sailingId }}
              />
            </div>
          ))}
        </>
      )}
    </section>
  );
});
