import type { Club } from '@segla/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { initials } from '../../../lib/initials.ts';

/** The clubs on Segla; a club's page opens for signed-in users. */
export function ClubCards({
  clubs,
  clubHref,
}: {
  clubs: Club[];
  clubHref: (slug: string) => string | null;
}) {
  return (
    <div className="club-cards">
      {clubs.map((club) => {
        const href = clubHref(club.slug);
        return (
          <article key={club.id} className="club-card">
            <div className="club-avatar" aria-hidden>
              {club.logo ? <img src={club.logo} alt="" /> : initials(club.name)}
            </div>
            <div className="club-card-body">
              <h3 className="club-card-title">
                {href ? (
                  <AppLink to={href} className="plain-link">
                    {club.name}
                  </AppLink>
                ) : (
                  club.name
                )}
              </h3>
              {club.city && (
                <p className="text-sm text-dimmed with-icon">
                  <IconMapPin size={16} aria-hidden /> {club.city}
                </p>
              )}
              {club.description && (
                <p className="text-sm line-clamp-3 club-card-line">{club.description}</p>
              )}
              {club.website && (
                <a
                  href={club.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="link text-sm with-icon club-card-line"
                >
                  Klubbens webbplats <IconExternalLink size={14} aria-hidden />
                  <span className="visually-hidden"> (öppnas i ny flik)</span>
                </a>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
