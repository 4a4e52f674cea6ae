import type { ReactNode } from 'react';
import { AppLink } from '../../components/app-link.tsx';
import { buttonClass } from '../../components/button-class.ts';
import { DelayedLoader } from '../../components/delayed-loader.tsx';
import { EmptyState } from '../../components/empty-state.tsx';
import { QueryError } from '../../components/query-error.tsx';
import { SailingCard } from '../../components/sailing-card.tsx';
import { useUser } from '../../features/auth/api/get-current-user.ts';
import { CalendarSubscribe } from '../../features/clubs/components/calendar-subscribe.tsx';
import { useClubIndexData } from '../../features/home/api/get-club-index-data.ts';
import { LatestResults } from '../../features/home/components/latest-results.tsx';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { useLiveTopics } from '../../lib/live/use-live-topic.ts';
import { statusOf } from '../../lib/page-error.ts';
import { inlineResultHref } from '../../lib/result-link.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="home-section" aria-labelledby={id}>
      <div className="section-head">
        <h2 id={id}>{title}</h2>
      </div>
      {children}
    </section>
  );
}

/**
 * The home page filtered to one club (`/?klubb=<slug>`): its ongoing, upcoming and latest
 * results, for visitors too. Where a visitor lands from a shared club link (docs/product.md §2);
 * the club's own pages need a login.
 */
export function ClubHome({ slug }: { slug: string }) {
  const index = useClubIndexData(slug);
  const user = useUser();
  const club = index.data?.clubs.find((candidate) => candidate.slug === slug);
  useDocumentTitle(club?.name);
  useLiveTopics(index.data ? [{ club: slug }] : []);
  if (index.isError) {
    if (statusOf(index.error) === 404 || statusOf(index.error) === 400) {
      return <EmptyState>Klubben finns inte på Segla.</EmptyState>;
    }
    return <QueryError error={index.error} onRetry={() => void index.refetch()} />;
  }
  if (!index.data) return <DelayedLoader label="Hämtar klubbens seglingar…" />;
  const { ongoing, upcoming, latest_results: latest } = index.data;
  const sailingHref = (id: number) => inlineResultHref({ kind: 'sailing', id });
  return (
    <div className="home-sections">
      <div className="section-head">
        <div>
          <div className="eyebrow">Klubb</div>
          <h1>{club?.name ?? slug}</h1>
          {club?.city && <p className="text-dimmed">{club.city}</p>}
        </div>
        {user && (
          <AppLink
            to={`/clubs/${encodeURIComponent(slug)}`}
            className={buttonClass('default', { size: 'sm' })}
          >
            Till klubbens sida
          </AppLink>
        )}
      </div>
      {ongoing.length > 0 && (
        <Section id="club-ongoing" title="Pågår nu">
          <div className="card-stack">
            {ongoing.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                showClub={false}
                action="Följ resultatet"
              />
            ))}
          </div>
        </Section>
      )}
      <Section id="club-latest" title="Senaste resultat">
        {latest.length === 0 ? (
          <EmptyState>Klubben har inga resultat ännu.</EmptyState>
        ) : (
          <LatestResults results={latest} />
        )}
      </Section>
      <Section id="club-upcoming" title="Kommande seglingar">
        <CalendarSubscribe slug={slug} style={{ marginBottom: 16 }} />
        {upcoming.length === 0 ? (
          <EmptyState>Klubben har inga kommande seglingar publicerade just nu.</EmptyState>
        ) : (
          <div className="card-stack">
            {upcoming.map((sailing) => (
              <SailingCard
                key={sailing.id}
                sailing={sailing}
                href={sailingHref(sailing.id)}
                showClub={false}
                action="Visa anmälda båtar"
              />
            ))}
          </div>
        )}
      </Section>
    </div>
  );
}
