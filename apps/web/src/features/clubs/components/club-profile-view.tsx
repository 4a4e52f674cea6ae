import { Anchor, Text, Title } from '@mantine/core';
import type { Club } from '@segla/core';
import type { ReactNode } from 'react';

/** An empty profile field reads as this, so the page says what is missing. */
const NOT_GIVEN = 'Inte angiven';

function Fact({ term, children, wide }: { term: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'facts-wide' : undefined}>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * The club's profile as everyone sees it (docs/product.md §3): name, short name, city, website,
 * e-mail, description and logo. `actions` (the club's own edit button) sit beside the heading.
 */
export function ClubProfileView({ club, actions }: { club: Club; actions?: ReactNode }) {
  const missing = (
    <Text span c="dimmed" inherit>
      {NOT_GIVEN}
    </Text>
  );
  return (
    <section aria-labelledby="club-profile-title" className="club-profile">
      <div className="club-profile-head">
        <Title order={2} size="h3" id="club-profile-title">
          Profil
        </Title>
        {actions}
      </div>
      {club.logo && (
        <img src={club.logo} alt={`Logotyp för ${club.name}`} className="club-profile-logo" />
      )}
      <dl className="facts">
        <Fact term="Namn">{club.name}</Fact>
        <Fact term="Kortnamn">{club.short_name || missing}</Fact>
        <Fact term="Ort">{club.city || missing}</Fact>
        <Fact term="Webbplats">
          {club.website ? (
            <Anchor href={club.website} target="_blank" rel="noopener noreferrer" inherit>
              {club.website.replace(/^https?:\/\//, '')}
              <span className="visually-hidden"> (öppnas i ny flik)</span>
            </Anchor>
          ) : (
            missing
          )}
        </Fact>
        <Fact term="E-post">
          {club.email ? (
            <Anchor href={`mailto:${club.email}`} inherit>
              {club.email}
            </Anchor>
          ) : (
            missing
          )}
        </Fact>
        <Fact term="Beskrivning" wide>
          {club.description ? (
            <Text className="preline" fw={400}>
              {club.description}
            </Text>
          ) : (
            missing
          )}
        </Fact>
      </dl>
    </section>
  );
}
