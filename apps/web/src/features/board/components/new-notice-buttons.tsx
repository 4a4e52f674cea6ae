import { Button, Group } from '@mantine/core';
import { IconFileUpload, IconMessagePlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import type { BoardRef } from '../api/board-ref.ts';
import type { NoticeFormMode } from './notice-form-modal.tsx';

const NoticeFormModal = lazy(() => import('./notice-form-modal.tsx'));

/** The officials' "Nytt dokument" and "Nytt meddelande". */
export function NewNoticeButtons({ board }: { board: BoardRef }) {
  const [mode, setMode] = useState<NoticeFormMode | null>(null);
  return (
    <Group gap="sm">
      <Button
        leftSection={<IconFileUpload size={18} aria-hidden />}
        onClick={() => setMode({ kind: 'document' })}
      >
        Nytt dokument
      </Button>
      <Button
        variant="default"
        leftSection={<IconMessagePlus size={18} aria-hidden />}
        onClick={() => setMode({ kind: 'message' })}
      >
        Nytt meddelande
      </Button>
      {mode && (
        <Suspense fallback={null}>
          <NoticeFormModal board={board} mode={mode} onClose={() => setMode(null)} />
        </Suspense>
      )}
    </Group>
  );
}
