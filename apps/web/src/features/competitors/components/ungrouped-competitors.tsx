import { Text, Title } from '@mantine/core';
import type { Competitor } from '@segla/core';
import { UNGROUPED_LABEL } from '../utils/start-group-options.ts';
import type { CompetitorFormContext } from './competitor-form.tsx';
import { CompetitorList } from './competitor-list.tsx';

/**
 * The sailing's competitors without a start group (docs/product.md §4): "Utan startgrupp",
 * shown only when there are any. They are not scored until they are in a group.
 */
export function UngroupedCompetitors({
  competitors,
  manage = null,
}: {
  competitors: readonly Competitor[];
  manage?: CompetitorFormContext | null;
}) {
  if (competitors.length === 0) return null;
  return (
    <section className="start-group" aria-labelledby="ungrouped-competitors">
      <div className="start-group-head">
        <div>
          <Title order={4} id="ungrouped-competitors">
            {UNGROUPED_LABEL}
          </Title>
          <dl className="start-group-facts">
            <div>
              <dt>Båtar</dt>
              <dd>{competitors.length}</dd>
            </div>
          </dl>
          <Text size="sm" c="dimmed">
            Räknas inte i resultatet förrän de har en startgrupp.
          </Text>
        </div>
      </div>
      <CompetitorList competitors={competitors} manage={manage} label={UNGROUPED_LABEL} />
    </section>
  );
}
