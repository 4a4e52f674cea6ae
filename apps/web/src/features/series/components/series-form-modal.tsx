import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Series } from '@segla/core';
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
  const phone = useMediaQuery('(max-width: 600px)');
  const saved = (result: Series) => {
    notify.success(series ? SERIES_SAVED : SERIES_CREATED);
    onSaved(result);
  };
  return (
    <Modal
      opened
      onClose={onClose}
      title={series ? 'Redigera serie' : 'Ny serie'}
      size={520}
      fullScreen={phone}
    >
      {series ? (
        <EditSeriesForm series={series} onSaved={saved} />
      ) : (
        <NewSeriesForm clubId={clubId} onSaved={saved} />
      )}
    </Modal>
  );
}

export default SeriesFormModal;
