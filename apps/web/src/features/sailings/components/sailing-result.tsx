import type { Competitor, SailingDetail } from '@segla/core';
import { IconClock, IconMapPin, IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LiveNotice } from '../../../lib/live/live-notice.tsx';
import { ResultFact, ResultHeader } from '../../../components/result-header.tsx';
import {
  ResultCategoryPicker,
  useShownCategory,
} from '../../../components/result-category-picker.tsx';
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
import { resultsCsvHref } from '../../../lib/result-link.ts';
import {
  formatClock,
  formatDate,
  formatRating,
  formatTime,
  plural,
  stockholmToday,
} from '@segla/core/format';
import { useLiveSailing } from '../../../lib/live/use-live-sailing.ts';
import { useNow } from '../../../stores/clock.ts';
import { useSailing } from '../api/get-sailing.ts';
import { useSailingResults } from '../api/get-sailing-results.ts';
import { GroupHead, GroupResult, PhoneLine } from './sailing-group-result.tsx';

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
 * A sailing's full result: every start group as its own table, with a switch over its further
 * lists; a prize category picker when the result has some; while the sailing is ongoing the
 * live clock and, for each boat still racing, the time to beat the leader.
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
  const [category, setCategory] = useShownCategory(results.data?.categories);

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
        // The file holds what the page shows: the prize category picked, if one is.
        <ResultTools csvHref={resultsCsvHref('sailing', data.id, category)} />
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
      {data.status !== 'cancelled' && results.data.groups.length > 0 && (
        <ResultCategoryPicker
          categories={results.data.categories}
          shown={category}
          onChange={setCategory}
        />
      )}
      {results.data.groups.length === 0 && data.status !== 'cancelled' ? (
        <EmptyState>Inga startgrupper är upplagda för seglingen ännu.</EmptyState>
      ) : (
        results.data.groups.map((group) => (
          <GroupResult
            key={group.id}
            group={group}
            mode={mode}
            live={live}
            today={today}
            club={data.club.slug}
            sailingId={data.id}
            category={category}
          />
        ))
      )}
      {/* Without a place they are in no category's ranking either. */}
      {data.ungrouped_competitors.length > 0 && !category && (
        <UngroupedCompetitors competitors={data.ungrouped_competitors} />
      )}
    </article>
  );
}
