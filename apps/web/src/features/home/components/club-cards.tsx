import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
          <Paper
            component="article"
            key={club.id}
            withBorder
            radius="lg"
            shadow="sm"
            p="md"
            className="club-card"
          >
            <Group gap={14} align="flex-start" wrap="nowrap">
              <div className="club-avatar" aria-hidden>
                {club.logo ? <img src={club.logo} alt="" /> : initials(club.name)}
              </div>
              <Stack gap={0} miw={0} align="flex-start">
                <Title order={3} fz="1.1rem">
                  {href ? (
                    <Anchor component={AppLink} to={href} c="inherit" inherit>
                      {club.name}
                    </Anchor>
                  ) : (
                    club.name
                  )}
                </Title>
                {club.city && (
                  <Group component="p" gap={4} fz="sm" c="dimmed" m={0}>
                    <IconMapPin size={16} aria-hidden /> {club.city}
                  </Group>
                )}
                {club.description && (
                  <Text size="sm" lineClamp={3} mt={6}>
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
                    display="inline-flex"
                    style={{ alignItems: 'center', gap: 4 }}
                  >
                    Klubbens webbplats <IconExternalLink size={14} aria-hidden />
                    <span className="visually-hidden"> (öppnas i ny flik)</span>
                  </Anchor>
                )}
              </Stack>
            </Group>
          </Paper>
        );
      })}
    </div>
  );
}
