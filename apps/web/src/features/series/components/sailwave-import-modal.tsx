import { Alert, Button, FileInput, Group, List, Stack, Table, Text } from '@mantine/core';
import { HANDICAP_LABELS, RESULT_LIST_KIND_LABELS } from '@segla/core/sailing';
import {
  RULES_EDITION_LABELS,
  describeDiscardThresholds,
  dnfScoringText,
  scpPenaltyText,
} from '@segla/core/series';
import { IconAlertTriangle, IconFileUpload } from '@tabler/icons-react';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { useFileImport } from '../../../hooks/use-file-import.ts';
import { formatDateRange, plural } from '@segla/core/format';
import { notify } from '../../../lib/notify.ts';
import { previewSailwaveImport, useImportSailwave } from '../api/import-sailwave.ts';

export const SAILWAVE_IMPORTED = 'Serien är importerad från Sailwave.';

/**
 * "Importera från Sailwave" (docs/product.md §16): pick a `.blw` → the server's preview (the
 * series, its sailings and fleets, and every way Segla will differ from Sailwave) or why the file
 * cannot be read → "Importera", all or nothing. Mounted while open; loaded lazily by the page.
 */
export function SailwaveImportModal({
  club,
  onClose,
  onImported,
}: {
  /** The club's slug. */
  club: string;
  onClose: () => void;
  onImported: (seriesId: number) => void;
}) {
  const runImport = useImportSailwave();
  const { file, preview, errors, busy, pick, confirm } = useFileImport({
    preview: (chosen: File) => previewSailwaveImport(chosen, club),
    run: (chosen: File) => runImport(chosen, club),
    previewContext: 'Förhandsvisningen av importen',
    importContext: 'Importen från Sailwave',
    onImported: (answer) => {
      notify.success(SAILWAVE_IMPORTED);
      if (answer.series !== null) onImported(answer.series);
    },
  });

  const competitors = preview?.sailings.reduce((sum, s) => sum + s.competitors, 0) ?? 0;
  const dates = preview?.sailings.map((s) => s.start_date) ?? [];
  return (
    <FormModal onClose={onClose} title="Importera från Sailwave" size={640}>
      <Stack gap="md">
        <Text size="sm">
          Välj seriens fil från Sailwave (.blw). Den blir en serie med en segling per race, en
          startgrupp per flotta och alla tider och koder. Du ser vad som skapas innan något sparas.
        </Text>
        <FileInput
          label="Sailwave-fil"
          placeholder="Välj fil"
          accept=".blw"
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
          <Stack gap="sm" aria-label="Förhandsvisning">
            <Text fw={650}>
              {preview.name}: {plural(preview.sailings.length, 'segling', 'seglingar')},{' '}
              {plural(competitors, 'resultatrad', 'resultatrader')}
              {dates.length > 0 ? `, ${formatDateRange(dates[0]!, dates[dates.length - 1]!)}` : ''}
            </Text>
            <Text size="sm">
              Borträkning: {describeDiscardThresholds(preview.discard_thresholds)}. DNF:{' '}
              {dnfScoringText(preview.dnf_scoring, preview.dnf_points)}. Poängstraff:{' '}
              {scpPenaltyText(preview.scp_places)}. Regelverk:{' '}
              {RULES_EDITION_LABELS[preview.rules_edition]}.
            </Text>
            {preview.warnings.length > 0 && (
              <Alert color="orange" icon={<IconAlertTriangle aria-hidden />}>
                <Text fw={650} size="sm" mb={4}>
                  Det här blir inte exakt som i Sailwave
                </Text>
                <List size="sm" spacing={4}>
                  {preview.warnings.map((warning, index) => (
                    <List.Item key={index}>{warning}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            <Table.ScrollContainer minWidth={320} type="native" tabIndex={0}>
              <Table striped verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Startgrupp (flotta)</Table.Th>
                    <Table.Th>Handikapp</Table.Th>
                    <Table.Th>Båtar</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {preview.fleets.map((fleet) => (
                    <Table.Tr key={fleet.name}>
                      <Table.Td>
                        {fleet.name}
                        {fleet.list && (
                          <Text span c="dimmed" fz="xs" display="block">
                            Resultatlista i {fleet.list.of}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        {fleet.list
                          ? RESULT_LIST_KIND_LABELS[fleet.list.kind]
                          : HANDICAP_LABELS[fleet.handicap]}
                      </Table.Td>
                      <Table.Td>{fleet.competitors}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Stack>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Avbryt
          </Button>
          <Button onClick={() => void confirm()} loading={busy} disabled={!preview}>
            Importera
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
}

export default SailwaveImportModal;
