import type { Protest, SailingDetail } from '@segla/core';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { DecisionForm } from './decision-form.tsx';
import { HearingForm } from './hearing-form.tsx';
import { ProtestForm, type ProtestFiler } from './protest-form.tsx';

/** Which of the protest forms is open. */
export type ProtestFormMode =
  | { kind: 'file'; filer: ProtestFiler }
  | { kind: 'hearing'; protest: Protest }
  | { kind: 'decision'; protest: Protest };

function titleOf(mode: ProtestFormMode): string {
  if (mode.kind === 'file') return 'Lämna in protest';
  const what = `protest ${mode.protest.number}`;
  return mode.kind === 'hearing' ? `Utlys förhandling, ${what}` : `Beslut, ${what}`;
}

/**
 * The protest forms in the club pages' form modal (full screen on a phone). Loaded lazily:
 * they bring the schemas, which readers of the board never need.
 */
export function ProtestFormModal({
  sailing,
  mode,
  onClose,
}: {
  sailing: SailingDetail;
  mode: ProtestFormMode;
  onClose: () => void;
}) {
  return (
    <FormModal onClose={onClose} title={titleOf(mode)}>
      {mode.kind === 'file' ? (
        <ProtestForm sailing={sailing} filer={mode.filer} onDone={onClose} onCancel={onClose} />
      ) : mode.kind === 'hearing' ? (
        <HearingForm protest={mode.protest} onDone={onClose} onCancel={onClose} />
      ) : (
        <DecisionForm
          protest={mode.protest}
          boats={sailing.competitors}
          onDone={onClose}
          onCancel={onClose}
        />
      )}
    </FormModal>
  );
}

export default ProtestFormModal;
