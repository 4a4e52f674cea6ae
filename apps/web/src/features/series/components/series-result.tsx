import type { ResultCategory, Series, SeriesResults } from '@segla/core';
import {
  HANDICAP_LABELS,
  RESULT_LIST_RATING_LABELS,
  rankWithinCategory,
  ratingMissingText,
} from '@segla/core/sailing';
import { IconCalendar } from '@tabler/icons-react';
import { Fragment, useState, type ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PrintHeader } from '../../../components/print-header.tsx';
import {
  ResultCategoryPicker,
  useShownCategory,
} from '../../../components/result-category-picker.tsx';
import { ResultSwitch } from '../../../components/result-switch.tsx';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { ResultFact, ResultHeader } from '../../../components/result-header.tsx';
import { ResultTable } from '../../../components/result-table.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { resultState, type ResultState } from '../../../components/result-state-badge.tsx';
import { ResultTools } from '../../../components/result-tools.tsx';
import { SailingCard } from '../../../components/sailing-card.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { resultsCsvHref } from '../../../lib/result-link.ts';
import { formatDateRange, formatDayMonth, formatPoints, plural } from '@segla/core/format';
import { useLiveTopic } from '../../../lib/live/use-live-topic.ts';
import { decisionLinkLabel, protestHref } from '../../../lib/protest-link.ts';
import { useSeries } from '../api/get-series.ts';
import { useSeriesResults } from '../api/get-series-results.ts';
import { SeriesResultsMissing } from './series-results-missing.tsx';

type Race = SeriesResults['groups'][number]['rows'][number]['races'][number];

/**
 * One race of a boat's line: '5', '18 DNC', and in parentheses when discarded. A code set by a
 * protest decision links to the decision on the sailing's board (issue 30).
 */
function RaceText({ race, club }: { race: Race | undefined; club: string }) {
  if (!race) return <>–</>;
  const points = formatPoints(race.points);
  const protest = race.protest;
  const code =
    race.code && protest ? (
      <AppLink
        to={protestHref(club, race.sailing_id, protest.id)}
        aria-label={decisionLinkLabel(protest)}
      >
        {race.code}
      </AppLink>
    ) : (
      race.code
    );
  const text = race.code ? (
    <>
      {points} {code}
    </>
  ) : (
    points
  );
  return race.discarded ? <>({text})</> : <>{text}</>;
}

type Group = SeriesResults['groups'][number];
type Row = Group['rows'][number];
type Unrated = Group['no_rating'][number];
type Sailing = SeriesResults['sailings'][number];
/** A standings row as shown: `place` is her rank, or her rank within the category shown. */
type ShownRow = Row & { place: number | null };

/** What the switch calls a group's own standings beside its further lists. */
const MAIN_LABEL = 'Huvudlista';

/** All rows placed by their rank, or a category's rows placed among themselves. */
function shownRows(rows: readonly Row[], category: number | null): ShownRow[] {
  if (category === null) return rows.map((row) => ({ ...row, place: row.rank }));
  return rankWithinCategory(rows, category).map((row) => ({ ...row, place: row.category_rank }));
}

/** The boats without a rating, all or the category's (they have no place to rank by). */
function shownUnrated(boats: readonly Unrated[], category: number | null): Unrated[] {
  return category === null
    ? [...boats]
    : boats.filter((boat) => boat.categories.includes(category));
}

/**
 * Why a boat has no place, as a sailing's result says it ('PY saknas'), with the sailings (S1,
 * S2 …) whose rating she lacks.
 */
function unratedText(boat: Unrated, ratingLabel: string | null, sailings: Sailing[]): string {
  const names = sailings.flatMap((sailing, index) =>
    boat.sailing_ids.includes(sailing.id) ? [`S${index + 1}`] : [],
  );
  const missing = ratingMissingText(ratingLabel);
  return names.length > 0 ? `${missing} i ${names.join(', ')}` : missing;
}

/**
 * A standings row's boat: her name, sail number and (on a phone, where the skipper's column
 * gives way) her skipper, then what the row adds below (her races, or why she has no place).
 */
function BoatCell({
  boat,
  children,
}: {
  boat: { boat_name: string; sail_number: string; name: string };
  children: ReactNode;
}) {
  return (
    <td>
      <span className="boat-name">{boat.boat_name}</span>
      <div className="text-sm text-dimmed">
        {boat.sail_number}
        <span className="below-sm">
          {' · '}
          {boat.name}
        </span>
      </div>
      {children}
    </td>
  );
}

/**
 * One standings table: a group's own, or one of its further lists'. The boats the series cannot
 * rank for want of a rating follow the ranked rows, without place or points (docs/product.md
 * §12), so that no entered boat goes missing.
 */
function StandingsTable({
  rows,
  unrated,
  ratingLabel,
  sailings,
  club,
}: {
  rows: ShownRow[];
  unrated: Unrated[];
  /** The rating the table ranks by ('SRS', 'PY', 'TCC'), named when a boat lacks it. */
  ratingLabel: string | null;
  sailings: Sailing[];
  club: string;
}) {
  return (
    <ResultTable minWidth={300}>
      <thead>
        <tr>
          <th className="col-rank">Plac</th>
          <th>Båt</th>
          <th className="from-sm">Skeppare</th>
          {sailings.map((sailing, index) => (
            <th
              key={sailing.id}
              className="num from-sm"
              title={`${sailing.name}, ${formatDayMonth(sailing.start_date)}`}
            >
              S{index + 1}
            </th>
          ))}
          <th className="num from-sm">Totalt</th>
          <th className="num">Netto</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={`${row.rank}-${row.sail_number}-${row.boat_name}`}>
            <td className="col-rank">
              {row.place === null ? (
                <span aria-label="Ingen placering">–</span>
              ) : (
                <span className={`rank rank-${row.place <= 3 ? row.place : 'n'}`}>{row.place}</span>
              )}
            </td>
            <BoatCell boat={row}>
              <div className="text-sm below-sm">
                {sailings.map((sailing, index) => (
                  <Fragment key={sailing.id}>
                    {index > 0 && ' · '}
                    <RaceText
                      race={row.races.find((r) => r.sailing_id === sailing.id)}
                      club={club}
                    />
                  </Fragment>
                ))}
              </div>
            </BoatCell>
            <td className="from-sm">{row.name}</td>
            {sailings.map((sailing) => {
              const race = row.races.find((r) => r.sailing_id === sailing.id);
              return (
                <td
                  key={sailing.id}
                  className={race?.discarded ? 'num discarded from-sm' : 'num from-sm'}
                >
                  <RaceText race={race} club={club} />
                </td>
              );
            })}
            <td className="num from-sm">{formatPoints(row.total)}</td>
            <td className="num points">{formatPoints(row.net)}</td>
          </tr>
        ))}
        {unrated.map((boat, index) => (
          <tr key={`no-rating-${index}-${boat.sail_number}-${boat.boat_name}`}>
            <td className="col-rank">
              <span aria-label="Ingen placering">–</span>
            </td>
            <BoatCell boat={boat}>
              <div className="text-sm text-dimmed">{unratedText(boat, ratingLabel, sailings)}</div>
            </BoatCell>
            <td className="from-sm">{boat.name}</td>
            {sailings.map((sailing) => (
              <td key={sailing.id} className="num from-sm">
                –
              </td>
            ))}
            <td className="num from-sm">–</td>
            <td className="num points">–</td>
          </tr>
        ))}
      </tbody>
    </ResultTable>
  );
}

/**
 * A start group's standings: its own, and with further lists (matched across the sailings by
 * name) a switch over them; on paper every list follows under its name. Filtered to the prize
 * category shown.
 */
function GroupStandings({
  group,
  sailings,
  club,
  category,
}: {
  group: Group;
  sailings: Sailing[];
  club: string;
  category: ResultCategory | null;
}) {
  const [chosen, setChosen] = useState(MAIN_LABEL);
  const views = [
    // Only an SRS group's own standings can lack a rating: scratch and pursuit rank without.
    {
      key: MAIN_LABEL,
      label: MAIN_LABEL,
      rows: group.rows,
      unrated: group.no_rating,
      ratingLabel: HANDICAP_LABELS.srs,
    },
    // List names are unique in a group, and the main one is no list's key.
    ...group.lists.map((list) => ({
      key: `list-${list.name}`,
      label: list.name,
      rows: list.rows,
      unrated: list.no_rating,
      ratingLabel: RESULT_LIST_RATING_LABELS[list.kind],
    })),
  ];
  const shown = views.find((view) => view.key === chosen) ?? views[0]!;
  const withLists = views.length > 1;
  const categoryId = category?.id ?? null;
  const mainRows = shownRows(group.rows, categoryId);
  const mainUnrated = shownUnrated(group.no_rating, categoryId);
  return (
    <section className="result-group print-group" aria-label={`Serieställning ${group.name}`}>
      <h3 className="result-group-title">{group.name}</h3>
      {category && mainRows.length === 0 && mainUnrated.length === 0 ? (
        <EmptyState>
          Inga båtar i {category.name} i {group.name}.
        </EmptyState>
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
              <StandingsTable
                rows={view.key === MAIN_LABEL ? mainRows : shownRows(view.rows, categoryId)}
                unrated={
                  view.key === MAIN_LABEL ? mainUnrated : shownUnrated(view.unrated, categoryId)
                }
                ratingLabel={view.ratingLabel}
                sailings={sailings}
                club={club}
              />
            </div>
          ))}
        </>
      )}
    </section>
  );
}

function Standings({
  results,
  club,
  category,
  onCategoryChange,
}: {
  results: SeriesResults;
  club: string;
  category: ResultCategory | null;
  onCategoryChange: (id: number | null) => void;
}) {
  if (results.groups.length === 0) {
    return <EmptyState>Inga seglingar i serien har räknats ännu.</EmptyState>;
  }
  return (
    <>
      <ResultCategoryPicker
        categories={results.categories}
        shown={category}
        onChange={onCategoryChange}
      />
      {results.groups.map((group) => (
        <GroupStandings
          key={group.name}
          group={group}
          sailings={results.sailings}
          club={club}
          category={category}
        />
      ))}
      <p className="result-legend text-sm text-dimmed print-hide">
        S1, S2 … är seriens seglingar i datumordning (på telefon i raden under båten). Poäng inom
        parentes är borträknade.
      </p>
      {/* On paper the column names have no tooltips: the sailings are listed instead. */}
      <p className="print-only print-legend">
        {results.sailings
          .map(
            (sailing, index) =>
              `S${index + 1} ${sailing.name}, ${formatDayMonth(sailing.start_date)}`,
          )
          .join(' · ')}
        . Poäng inom parentes är borträknade.
      </p>
    </>
  );
}

/**
 * Whether a series' standings are checked: "Preliminärt" while one of its sailings with results
 * is not (docs/product.md §4), "Kontrollerat resultat" once all are; null before any has results.
 */
function seriesResultState(series: Series): ResultState | null {
  const states = series.sailings.map((sailing) =>
    resultState(sailing.status, sailing.verified_result),
  );
  if (states.includes('Preliminärt')) return 'Preliminärt';
  return states.includes('Kontrollerat resultat') ? 'Kontrollerat resultat' : null;
}

export function SeriesHeader({ series }: { series: Series }) {
  return (
    <ResultHeader
      club={series.club.name}
      title={series.name}
      facts={
        <>
          <ResultFact icon={<IconCalendar size={18} aria-hidden />}>
            {formatDateRange(series.first_date, series.last_date) || 'Inga datum ännu'}
          </ResultFact>
          <span>{plural(series.sailing_count, 'segling', 'seglingar')}</span>
        </>
      }
      badges={<StatusBadge status={series.status} />}
    >
      {series.description && <p className="result-description">{series.description}</p>}
    </ResultHeader>
  );
}

/**
 * A series' full result: the standings when the server offers them, and the series' sailings,
 * each opening its own result.
 */
export function SeriesResult({
  id,
  sailingHref,
  withHeader = true,
  withSailings = true,
  withLiveNotice = true,
  printLogo,
}: {
  id: number;
  sailingHref: (sailingId: number) => string;
  /** The club's logo on the printed result, given the club's slug (composed by app/). */
  printLogo?: (clubSlug: string) => ReactNode;
  withHeader?: boolean;
  withSailings?: boolean;
  /** Say so here when the live updates gave up (off where the page around says it). */
  withLiveNotice?: boolean;
}) {
  const series = useSeries(id);
  const results = useSeriesResults(id);
  // The standings follow the series' sailings: their club's updates cover every one of them,
  // also a sailing added to the series later, in one subscription (a connection holds at most
  // 100). A results_update of one of them makes the standings refetch (live-cache.ts).
  useLiveTopic(series.data ? { club: series.data.club.slug } : null);
  // Here rather than with the standings: the CSV download takes the category picked too.
  const [category, setCategory] = useShownCategory(results.data?.categories);

  if (series.isError) {
    if (series.error instanceof ApiError && series.error.status === 404) {
      return <EmptyState>Serien finns inte, eller är inte publicerad.</EmptyState>;
    }
    return <QueryError error={series.error} onRetry={() => void series.refetch()} />;
  }
  if (!series.data || results.isPending) return <DelayedLoader label="Hämtar serien…" />;

  return (
    <article className="result-panel" aria-label={`Resultat: ${series.data.name}`}>
      {withLiveNotice && <LiveNotice />}
      {withHeader && <SeriesHeader series={series.data} />}
      <PrintHeader
        club={series.data.club.name}
        logo={printLogo?.(series.data.club.slug)}
        title={series.data.name}
        date={formatDateRange(series.data.first_date, series.data.last_date)}
        state={seriesResultState(series.data)}
      />
      {results.data && results.data.groups.length > 0 && (
        // The plain link carries no login: it reads what visitors see, so it is left out of a
        // series without a published sailing, whose standings only its club sees (§6).
        <ResultTools
          csvHref={
            series.data.sailings.some((sailing) => sailing.status !== 'unpublished')
              ? resultsCsvHref('series', series.data.id, category)
              : null
          }
        />
      )}
      {results.isError ? (
        <QueryError error={results.error} onRetry={() => void results.refetch()} />
      ) : results.data ? (
        <Standings
          results={results.data}
          club={series.data.club.slug}
          category={category}
          onCategoryChange={setCategory}
        />
      ) : (
        <SeriesResultsMissing />
      )}
      {withSailings && (
        <section className="result-group print-hide" aria-labelledby="series-sailings">
          <h3 id="series-sailings" className="result-group-title">
            Seglingar i serien
          </h3>
          {series.data.sailings.length === 0 ? (
            <EmptyState>Serien har inga publicerade seglingar ännu.</EmptyState>
          ) : (
            <div className="result-stack">
              {series.data.sailings.map((sailing) => (
                <SailingCard
                  key={sailing.id}
                  sailing={sailing}
                  href={sailingHref(sailing.id)}
                  showClub={false}
                  showSeries={false}
                  action="Visa resultat"
                />
              ))}
            </div>
          )}
        </section>
      )}
    </article>
  );
}
