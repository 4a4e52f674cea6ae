import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CurrentUser, SearchResult } from '@segla/core';
import { IconArrowLeft, IconLink, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { useNavigate, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { AppLink } from '../../components/app-link.tsx';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { SailingCard } from '../../components/sailing-card.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { openLoginModal } from '../../features/auth/stores/login-modal.ts';
import { ownPagePath } from '../../features/auth/utils/after-login-path.ts';
import { indexDataQuery, useIndexData } from '../../features/home/api/get-index-data.ts';
import { ClubCards } from '../../features/home/components/club-cards.tsx';
import { LatestResults } from '../../features/home/components/latest-results.tsx';
import { sailingQuery } from '../../features/sailings/api/get-sailing.ts';
import { sailingResultsQuery } from '../../features/sailings/api/get-sailing-results.ts';
import { searchQuery } from '../../features/search/api/search.ts';
import { SEARCH_MAX_LENGTH, SEARCH_MIN_LENGTH } from '../../features/search/constants.ts';
import { SearchForm } from '../../features/search/components/search-form.tsx';
import { SearchResults } from '../../features/search/components/search-results.tsx';
import { seriesQuery } from '../../features/series/api/get-series.ts';
import { seriesResultsQuery } from '../../features/series/api/get-series-results.ts';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { notify } from '../../lib/notify.ts';
import { prefetchWithin, queryClient } from '../../lib/query-client.ts';
import {
  inlineResultHref,
  parseResultParam,
  RESULT_PARAM,
  SEARCH_PARAM,
  type ResultRef,
} from '../../lib/result-link.ts';
import { searchHref } from '../layouts/top-bar.tsx';

// The full results load only when a result is opened (most visits never do).
const SailingResult = lazy(() =>
  import('../../features/sailings/components/sailing-result.tsx').then((m) => ({
    default: m.SailingResult,
  })),
);
const SeriesResult = lazy(() =>
  import('../../features/series/components/series-result.tsx').then((m) => ({
    default: m.SeriesResult,
  })),
);

/** Starts the page's data; a fast answer is there before the page shows (SPEC.md §9). */
export async function loader({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const result = parseResultParam(params.get(RESULT_PARAM));
  const query = params.get(SEARCH_PARAM)?.trim() ?? '';
  const loads: Promise<unknown>[] = [];
  if (result?.kind === 'sailing') {
    loads.push(
      import('../../features/sailings/components/sailing-result.tsx'),
      queryClient.ensureQueryData(sailingQuery(result.id)),
      queryClient.ensureQueryData(sailingResultsQuery(result.id)),
    );
  } else if (result?.kind === 'series') {
    loads.push(
      import('../../features/series/components/series-result.tsx'),
      queryClient.ensureQueryData(seriesQuery(result.id)),
      queryClient.ensureQueryData(seriesResultsQuery(result.id)),
    );
  } else if (query.length >= SEARCH_MIN_LENGTH) {
    loads.push(queryClient.ensureQueryData(searchQuery(query)));
  } else {
    loads.push(queryClient.ensureQueryData(indexDataQuery));
  }
  await prefetchWithin(() => Promise.all(loads));
  return null;
}

/** Where a search result opens: sailings and series inline; clubs and sailors need a login. */
function searchResultHref(result: SearchResult, user: CurrentUser | null): string | null {
  if (result.type === 'sailing' || result.type === 'series') {
    return user ? result.url : inlineResultHref({ kind: result.type, id: result.id });
  }
  return user ? result.url : null;
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
        <Title order={2} id={id}>
          {title}
        </Title>
        {lead && (
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        )}
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
        <Title order={1} className="hero-title">
          Kappsegling med resultat i realtid
        </Title>
        {!compact && (
          <Text className="hero-lead">
            Seglingar, serier och SRS-resultat från svenska segelsällskap – direkt från startbåten.
          </Text>
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
          <Group gap="sm" mt="lg" className="hero-actions" grow wrap="nowrap" maw={420}>
            {user ? (
              <Button component={AppLink} to={ownPagePath(user)} size="md" color="orange">
                Till min sida
              </Button>
            ) : (
              <>
                <Button
                  size="md"
                  color="orange"
                  leftSection={<IconLogin aria-hidden />}
                  onClick={() => openLoginModal('login')}
                >
                  Logga in
                </Button>
                <Button
                  size="md"
                  variant="white"
                  leftSection={<IconUserPlus aria-hidden />}
                  onClick={() => openLoginModal('register')}
                >
                  Skapa konto
                </Button>
              </>
            )}
          </Group>
        )}
      </div>
    </div>
  );
}

function IndexSections({ user }: { user: CurrentUser | null }) {
  const index = useIndexData();
  if (index.isError) return <QueryError error={index.error} onRetry={() => void index.refetch()} />;
  if (!index.data) return <DelayedLoader label="Hämtar seglingar och resultat…" />;
  const { ongoing, upcoming, latest_results: latest, clubs } = index.data;
  const sailingHref = (id: number) => inlineResultHref({ kind: 'sailing', id });
  return (
    <Stack gap={48}>
      {ongoing.length > 0 && (
        <Section id="ongoing" title="Pågår nu" lead="Följ resultatet medan båtarna går i mål.">
          <Stack gap="xs">
            {ongoing.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                action="Följ resultatet"
              />
            ))}
          </Stack>
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
          <Stack gap="xs">
            {upcoming.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                action="Visa anmälda båtar"
              />
            ))}
          </Stack>
        )}
      </Section>
      <Section id="clubs" title="Klubbarna på Segla">
        <ClubCards
          clubs={clubs}
          clubHref={(slug) => (user ? `/clubs/${encodeURIComponent(slug)}` : null)}
        />
      </Section>
    </Stack>
  );
}

async function copyLink() {
  try {
    await navigator.clipboard.writeText(window.location.href);
    notify.success('Länken är kopierad.');
  } catch {
    notify.info(window.location.href, 'Kopiera länken');
  }
}

function InlineResult({ result }: { result: ResultRef }) {
  return (
    <div className="inline-result">
      <h1 className="visually-hidden">Resultat</h1>
      <Group justify="space-between" mb="md" gap="xs" wrap="nowrap">
        <Button
          component={AppLink}
          to="/"
          variant="subtle"
          leftSection={<IconArrowLeft aria-hidden />}
          px="xs"
        >
          Startsidan
        </Button>
        <Button
          variant="default"
          size="sm"
          h={44}
          leftSection={<IconLink aria-hidden size={18} />}
          onClick={() => void copyLink()}
        >
          Kopiera länk
        </Button>
      </Group>
      <Suspense fallback={<DelayedLoader label="Hämtar resultatet…" />}>
        {result.kind === 'sailing' ? (
          <SailingResult
            id={result.id}
            seriesHref={(id) => inlineResultHref({ kind: 'series', id })}
          />
        ) : (
          <SeriesResult
            id={result.id}
            sailingHref={(id) => inlineResultHref({ kind: 'sailing', id })}
          />
        )}
      </Suspense>
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
  useDocumentTitle(result ? 'Resultat' : query ? `Sök: ${query}` : null);

  if (result) {
    return (
      <div className="page page-wide">
        <InlineResult result={result} />
      </div>
    );
  }

  return (
    <>
      <Hero query={query} user={user} compact={query !== ''} />
      <div className="page page-wide">
        {query ? (
          <SearchResults
            query={query}
            hrefFor={(item) => searchResultHref(item, user)}
            onLocked={() => openLoginModal('login')}
          />
        ) : (
          <IndexSections user={user} />
        )}
      </div>
    </>
  );
}
