import type { Competitor, SailingDetail, SailingResultGroup, SailingResultRow } from '@segla/core';
import { REPORTED_MARK } from '@segla/core/sailing';
import { IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { ResultFact, ResultHeader } from '../../../components/result-header.tsx';
import { ResultTable } from '../../../components/result-table.tsx';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PrintHeader } from '../../../components/print-header.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { ResultStateBadge, resultState } from '../../../components/result-state-badge.tsx';
import { ResultTools } from '../../../components/result-tools.tsx';
import { StatusBadge } from '../../../components/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import {
  formatClock,
  formatDate,
  formatDuration,
  formatPoints,
  formatRating,
  formatTime,
  plural,
  secondsToClock,
  stockholmSecondsOfDay,
  stockholmToday,
} from '@segla/core/format';
import { useLiveSailing } from '../../../lib/live/use-live-sailing.ts';
import { decisionLinkLabel, protestHref } from '../../../lib/protest-link.ts';
import { useNow } from '../../../stores/clock.ts';
import { useSailing } from '../api/get-sailing.ts';
import { useSailingResults } from '../api/get-sailing-results.ts';
import { finishByOf } from '../utils/finish-by.ts';

const HANDICAP_LABELS = { srs: 'SRS', scratch: 'Scratch' } as const;

/** Where the row's result comes from: the sailing's club and id, for links to its board. */
interface RowPlace {
  club: string;
  sailingId: number;
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

function RankCell({ row, at }: { row: SailingResultRow; at: RowPlace }) {
  if (row.rank !== null) {
    return (
      <>
        <span
          className={`rank rank-${row.rank <= 3 ? row.rank : 'n'}`}
          aria-label={`Plats ${row.rank}`}
        >
          {row.rank}
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

function FinishCell({ row }: { row: SailingResultRow }) {
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
  if (row.status === 'no_rating') return <span className="text-sm text-dimmed">SRS saknas</span>;
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
function GroupHead({ id, name, children }: { id: string; name: string; children: ReactNode }) {
  return (
    <div className="result-group-head">
      <h3 id={id}>{name}</h3>
      <span className="text-sm text-dimmed">{children}</span>
    </div>
  );
}

/** Under the boat's name on a phone: what the hidden columns say. */
function PhoneLine({ children, dimmed = false }: { children: ReactNode; dimmed?: boolean }) {
  return <div className={`below-sm text-sm${dimmed ? ' text-dimmed' : ''}`}>{children}</div>;
}

/**
 * One start group's table. Memoised: the page re-renders as its other reads arrive (the club,
 * the live state), and a group's rows only change with the results (decision 0055).
 */
const GroupTable = memo(function GroupTable({
  group,
  mode,
  live,
  today,
  club,
  sailingId,
}: {
  group: SailingResultGroup;
  /** The sailing's club and id: a code set by a protest decision links to its board. */
  club: string;
  sailingId: number;
  mode: 'results' | 'entries';
  live: boolean;
  today: boolean;
}) {
  const pursuit = group.start_type === 'pursuit';
  const srs = group.handicap === 'srs';
  const headingId = `group-${group.id}`;
  // In results mode the SRS value gives way on a phone to the corrected time.
  const srsClass = mode === 'results' ? 'num from-sm' : 'num';
  return (
    <section className="result-group print-group" aria-labelledby={headingId}>
      <GroupHead id={headingId} name={group.name}>
        {HANDICAP_LABELS[group.handicap]}
        {pursuit ? ' · jaktstart' : ''} · {plural(group.rows.length, 'båt', 'båtar')}
      </GroupHead>
      {group.rows.length === 0 ? (
        <EmptyState>Inga båtar i den här startgruppen ännu.</EmptyState>
      ) : (
        <ResultTable minWidth={320}>
          <thead>
            <tr>
              {mode === 'results' && <th className="col-rank">Plac</th>}
              <th>Båt</th>
              <th className="from-sm">Segelnr</th>
              <th className="from-sm">Skeppare</th>
              <th className="from-md">Båttyp</th>
              {srs && <th className={srsClass}>SRS</th>}
              {mode === 'results' && pursuit && <th className="num from-md">Start</th>}
              {mode === 'results' && (
                <>
                  <th className="num from-md">Mål</th>
                  <th className="num from-sm">Seglad tid</th>
                  {srs && (
                    <th className="num" title="Korrigerad tid">
                      Korr. tid
                    </th>
                  )}
                  {live && !pursuit && (
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
            {group.rows.map((row) => (
              <tr key={row.competitor_id}>
                {mode === 'results' && (
                  <td className="col-rank">
                    <RankCell row={row} at={{ club, sailingId }} />
                  </td>
                )}
                <td>
                  <span className="boat-name">{row.boat_name || row.boat_type || '–'}</span>
                  <PhoneLine dimmed>
                    {[row.sail_number, row.name].filter(Boolean).join(' · ')}
                  </PhoneLine>
                  {live && !pursuit && finishByOf(group, row) !== null && (
                    <PhoneLine>
                      <FinishBy seconds={finishByOf(group, row)} today={today} line />
                    </PhoneLine>
                  )}
                </td>
                <td className="nowrap from-sm">{row.sail_number}</td>
                <td className="from-sm">{row.name}</td>
                <td className="from-md">{row.boat_type}</td>
                {srs && <td className={srsClass}>{formatRating(row.rating)}</td>}
                {mode === 'results' && pursuit && (
                  <td className="num from-md">{row.start ?? '–'}</td>
                )}
                {mode === 'results' && (
                  <>
                    <td className="num from-md">
                      <FinishCell row={row} />
                    </td>
                    <td className="num from-sm">{formatDuration(row.elapsed_time)}</td>
                    {srs && <td className="num">{formatDuration(row.corrected_time)}</td>}
                    {live && !pursuit && (
                      <td className="num print-hide from-sm">
                        <FinishBy seconds={finishByOf(group, row)} today={today} />
                      </td>
                    )}
                    <td className="num points">
                      {row.status === 'finished' ||
                      row.status === 'coded' ||
                      row.status === 'redress'
                        ? formatPoints(row.points)
                        : '–'}
                    </td>
                  </>
                )}
              </tr>
            ))}
          </tbody>
        </ResultTable>
      )}
    </section>
  );
});

/**
 * The boats entered without a start group. The server scores each start group as its own
 * fleet, so these have no place; listed here so that every entered boat shows.
 */
function UngroupedCompetitors({ competitors }: { competitors: readonly Competitor[] }) {
  return (
    <section className="result-group" aria-labelledby="ungrouped-competitors">
      <GroupHead id="ungrouped-competitors" name="Utan startgrupp">
        {plural(competitors.length, 'båt', 'båtar')}
      </GroupHead>
      <p className="result-note text-sm text-dimmed">Inte placerade: saknar startgrupp.</p>
      <ResultTable minWidth={320}>
        <thead>
          <tr>
            <th>Båt</th>
            <th className="from-sm">Segelnr</th>
            <th className="from-sm">Skeppare</th>
            <th className="from-md">Båttyp</th>
            <th className="num">SRS</th>
          </tr>
        </thead>
        <tbody>
          {competitors.map((competitor) => (
            <tr key={competitor.id}>
              <td>
                <span className="boat-name">
                  {competitor.boat_name || competitor.boat_type || '–'}
                </span>
                <PhoneLine dimmed>
                  {[competitor.sail_number, competitor.name].filter(Boolean).join(' · ')}
                </PhoneLine>
              </td>
              <td className="nowrap from-sm">{competitor.sail_number}</td>
              <td className="from-sm">{competitor.name}</td>
              <td className="from-md">{competitor.boat_type}</td>
              <td className="num">{formatRating(competitor.rating)}</td>
            </tr>
          ))}
        </tbody>
      </ResultTable>
    </section>
  );
}

function LiveClock() {
  const now = useNow();
  return (
    <div role="timer" aria-label="Klockan just nu" className="live-clock">
      <span className="live-dot" aria-hidden />
      <span>Pågår · klockan</span>
      <strong>{formatClock(now)}</strong>
    </div>
  );
}

function SailingHeader({
  sailing,
  verified,
  seriesHref,
}: {
  sailing: SailingDetail;
  verified: boolean;
  seriesHref?: (id: number) => string;
}) {
  return (
    <ResultHeader
      club={sailing.club.name}
      title={sailing.name}
      facts={
        <>
          <ResultFact icon={<IconClock size={18} aria-hidden />}>
            {formatDate(sailing.start_date)}
            {sailing.start_time ? `, ${formatTime(sailing.start_time)}` : ''}
          </ResultFact>
          {sailing.course && (
            <ResultFact icon={<IconMapPin size={18} aria-hidden />}>
              {sailing.course.name}
            </ResultFact>
          )}
          <ResultFact icon={<IconUsers size={18} aria-hidden />}>
            {plural(sailing.competitor_count, 'båt', 'båtar')}
          </ResultFact>
        </>
      }
      badges={
        <>
          <StatusBadge status={sailing.status} label={sailing.status_label} />
          <ResultStateBadge status={sailing.status} verified={verified} />
          {sailing.serie && seriesHref && (
            <AppLink to={seriesHref(sailing.serie.id)} className="result-series-link">
              Del av {sailing.serie.name}
            </AppLink>
          )}
        </>
      }
    />
  );
}

/**
 * A sailing's full result: every start group as its own table; while the sailing is ongoing
 * the live clock and, for each boat still racing, the time to beat the leader.
 */
export function SailingResult({
  id,
  seriesHref,
  withHeader = true,
  withLiveNotice = true,
  printLogo,
}: {
  id: number;
  /** The club's logo on the printed result, given the club's slug (composed by app/). */
  printLogo?: (clubSlug: string) => ReactNode;
  /** Where the sailing's series opens (its own result). */
  seriesHref?: (seriesId: number) => string;
  /** Show the sailing's name, date and status above (off inside the sailing's own pages). */
  withHeader?: boolean;
  /** Say so here when the live updates gave up (off where the page around says it). */
  withLiveNotice?: boolean;
}) {
  // Subscribed as the data is fetched, so no change falls in between; results_update keeps
  // the results current and a deletion leads to the club's sailings list.
  useLiveSailing(id || null);
  const sailing = useSailing(id);
  const live = sailing.data?.status === 'ongoing';
  const results = useSailingResults(id);

  if (sailing.isError || results.isError) {
    const error = sailing.error ?? results.error;
    if (error instanceof ApiError && error.status === 404) {
      return <EmptyState>Seglingen finns inte, eller är inte publicerad.</EmptyState>;
    }
    return (
      <QueryError
        error={error}
        onRetry={() => {
          void sailing.refetch();
          void results.refetch();
        }}
      />
    );
  }
  if (!sailing.data || !results.data) return <DelayedLoader label="Hämtar resultatet…" />;

  const data = sailing.data;
  const mode = data.status === 'upcoming' || data.status === 'unpublished' ? 'entries' : 'results';
  const today = data.start_date === stockholmToday();
  return (
    <article className="result-panel" aria-label={`Resultat: ${data.name}`}>
      {withLiveNotice && <LiveNotice />}
      {withHeader && (
        <SailingHeader sailing={data} verified={results.data.verified} seriesHref={seriesHref} />
      )}
      <PrintHeader
        club={data.club.name}
        logo={printLogo?.(data.club.slug)}
        title={data.name}
        date={`${formatDate(data.start_date)}${data.start_time ? `, ${formatTime(data.start_time)}` : ''}`}
        state={resultState(data.status, results.data.verified)}
      />
      {mode === 'results' && data.status !== 'cancelled' && results.data.groups.length > 0 && (
        // Results mode: the sailing is published, so the plain link (without login) may read it.
        <ResultTools csvHref={`/api/sailings/${data.id}/results/?format=csv`} />
      )}
      {live && <LiveClock />}
      {data.status === 'cancelled' && (
        <EmptyState>Seglingen är inställd. Inget resultat räknas.</EmptyState>
      )}
      {mode === 'entries' && data.status !== 'cancelled' && (
        <p className="result-entries-note">
          Seglingen har inte startat ännu. Här är de anmälda båtarna
          {data.reg_status === 'open' ? ' – anmälan är öppen.' : '.'}
        </p>
      )}
      {results.data.groups.length === 0 && data.status !== 'cancelled' ? (
        <EmptyState>Inga startgrupper är upplagda för seglingen ännu.</EmptyState>
      ) : (
        results.data.groups.map((group) => (
          <GroupTable
            key={group.id}
            group={group}
            mode={mode}
            live={live}
            today={today}
            club={data.club.slug}
            sailingId={data.id}
          />
        ))
      )}
      {data.ungrouped_competitors.length > 0 && (
        <UngroupedCompetitors competitors={data.ungrouped_competitors} />
      )}
    </article>
  );
}
