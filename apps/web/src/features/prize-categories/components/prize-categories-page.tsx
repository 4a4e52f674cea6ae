import { Stack, Text, Title } from '@mantine/core';
import { DelayedLoader } from '../../../components/delayed-loader.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { usePrizeCategories } from '../api/get-prize-categories.ts';
import { PrizeCategoryForm } from './prize-category-form.tsx';
import { PrizeCategoryTable } from './prize-category-table.tsx';
import './prize-categories.css';

/** What the page says of prize categories before the list. */
export const PRIZE_CATEGORIES_INTRO =
  'Priskategorier rankar en del av båtarna i samma resultat, till exempel Dam, Junior eller ' +
  'Veteran, med poängen från hela startgruppen; huvudresultatet ändras inte. En kategori ' +
  'kryssas i anmälan eller följer seglarens födelseår.';

/**
 * A club's "Priskategorier" tab (docs/product.md §21), for its admins: the categories in the
 * club's order with "Upp", "Ned", "Ändra" and "Ta bort", and "Ny priskategori".
 */
export function PrizeCategoriesPage({ club }: { club: string }) {
  const categories = usePrizeCategories(club);
  return (
    <Stack gap="xl">
      <section aria-labelledby="prize-categories-heading">
        <Title order={2} size="h3" id="prize-categories-heading">
          Priskategorier
        </Title>
        <Text c="dimmed" mb="md">
          {PRIZE_CATEGORIES_INTRO}
        </Text>
        {categories.isError ? (
          <QueryError error={categories.error} onRetry={() => void categories.refetch()} />
        ) : !categories.data ? (
          <DelayedLoader />
        ) : categories.data.length === 0 ? (
          <EmptyState>Klubben har inga priskategorier ännu.</EmptyState>
        ) : (
          <PrizeCategoryTable club={club} categories={categories.data} />
        )}
      </section>
      <section aria-labelledby="new-prize-category-heading">
        <Title order={3} size="h4" id="new-prize-category-heading" mb="sm">
          Ny priskategori
        </Title>
        <PrizeCategoryForm club={club} />
      </section>
    </Stack>
  );
}
