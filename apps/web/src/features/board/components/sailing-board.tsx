import { Button, Group, Title } from '@mantine/core';
import type { SailingDetail } from '@segla/core';
import { IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { deadlineOf } from '../utils/protest-deadline.ts';
import { ownBoats } from '../utils/protest-boats.ts';
import { NewNoticeButtons } from './new-notice-buttons.tsx';
import { NoticeList } from './notice-list.tsx';
import { ProtestDeadlineClock } from './protest-deadline-clock.tsx';
import type { ProtestFormMode } from './protest-form-modal.tsx';
import { ProtestList } from './protest-list.tsx';
import './board.css';

/** What the signed-in user may do on the board (the page works it out from her roles). */
export interface BoardAccess {
  /** Post, edit and withdraw; file for the race committee; schedule hearings ('racing'). */
  canPost: boolean;
  /** Decide protests ('decision': the protest committee too). */
  canDecide: boolean;
  /** The signed-in sailor's id: with a boat in the sailing she may file a protest. */
  sailorId: number | null;
}

/**
 * A sailing's "Anslagstavla" (docs/product.md §17): the protest time limit as a clock once the
 * sailing is finished, the postings newest first, and the protests. Kept live by the sailing's
 * subscription (board_update).
 */
export function SailingBoard({ sailing, access }: { sailing: SailingDetail; access: BoardAccess }) {
  const [mode, setMode] = useState<ProtestFormMode | null>(null);
  const board = { kind: 'sailing', id: sailing.id } as const;
  const deadline = deadlineOf(sailing);
  const open = sailing.status !== 'unpublished' && sailing.status !== 'cancelled';
  const mayFile = open && (access.canPost || ownBoats(sailing, access.sailorId).length > 0);
  return (
    <div className="board touch-ui">
      {deadline && <ProtestDeadlineClock deadline={deadline} />}
      <section className="board-section" aria-labelledby="board-notices-heading">
        <Group justify="space-between" gap="sm" className="board-section-head">
          <Title order={3} id="board-notices-heading">
            Anslag
          </Title>
          {access.canPost && <NewNoticeButtons board={board} />}
        </Group>
        <NoticeList board={board} canPost={access.canPost} />
      </section>
      <section className="board-section" aria-labelledby="board-protests-heading">
        <Group justify="space-between" gap="sm" className="board-section-head">
          <Title order={3} id="board-protests-heading">
            Protester
          </Title>
          {mayFile && (
            <Button
              leftSection={<IconFlag size={18} aria-hidden />}
              onClick={() =>
                setMode({
                  kind: 'file',
                  filer: { sailorId: access.sailorId, official: access.canPost },
                })
              }
            >
              Lämna in protest
            </Button>
          )}
        </Group>
        <ProtestList
          sailing={sailing}
          canSchedule={access.canPost}
          canDecide={access.canDecide}
          mode={mode}
          onMode={setMode}
        />
      </section>
    </div>
  );
}
