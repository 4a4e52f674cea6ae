import { Anchor, Text, Title } from '@mantine/core';
import type { IndexDataClub } from '@segla/core';
import { IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { initials } from '../../../lib/format.ts';

/** The clubs on Segla; a club's page opens for signed-in users. */
export function ClubCards({
  clubs,
  clubHref,
}: {
  clubs: IndexDataClub[];
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
              <Title order={3} className="club-card-title">
                {href ? (
                  <AppLink to={href} className="plain-link">
                    {club.name}
                  </AppLink>
                ) : (
                  club.name
                )}
              </Title>
              {club.city && (
                <Text size="sm" c="dimmed" className="with-icon">
                  <IconMapPin size={16} aria-hidden /> {club.city}
                </Text>
              )}
              {club.description && (
                <Text size="sm" mt={6} lineClamp={3}>
                  {club.description}
                </Text>
              )}
              {club.website && (
                <Anchor
                  href={club.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  mt={6}
                  className="with-icon"
                >
                  Klubbens webbplats <IconExternalLink size={14} aria-hidden />
                  <span className="visually-hidden"> (öppnas i ny flik)</span>
                </Anchor>
              )}
            </div>
          </article>
        );
      })}
    </div>
  );
}
