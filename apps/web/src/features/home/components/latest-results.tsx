import type { LatestResult } from '@segla/core';
import { IconTrophy } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { formatDate, formatPoints } from '@segla/core/format';
import { inlineResultHref } from '../../../lib/result-link.ts';

/** Recently finished sailings with the top three of each start group. */
export function LatestResults({ results }: { results: LatestResult[] }) {
  return (
    <div className="result-cards">
      {results.map(({ sailing, groups }) => (
        <article key={sailing.id} className="result-card">
          <header>
            <p className="text-sm text-dimmed">
              {formatDate(sailing.start_date)} · {sailing.club.name}
            </p>
            <h3 className="result-card-title">{sailing.name}</h3>
            {sailing.serie && <p className="text-sm text-dimmed">{sailing.serie.name}</p>}
          </header>
          {groups.map((group) => (
            <div key={group.name} className="podium">
              <p className="text-sm text-bold podium-group">{group.name}</p>
              <ol className="podium-list">
                {group.top.map((row) => (
                  <li key={`${row.rank}-${row.sail_number}`}>
                    <span className={`rank rank-${row.rank <= 3 ? row.rank : 'n'}`}>
                      {row.rank}
                    </span>
                    <span className="podium-boat">
                      <strong>{row.boat_name}</strong>
                      <span className="text-sm text-dimmed">{row.name}</span>
                    </span>
                    <span
                      className="podium-points"
                      aria-label={`${formatPoints(row.points)} poäng`}
                    >
                      {formatPoints(row.points)} p
                    </span>
                  </li>
                ))}
              </ol>
            </div>
          ))}
          <footer className="result-card-footer">
            {!sailing.verified_result && <span className="badge badge-outline">Preliminärt</span>}
            <AppLink
              to={inlineResultHref({ kind: 'sailing', id: sailing.id })}
              className="text-link"
              aria-label={`Hela resultatet för ${sailing.name}`}
            >
              <IconTrophy size={18} aria-hidden /> Hela resultatet
            </AppLink>
          </footer>
        </article>
      ))}
    </div>
  );
}
