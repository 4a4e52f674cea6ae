import type { SearchResult, SearchResultType } from '@segla/core';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  IconChevronRight,
  IconFlag,
  IconLock,
  IconSailboat,
  IconSailboat2,
  IconTrophy,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { AppLink } from '../../../components/app-link.tsx';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useSearch } from '../api/search.ts';
import { SEARCH_MIN_LENGTH } from '@segla/core/search';

const TYPE: Record<SearchResultType, { label: string; icon: ReactNode }> = {
  club: { label: 'Klubb', icon: <IconFlag aria-hidden /> },
  series: { label: 'Serie', icon: <IconTrophy aria-hidden /> },
  sailing: { label: 'Segling', icon: <IconSailboat aria-hidden /> },
  sailor: { label: 'Seglare', icon: <IconUser aria-hidden /> },
  boat: { label: 'Båt', icon: <IconSailboat2 aria-hidden /> },
};

/**
 * Search results. `hrefFor` says where a result opens (null: not for this user, who gets
 * `onLocked` instead, e.g. the login modal; undefined: it opens nothing, a boat without an
 * owner).
 */
export function SearchResults({
  query,
  hrefFor,
  onLocked,
}: {
  query: string;
  hrefFor: (result: SearchResult) => string | null | undefined;
  onLocked: (result: SearchResult) => void;
}) {
  const search = useSearch(query);
  const trimmed = query.trim();

  let body: ReactNode;
  if (trimmed.length < SEARCH_MIN_LENGTH) {
    body = <EmptyState>Skriv minst {SEARCH_MIN_LENGTH} tecken för att söka.</EmptyState>;
  } else if (search.isError) {
    body = <QueryError error={search.error} onRetry={() => void search.refetch()} />;
  } else if (!search.data) {
    body = <DelayedLoader label="Söker…" />;
  } else if (search.data.result_list.length === 0) {
    body = <EmptyState>Inga träffar på ”{trimmed}”. Prova ett annat ord.</EmptyState>;
  } else {
    body = (
      <ul className="search-list" aria-busy={search.isFetching}>
        {search.data.result_list.map((result) => {
          const href = hrefFor(result);
          const content = (
            <Group gap={14} wrap="nowrap" flex={1} miw={0}>
              <span className={`search-icon search-icon-${result.type}`}>
                {TYPE[result.type].icon}
              </span>
              <Stack gap={0} flex={1} miw={0}>
                <Text fw={700}>{result.title}</Text>
                <Text span size="sm" c="dimmed">
                  {result.subtitle}
                </Text>
              </Stack>
              {href ? (
                <IconChevronRight className="search-chevron" aria-hidden />
              ) : href === null ? (
                <IconLock className="search-chevron" aria-label="Kräver inloggning" />
              ) : null}
            </Group>
          );
          // A link where it opens, a button where it asks to log in, plain where it opens nothing.
          const item = {
            withBorder: true,
            radius: 'lg',
            px: 14,
            py: 10,
            mih: 64,
            display: 'flex',
            w: '100%',
            ta: 'left',
            c: 'inherit',
            td: 'none',
          } as const;
          return (
            <li key={`${result.type}-${result.id}`}>
              {href ? (
                <Paper component={AppLink} to={href} {...item} className="search-item">
                  {content}
                </Paper>
              ) : href === undefined ? (
                <Paper {...item} className="search-item search-item-plain">
                  {content}
                </Paper>
              ) : (
                <Paper
                  component="button"
                  type="button"
                  {...item}
                  className="search-item"
                  onClick={() => onLocked(result)}
                >
                  {content}
                </Paper>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="search-results" aria-labelledby="search-heading">
      <div className="section-head">
        <h2 id="search-heading">Sökresultat</h2>
        {search.data && trimmed.length >= SEARCH_MIN_LENGTH && (
          <p className="text-sm text-dimmed" aria-live="polite">
            {search.data.result_list.length} träffar på ”{trimmed}”
          </p>
        )}
      </div>
      {body}
      <Button component={AppLink} to="/" variant="subtle" mt="md">
        Tillbaka till startsidan
      </Button>
    </section>
  );
}
