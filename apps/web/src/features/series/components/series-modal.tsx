import { Modal } from '@mantine/core';
import { SeriesResult } from './series-result.tsx';

/** The sailor layout's series modal: one series, its standings and sailings. */
export function SeriesModal({
  seriesId,
  onClose,
  sailingHref,
}: {
  seriesId: number | null;
  onClose: () => void;
  sailingHref: (sailingId: number) => string;
}) {
  return (
    <Modal
      opened={seriesId !== null}
      onClose={onClose}
      size="xl"
      title="Serie"
      closeButtonProps={{ 'aria-label': 'Stäng' }}
      fullScreen={false}
    >
      {seriesId !== null && <SeriesResult id={seriesId} sailingHref={sailingHref} />}
    </Modal>
  );
}

export default SeriesModal;
