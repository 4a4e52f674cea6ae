import { Button, NativeSelect, Table, Text } from '@mantine/core';
import type { Official } from '@segla/core';
import { CLUB_ROLE_LABELS, CLUB_ROLES, isClubRole, type ClubRole } from '@segla/core/club';
import { IconTrash } from '@tabler/icons-react';
import { AppLink } from '../../../components/app-link.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useConfirmedAction } from '../../../hooks/use-confirmed-action.ts';
import { handleApiError } from '../../../lib/api-error.ts';
import { notify } from '../../../lib/notify.ts';
import { useRemoveOfficial } from '../api/remove-official.ts';
import { useUpdateOfficial } from '../api/update-official.ts';
import { officialName } from '../utils/official-name.ts';
import { rolePredicate } from '../utils/role-words.ts';

/** The roles as the selects offer them, from the narrowest. */
export const ROLE_OPTIONS = CLUB_ROLES.map((role) => ({
  value: role,
  label: CLUB_ROLE_LABELS[role],
}));

/** The toasts of the list, as shown. */
export const OFFICIAL_TEXTS = {
  roleChanged: 'Rollen är ändrad.',
  removed: 'Funktionären är borttagen.',
} as const;

/**
 * The club's officials (docs/product.md §6, "Funktionärer"): name (to her sailor page), e-mail,
 * the role as a select that saves on change, and "Ta bort", which asks first.
 */
export function OfficialsTable({
  officials,
  onChanged,
}: {
  officials: Official[];
  /** After a role is changed or removed (e.g. the signed-in person's own roles may differ). */
  onChanged?: () => void;
}) {
  return (
    // Two columns (the e-mail under the name, "Ta bort" wrapping under the role) so that the
    // table fits a 375 px phone without scrolling sideways.
    <Table verticalSpacing="sm" aria-label="Funktionärer" className="officials-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Namn och e-post</Table.Th>
          <Table.Th>Roll</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {officials.map((official) => (
          <OfficialRow key={official.id} official={official} onChanged={onChanged} />
        ))}
      </Table.Tbody>
    </Table>
  );
}

function OfficialRow({ official, onChanged }: { official: Official; onChanged?: () => void }) {
  const name = officialName(official);
  const update = useUpdateOfficial();
  const remove = useRemoveOfficial();
  const removal = useConfirmedAction({
    run: () => remove.mutateAsync(official.id),
    success: OFFICIAL_TEXTS.removed,
    context: 'Ta bort funktionär',
    onDone: onChanged,
  });

  async function changeRole(role: ClubRole) {
    if (role === official.role) return;
    try {
      await update.mutateAsync({ id: official.id, role });
    } catch (error) {
      // The select shows the role the list still has; the toast says why.
      handleApiError(error, { context: 'Ändra roll' });
      return;
    }
    notify.success(OFFICIAL_TEXTS.roleChanged);
    onChanged?.();
  }

  return (
    <Table.Tr>
      <Table.Td>
        <AppLink to={`/sailors/${encodeURIComponent(official.sailor.slug)}`}>{name}</AppLink>
        {official.email && official.email !== name ? (
          <Text size="sm" c="dimmed" className="officials-email">
            {official.email}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <div className="officials-actions">
          <NativeSelect
            aria-label={`Roll för ${name}`}
            data={ROLE_OPTIONS}
            value={update.isPending ? (update.variables?.role ?? official.role) : official.role}
            disabled={update.isPending}
            onChange={(event) => {
              const role = event.currentTarget.value;
              if (isClubRole(role)) void changeRole(role);
            }}
          />
          <Button
            variant="default"
            leftSection={<IconTrash size={18} aria-hidden />}
            aria-label={`Ta bort ${name}`}
            onClick={removal.open}
          >
            Ta bort
          </Button>
          <ConfirmDialog
            opened={removal.opened}
            title="Ta bort funktionär"
            message={`${name} är inte längre ${rolePredicate(official.role)} i klubben. Seglarkontot finns kvar.`}
            confirmLabel="Ta bort"
            danger
            busy={removal.busy}
            onConfirm={removal.confirm}
            onClose={removal.close}
          />
        </div>
      </Table.Td>
    </Table.Tr>
  );
}
