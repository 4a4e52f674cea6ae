import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
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
        <Paper
          component="article"
          key={sailing.id}
          withBorder
          radius="lg"
          shadow="sm"
          p="md"
          display="flex"
          style={{ flexDirection: 'column', gap: 12 }}
          className="result-card"
        >
          <header>
            <Text size="sm" c="dimmed">
              {formatDate(sailing.start_date)} · {sailing.club.name}
            </Text>
            <Title order={3} fz="1.15rem" my={2}>
              {sailing.name}
            </Title>
            {sailing.serie && (
              <Text size="sm" c="dimmed">
                {sailing.serie.name}
              </Text>
            )}
          </header>
          {groups.map((group) => (
            <div key={group.name}>
              <Text size="sm" fw={700} c="sea.7" mb={4}>
                {group.name}
              </Text>
              <Stack
                component="ol"
                gap={6}
                m={0}
                p={0}
                style={{ listStyle: 'none' }}
                className="podium-list"
              >
                {group.top.map((row) => (
                  <Group
                    component="li"
                    key={`${row.rank}-${row.sail_number}`}
                    gap={10}
                    wrap="nowrap"
                  >
                    <span className={`rank rank-${row.rank <= 3 ? row.rank : 'n'}`}>
                      {row.rank}
                    </span>
                    <Stack gap={0} flex={1} miw={0} lh={1.25}>
                      <strong>{row.boat_name}</strong>
                      <Text span size="sm" c="dimmed" lh={1.25}>
                        {row.name}
                      </Text>
                    </Stack>
                    <Text
                      span
                      fw={700}
                      c="gray.8"
                      style={{ fontVariantNumeric: 'tabular-nums' }}
                      aria-label={`${formatPoints(row.points)} poäng`}
                    >
                      {formatPoints(row.points)} p
                    </Text>
                  </Group>
                ))}
              </Stack>
            </div>
          ))}
          <Group
            component="footer"
            justify="space-between"
            gap={8}
            mt="auto"
            pt={10}
            style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
          >
            {!sailing.verified_result && (
              <Badge variant="outline" color="gray" radius="sm">
                Preliminärt
              </Badge>
            )}
            <Anchor
              component={AppLink}
              to={inlineResultHref({ kind: 'sailing', id: sailing.id })}
              fw={700}
              mih={44}
              ml="auto"
              display="inline-flex"
              style={{ alignItems: 'center', gap: 6 }}
              aria-label={`Hela resultatet för ${sailing.name}`}
            >
              <IconTrophy size={18} aria-hidden /> Hela resultatet
            </Anchor>
          </Group>
        </Paper>
      ))}
    </div>
  );
}
