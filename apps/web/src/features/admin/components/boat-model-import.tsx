import { Alert, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useFileImport } from '../../../hooks/use-file-import.ts';
import { formatRating, plural } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { previewBoatModelImport, useImportBoatModels } from '../api/import-boat-models.ts';

/** The toast after an import (docs/product.md §8): "Importen är klar: 2 nya båtmodeller, 1 ändrad." */
export const importDoneMessage = (created: number, updated: number) =>
  `Importen är klar: ${plural(created, 'ny båtmodell', 'nya båtmodeller')}, ${plural(updated, 'ändrad', 'ändrade')}.`;

/**
 * "Importera CSV" (issue 13): pick a file → the server's preview (what will be created and
 * changed) or its errors by line number → "Importera", all or nothing.
 */
export function BoatModelImport({ onDone }: { onDone: () => void }) {
  const runImport = useImportBoatModels();
  const { file, preview, errors, busy, pick, confirm } = useFileImport({
    preview: previewBoatModelImport,
    run: runImport,
    previewContext: 'Förhandsvisningen av importen',
    importContext: 'Importen av båtmodeller',
    onImported: (result) => {
      notify.success(importDoneMessage(result.created, result.updated));
      onDone();
    },
  });

  const nothingToDo = preview !== null && preview.rows.length === 0;
  return (
    <Stack gap="md">
      <Text size="sm">
        Rubrikraden ska innehålla name och srs, och gärna srs_no_flying, srs_shorthanded och
        srs_shorthanded_no_flying. Komma eller semikolon, decimalkomma går bra. Båtmodeller som
        finns uppdateras, övriga skapas. Ett fel på någon rad stoppar hela importen.
      </Text>
      <FileInput
        label="CSV-fil"
        placeholder="Välj fil"
        accept=".csv,text/csv"
        leftSection={<IconFileUpload size={18} aria-hidden />}
        value={file}
        onChange={(chosen) => void pick(chosen)}
        disabled={busy}
        clearable
        clearButtonProps={{ 'aria-label': 'Ta bort vald fil' }}
      />
      {errors && (
        <Alert color="red" title="Filen kan inte importeras. Inget har sparats." role="alert">
          <List size="sm" spacing={4}>
            {errors.map((message, index) => (
              <List.Item key={index}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {preview && (
        <div aria-label="Förhandsvisning">
          <Text fw={650} mb="xs">
            {nothingToDo
              ? 'Alla båtmodeller i filen finns redan med samma värden. Inget att importera.'
              : `Importen skapar ${preview.created} och ändrar ${preview.updated} båtmodeller:`}
          </Text>
          {!nothingToDo && (
            <Table.ScrollContainer minWidth={560} type="native" pos="relative" tabIndex={0}>
              <Table striped verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Rad</Table.Th>
                    <Table.Th>Namn</Table.Th>
                    <Table.Th>SRS</Table.Th>
                    <Table.Th>Utan flygande</Table.Th>
                    <Table.Th>Shorthanded</Table.Th>
                    <Table.Th>SH utan flygande</Table.Th>
                    <Table.Th>Blir</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.rows.map((row) => (
                    <Table.Tr key={row.line}>
                      <Table.Td>{row.line}</Table.Td>
                      <Table.Td>{row.name}</Table.Td>
                      <Table.Td>{formatRating(row.srs)}</Table.Td>
                      <Table.Td>{formatRating(row.srs_no_flying)}</Table.Td>
                      <Table.Td>{formatRating(row.srs_shorthanded)}</Table.Td>
                      <Table.Td>{formatRating(row.srs_shorthanded_no_flying)}</Table.Td>
                      <Table.Td>{row.action === 'create' ? 'Ny' : 'Ändrad'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </div>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone} disabled={busy}>
          Avbryt
        </Button>
        <Button onClick={() => void confirm()} loading={busy} disabled={!preview || nothingToDo}>
          Importera
        </Button>
      </Group>
    </Stack>
  );
}
