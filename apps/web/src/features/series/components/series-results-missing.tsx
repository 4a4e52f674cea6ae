import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { SeglaMantine } from '../../../components/mantine/segla-mantine.tsx';

export const SERIES_RESULTS_MISSING =
  'Serieresultatet kan inte visas ännu. Se resultatet för varje segling i serien nedan.';

/**
 * Said where a series' standings cannot be shown yet (the server offers none). Mantine's Alert
 * with Mantine's provider: SeriesResult loads it only then, and is plain markup otherwise.
 */
export default function SeriesResultsMissing() {
  return (
    <SeglaMantine>
      <Alert
        color="sea"
        icon={<IconInfoCircle aria-hidden />}
        mt="lg"
        data-testid="series-results-missing"
      >
        {SERIES_RESULTS_MISSING}
      </Alert>
    </SeglaMantine>
  );
}
