import { Alert } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';

export const SERIES_RESULTS_MISSING =
  'Serieresultatet kan inte visas ännu. Se resultatet för varje segling i serien nedan.';

/** Said where a series' standings cannot be shown yet (the server offers none). */
export function SeriesResultsMissing() {
  return (
    <Alert
      color="sea"
      icon={<IconInfoCircle aria-hidden />}
      mt="lg"
      data-testid="series-results-missing"
    >
      {SERIES_RESULTS_MISSING}
    </Alert>
  );
}
