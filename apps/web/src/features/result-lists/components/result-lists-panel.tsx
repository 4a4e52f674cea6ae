import { Button, Loader, Title } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { MAX_RESULT_LISTS } from '@segla/core/sailing';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { QueryError } from '../../../components/query-error.tsx';
import { useResultLists } from '../api/get-result-lists.ts';
import { CreateResultListForm } from './result-list-form.tsx';
import { ResultListItem } from './result-list-item.tsx';
import './result-lists.css';

/**
 * "Resultatlistor" of a start group, for the club's race officers (docs/product.md §12 "Fler
 * resultatlistor"): the group's further lists beside its own scoring — "Först i mål", PY, a
 * time factor — each renamed, changed or removed here, a PY or TCC list's ratings set per boat;
 * and "Lägg till lista". Every change shows in the results at once.
 */
export function ResultListsPanel({
  sailingId,
  group,
}: {
  sailingId: number;
  group: { id: number; name: string; competitors: readonly Competitor[] };
}) {
  const query = useResultLists(sailingId);
  const [adding, setAdding] = useState(false);
  const close = () => setAdding(false);
  const headingId = `result-lists-${group.id}`;
  const lists = (query.data ?? [])
    .filter((list) => list.start_group === group.id)
    .sort((a, b) => a.position - b.position);
  return (
    <section className="result-lists" aria-labelledby={headingId}>
      <div className="result-lists-head">
        <Title order={5} id={headingId}>
          Resultatlistor
        </Title>
        {query.isSuccess && lists.length < MAX_RESULT_LISTS && (
          <Button
            variant="default"
            leftSection={<IconPlus size={18} aria-hidden />}
            aria-label={`Lägg till lista i ${group.name}`}
            onClick={() => setAdding(true)}
          >
            Lägg till lista
          </Button>
        )}
      </div>
      {query.isPending && <Loader size="sm" aria-label="Hämtar resultatlistorna…" />}
      {query.isError && <QueryError error={query.error} onRetry={() => void query.refetch()} />}
      {query.isSuccess &&
        (lists.length === 0 ? (
          <p className="result-lists-empty">
            Bara startgruppens eget resultat. Lägg till en lista för att räkna samma målgångar på
            fler sätt.
          </p>
        ) : (
          <ul className="result-lists-list">
            {lists.map((list) => (
              <ResultListItem
                key={list.id}
                sailingId={sailingId}
                list={list}
                competitors={group.competitors}
              />
            ))}
          </ul>
        ))}
      <FormModal opened={adding} onClose={close} title="Lägg till resultatlista">
        <CreateResultListForm
          sailingId={sailingId}
          groupId={group.id}
          lists={lists}
          onDone={close}
        />
      </FormModal>
    </section>
  );
}
