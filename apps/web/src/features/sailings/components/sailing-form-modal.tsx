import type { SailingDetail, SailingListItem } from '@segla/core';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { SailingForm, type SailingFormChoices } from './sailing-form.tsx';

/**
 * The sailing form in the club pages' form modal: "Ny segling" or "Redigera segling"; the
 * whole screen on a phone, where the keyboard leaves little room. Loaded lazily (it brings the
 * schemas).
 */
export function SailingFormModal({
  opened,
  onClose,
  sailing,
  clubId,
  choices,
  onSaved,
}: {
  opened: boolean;
  onClose: () => void;
  sailing?: SailingListItem;
  clubId?: number;
  choices: SailingFormChoices;
  onSaved: (sailing: SailingDetail) => void;
}) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={sailing ? 'Redigera segling' : 'Ny segling'}
    >
      <SailingForm
        sailing={sailing}
        clubId={clubId}
        choices={choices}
        onSaved={onSaved}
        onCancel={onClose}
      />
    </FormModal>
  );
}

export default SailingFormModal;
