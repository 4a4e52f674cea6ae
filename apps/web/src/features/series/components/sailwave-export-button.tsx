import { Button } from '@mantine/core';
import type { Series } from '@segla/core';
import { IconFileExport } from '@tabler/icons-react';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { downloadSailwave } from '../api/download-sailwave.ts';

/**
 * "Exportera till Sailwave" (docs/product.md §16): the club's series as a Sailwave file, with
 * its unpublished sailings too (the request carries the club's token).
 */
export function SailwaveExportButton({ series }: { series: Pick<Series, 'id' | 'name'> }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadSailwave(series.id, series.name);
    } catch (error) {
      handleApiError(error, { context: 'Exporten till Sailwave' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileExport size={18} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      Exportera till Sailwave
    </Button>
  );
}
