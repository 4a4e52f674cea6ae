import { Button, SimpleGrid, Stack } from '@mantine/core';
import { BottomSheet } from '../../../components/bottom-sheet.tsx';
import { RESULT_CODES } from '@segla/core/sailing';

/**
 * "Kod" of one boat: a sheet at the bottom (where the thumb is) with every result code the core
 * scores (docs/product.md §12) as a large button, and "Ta bort kod". The boat's code is marked.
 * Loaded when first opened (code-drawer.tsx), with Mantine.
 */
export function CodeSheet({
  label,
  code,
  opened,
  onClose,
  onChoose,
}: {
  /** The boat as the buttons name her ('SWE 1234 Vinga'). */
  label: string;
  code: string | null;
  opened: boolean;
  onClose: () => void;
  /** A code, or null to clear it; the drawer closes. */
  onChoose: (code: string | null) => void;
}) {
  return (
    <BottomSheet opened={opened} onClose={onClose} title={`Kod för ${label}`}>
      <Stack gap="md" pb="md">
        <SimpleGrid cols={4} spacing="xs" role="group" aria-label="Koder">
          {RESULT_CODES.map((value) => (
            <Button
              key={value}
              size="lg"
              px={0}
              variant={value === code ? 'filled' : 'default'}
              aria-pressed={value === code}
              onClick={() => onChoose(value)}
            >
              {value}
            </Button>
          ))}
        </SimpleGrid>
        <Button
          size="lg"
          variant="light"
          color="red"
          fullWidth
          disabled={code === null}
          onClick={() => onChoose(null)}
        >
          Ta bort kod
        </Button>
      </Stack>
    </BottomSheet>
  );
}
