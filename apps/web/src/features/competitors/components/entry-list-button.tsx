import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useState } from 'react';
import { handleApiError } from '../../../lib/api-error.ts';
import { downloadEntryList } from '../api/download-entry-list.ts';

export const ENTRY_LIST_LABEL = 'Ladda ner deltagarlista';

/**
 * "Ladda ner deltagarlista" (docs/product.md §18): the club's CSV of the entries with their
 * crew and, with a fee, what each owes and whether it is marked paid. The request carries the
 * club's token: the list is the club's only.
 */
export function EntryListButton({
  sailingId,
  sailingName,
}: {
  sailingId: number;
  sailingName: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadEntryList(sailingId, sailingName);
    } catch (error) {
      handleApiError(error, { context: 'Deltagarlistan' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      loading={busy}
      onClick={() => void download()}
    >
      {ENTRY_LIST_LABEL}
    </Button>
  );
}
