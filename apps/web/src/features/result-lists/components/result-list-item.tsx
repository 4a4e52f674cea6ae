import { Button } from '@mantine/core';
import type { Competitor, ResultList } from '@segla/core';
import { RESULT_LIST_KIND_LABELS, RESULT_LIST_RATING_LABELS } from '@segla/core/sailing';
import { IconHash, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { DeleteResultListButton } from './delete-result-list-button.tsx';
import { ListRatingsForm } from './list-ratings-form.tsx';
import { EditResultListForm } from './result-list-form.tsx';

type Opened = 'edit' | 'ratings' | null;

const sameText = (a: string, b: string) =>
  a.trim().toLocaleLowerCase('sv') === b.trim().toLocaleLowerCase('sv');

/** How many of the group's boats have a rating in the list: "PY: 5 av 8 båtar". */
function ratingsCount(list: ResultList, competitors: readonly Competitor[], label: string) {
  const rated = new Set(list.ratings.map((entry) => entry.competitor));
  const count = competitors.filter((competitor) => rated.has(competitor.id)).length;
  return `${label}: ${count} av ${competitors.length} ${competitors.length === 1 ? 'båt' : 'båtar'}`;
}

/**
 * One further list of a start group: its name and kind, for a PY or TCC list how many boats have
 * a rating and "Ange tal"; "Ändra" and "Ta bort".
 */
export function ResultListItem({
  sailingId,
  list,
  competitors,
}: {
  sailingId: number;
  list: ResultList;
  competitors: readonly Competitor[];
}) {
  const [opened, setOpened] = useState<Opened>(null);
  const close = () => setOpened(null);
  const ratingLabel = RESULT_LIST_RATING_LABELS[list.kind];
  return (
    <li className="result-list-item">
      <div className="result-list-info">
        <span className="result-list-name">{list.name}</span>
        {/* "Först i mål" named "Först i mål" says it once. */}
        {!sameText(list.name, RESULT_LIST_KIND_LABELS[list.kind]) && (
          <span className="result-list-kind">{RESULT_LIST_KIND_LABELS[list.kind]}</span>
        )}
        {ratingLabel && (
          <span className="result-list-kind">{ratingsCount(list, competitors, ratingLabel)}</span>
        )}
      </div>
      <div className="result-list-actions">
        {ratingLabel && (
          <Button
            variant="light"
            className="result-list-rate"
            leftSection={<IconHash size={18} aria-hidden />}
            aria-label={`Ange tal i listan ${list.name}`}
            onClick={() => setOpened('ratings')}
          >
            Ange tal
          </Button>
        )}
        <Button
          variant="default"
          leftSection={<IconPencil size={18} aria-hidden />}
          aria-label={`Ändra listan ${list.name}`}
          onClick={() => setOpened('edit')}
        >
          Ändra
        </Button>
        <DeleteResultListButton sailingId={sailingId} list={list} />
      </div>
      <FormModal opened={opened === 'edit'} onClose={close} title="Ändra resultatlista">
        <EditResultListForm sailingId={sailingId} list={list} onDone={close} />
      </FormModal>
      {ratingLabel && (
        <FormModal
          opened={opened === 'ratings'}
          onClose={close}
          title={`${ratingLabel} i listan ${list.name}`}
          size="md"
        >
          <ListRatingsForm
            sailingId={sailingId}
            list={list}
            competitors={competitors}
            onDone={close}
          />
        </FormModal>
      )}
    </li>
  );
}
