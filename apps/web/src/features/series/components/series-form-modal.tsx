import type { Series } from '@segla/core';
import { FormModal } from '../../../components/form/form-modal.tsx';
import { notify } from '../../../lib/notify.ts';
import { EditSeriesForm, NewSeriesForm } from './series-form.tsx';

export const SERIES_CREATED = 'Serien har skapats.';
export const SERIES_SAVED = 'Serien är sparad.';

/**
 * The series form in a modal, full screen on a phone: "Ny serie" without `series`, "Redigera
 * serie" with it. Mounted while open (the pages load it lazily, with the schemas' zod, only
 * when a club opens it); a toast says it is saved before `onSaved`.
 */
export function SeriesFormModal({
  series,
  clubId,
  onClose,
  onSaved,
}: {
  series?: Series;
  clubId?: number;
  onClose: () => void;
  onSaved: (series: Series) => void;
}) {
  const saved = (result: Series) => {
    notify.success(series ? SERIES_SAVED : SERIES_CREATED);
    onSaved(result);
  };
  return (
    <FormModal onClose={onClose} title={series ? 'Redigera serie' : 'Ny serie'} size={520}>
      {series ? (
        <EditSeriesForm series={series} onSaved={saved} />
      ) : (
        <NewSeriesForm clubId={clubId} onSaved={saved} />
      )}
    </FormModal>
  );
}

export default SeriesFormModal;
