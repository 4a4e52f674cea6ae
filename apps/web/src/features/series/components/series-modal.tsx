import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { SeriesResult } from './series-result.tsx';

/** The sailor layout's series modal: one series, its standings and sailings. */
export function SeriesModal({
  seriesId,
  onClose,
  sailingHref,
  printLogo,
}: {
  seriesId: number | null;
  onClose: () => void;
  sailingHref: (sailingId: number) => string;
  /** The club's logo on the printed standings (see SeriesResult). */
  printLogo?: (clubSlug: string) => ReactNode;
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
      {seriesId !== null && (
        <SeriesResult id={seriesId} sailingHref={sailingHref} printLogo={printLogo} />
      )}
    </Modal>
  );
}

export default SeriesModal;
