import { Group, Title } from '@mantine/core';
import { NewNoticeButtons } from './new-notice-buttons.tsx';
import { NoticeList } from './notice-list.tsx';
import './board.css';

/**
 * A series' "Anslagstavla" (docs/product.md §17): its postings, newest first (the invitation,
 * the sailing instructions and their amendments for the whole series). Protests belong to each
 * sailing's own board. Kept live by the club's subscription (board_update).
 */
export function SeriesBoard({ seriesId, canPost }: { seriesId: number; canPost: boolean }) {
  const board = { kind: 'series', id: seriesId } as const;
  return (
    <div className="board touch-ui">
      <section className="board-section" aria-labelledby="board-notices-heading">
        <Group justify="space-between" gap="sm" className="board-section-head">
          <Title order={3} id="board-notices-heading">
            Anslag
          </Title>
          {canPost && <NewNoticeButtons board={board} />}
        </Group>
        <NoticeList board={board} canPost={canPost} />
      </section>
    </div>
  );
}
