import type { CurrentUser, SearchResult } from '@segla/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { buttonClass } from '../../components/button-class.ts';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { lazyMantineComponent, loadMantineScope } from '../../components/lazy-component.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { SailingCard } from '../../components/sailing-card.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { openLoginModal } from '../../features/auth/stores/login-modal.ts';
import { ownPagePath } from '../../features/auth/utils/after-login-path.ts';
import { indexDataQuery, useIndexData } from '../../features/home/api/get-index-data.ts';
import { sailingQuery } from '../../features/sailings/api/get-sailing.ts';
import { sailingResultsQuery } from '../../features/sailings/api/get-sailing-results.ts';
import { seriesQuery } from '../../features/series/api/get-series.ts';
import { seriesResultsQuery } from '../../features/series/api/get-series-results.ts';
import { ClubCards } from '../../features/home/components/club-cards.tsx';
import { LatestResults } from '../../features/home/components/latest-results.tsx';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '@segla/core/search';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useLiveTopics } from '../../lib/live/use-live-topic.ts';
import { prefetchWithin, queryClient } from '../../lib/query-client.ts';
import {
  CLUB_PARAM,
  inlineResultHref,
  parseResultParam,
  RESULT_PARAM,
  SEARCH_PARAM,
} from '../../lib/result-link.ts';
import { searchHref } from '../layouts/top-bar.tsx';

// Search results and inline results load only when asked for (most visits never do).
const loadSearchResults = () => import('../../features/search/components/search-results.tsx');
const loadInlineResult = () => import('./home-inline-result.tsx');
const SearchResults = lazyMantineComponent(() => loadSearchResults().then((m) => m.SearchResults));
const InlineResult = lazy(() => loadInlineResult().then((m) => ({ default: m.InlineResult })));

/** Starts the page's data; a fast answer is there before the page shows (docs/product.md §9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const result = parseResultParam(params.get(RESULT_PARAM));
  const query = params.get(SEARCH_PARAM)?.trim() ?? '';
  // The result and search components are imported here, not at the top: they are not part
  // of the plain home page's first load. A result's reads are (a few hundred bytes), so a
  // shared link asks for its data at once, and for the result's code beside the page's frame,
  // not after it: round trips less on a slow connection (decision 0041).
  const loads: Promise<unknown>[] = [];
  if (result?.kind === 'sailing') {
    loads.push(
      loadInlineResult(),
      import('../../features/sailings/components/sailing-result.tsx'),
      queryClient.ensureQueryData(sailingQuery(result.id)),
      queryClient.ensureQueryData(sailingResultsQuery(result.id)),
    );
  } else if (result?.kind === 'series') {
    loads.push(
      loadInlineResult(),
      loadMantineScope(),
      import('../../features/series/components/series-result.tsx'),
      queryClient.ensureQueryData(seriesQuery(result.id)),
      queryClient.ensureQueryData(seriesResultsQuery(result.id)),
    );
  } else if (query.length >= SEARCH_MIN_LENGTH) {
    loads.push(
      loadSearchResults(),
      loadMantineScope(),
      import('../../features/search/api/search.ts').then((m) =>
        queryClient.ensureQueryData(m.searchQuery(query)),
      ),
    );
  } else {
    loads.push(queryClient.ensureQueryData(indexDataQuery));
  }
  await prefetchWithin(() => Promise.all(loads));
  return null;
}

/**
 * Where a search result opens: sailings and series inline; clubs, sailors and boats (their
 * owner's page) need a login (null); a boat without an owner opens nothing (undefined).
 */
function searchResultHref(result: SearchResult, user: CurrentUser | null) {
  if (result.type === 'sailing' || result.type === 'series') {
    return user ? result.url : inlineResultHref({ kind: result.type, id: result.id });
  }
  if (!user) return null;
  return result.url ?? undefined;
}

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
        {lead && <p className="text-sm text-dimmed">{lead}</p>}
      </div>
      {children}
    </section>
  );
}

function Hero({
  query,
  user,
  compact,
}: {
  query: string;
  user: CurrentUser | null;
  compact: boolean;
}) {
  const navigate = useNavigate();
  const counts = useIndexData().data?.counts;
  return (
    <div className={compact ? 'hero hero-compact' : 'hero'}>
      <div className="hero-inner">
        <h1 className="hero-title">Kappsegling med resultat i realtid</h1>
        {!compact && (
          <p className="hero-lead">
            Seglingar, serier och SRS-resultat från svenska segelsällskap – direkt från startbåten.
          </p>
        )}
        <SearchForm
          key={query}
          className="hero-search"
          size="lg"
          initialQuery={query}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Sök klubb, segling, serie eller seglare"
          onSearch={(next) => void navigate(searchHref(next))}
        />
        {counts && !compact && (
          <ul className="hero-stats" aria-label="Segla i siffror">
            <li>
              <strong>{counts.clubs}</strong> klubbar
            </li>
            <li>
              <strong>{counts.sailings}</strong> seglingar
            </li>
            <li>
              <strong>{counts.series}</strong> serier
            </li>
            <li>
              <strong>{counts.competitors}</strong> starter
            </li>
          </ul>
        )}
        {!compact && (
          <div className="hero-actions">
            {user ? (
              <AppLink to={ownPagePath(user)} className={buttonClass('orange')}>
                Till min sida
              </AppLink>
            ) : (
              <>
                <button
                  type="button"
                  className={buttonClass('orange')}
                  onClick={() => openLoginModal('login')}
                >
                  Logga in
                </button>
                <button
                  type="button"
                  className={buttonClass('white')}
                  onClick={() => openLoginModal('register')}
                >
                  Skapa konto
                </button>
              </>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function IndexSections({ user }: { user: CurrentUser | null }) {
  const index = useIndexData();
  // Ongoing sailings change while one watches: their clubs' live updates keep the page true.
  useLiveTopics(index.data?.ongoing.map((sailing) => ({ club: sailing.club.slug })) ?? []);
  if (index.isError) return <QueryError error={index.error} onRetry={() => void index.refetch()} />;
  if (!index.data) return <DelayedLoader label="Hämtar seglingar och resultat…" />;
  const { ongoing, upcoming, latest_results: latest, clubs } = index.data;
  const sailingHref = (id: number) => inlineResultHref({ kind: 'sailing', id });
  return (
    <div className="home-sections">
      {ongoing.length > 0 && (
        <Section id="ongoing" title="Pågår nu" lead="Följ resultatet medan båtarna går i mål.">
          <div className="card-stack">
            {ongoing.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                action="Följ resultatet"
              />
            ))}
          </div>
        </Section>
      )}
      <Section id="latest" title="Senaste resultat" lead="De tre främsta i varje startgrupp.">
        {latest.length === 0 ? (
          <EmptyState>Inga resultat ännu.</EmptyState>
        ) : (
          <LatestResults results={latest} />
        )}
      </Section>
      <Section id="upcoming" title="Kommande seglingar">
        {upcoming.length === 0 ? (
          <EmptyState>Inga kommande seglingar är publicerade just nu.</EmptyState>
        ) : (
          <div className="card-stack">
            {upcoming.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                action="Visa anmälda båtar"
              />
            ))}
          </div>
        )}
      </Section>
      <Section id="clubs" title="Klubbarna på Segla">
        <ClubCards
          clubs={clubs}
          clubHref={(slug) => (user ? `/clubs/${encodeURIComponent(slug)}` : null)}
        />
      </Section>
    </div>
  );
}

/**
 * The home page: index data (ongoing, latest results with the top three, upcoming, clubs),
 * search results, and any sailing's or series' full result inline (`?resultat=`).
 */
export function Component() {
  const [params] = useSearchParams();
  const user = useUser();
  const result = parseResultParam(params.get(RESULT_PARAM));
  const query = params.get(SEARCH_PARAM) ?? '';
  const club = params.get(CLUB_PARAM);
  useDocumentTitle(result ? 'Resultat' : query ? `Sök: ${query}` : null);

  if (result || club) {
    return (
      <div className="page page-wide page-inline-result">
        <Suspense fallback={<DelayedLoader label="Hämtar resultatet…" />}>
          <InlineResult result={result} club={club} />
        </Suspense>
      </div>
    );
  }

  return (
    <>
      <Hero query={query} user={user} compact={query !== ''} />
      <div className="page page-wide">
        {query ? (
          <Suspense fallback={<DelayedLoader label="Söker…" />}>
            <SearchResults
              query={query}
              hrefFor={(item) => searchResultHref(item, user)}
              onLocked={() => openLoginModal('login')}
            />
          </Suspense>
        ) : (
          <IndexSections user={user} />
        )}
      </div>
    </>
  );
}
