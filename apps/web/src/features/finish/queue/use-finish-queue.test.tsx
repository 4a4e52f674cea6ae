import 'fake-indexeddb/auto';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WAIT } from '../../../test/waits.ts';
import { DEVICE_STORAGE_KEY, getDeviceName } from './device-name.ts';
import { SailingQueue } from './finish-queue.ts';
import { closeQueueDb } from './queue-db.ts';
import { QueueStatus } from './queue-status.tsx';
import type { FinishQueue } from './types.ts';
import { useFinishQueue } from './use-finish-queue.ts';

const DB = 'use-finish-queue-test';
let queue: SailingQueue | null = null;

afterEach(async () => {
  queue?.dispose();
  queue = null;
  await closeQueueDb(DB);
  localStorage.clear();
});

describe('useFinishQueue', () => {
  it('shows a tap as pending, then refetches the sailing and its results once acknowledged', async () => {
    let answer: (value: unknown) => void = () => undefined;
    queue = new SailingQueue(3, {
      dbName: DB,
      send: () => new Promise((resolve) => (answer = resolve)),
    });
    let current: FinishQueue | null = null;
    function Page() {
      const state = useFinishQueue(3, queue!);
      current = state;
      return <QueueStatus queue={state} />;
    }
    const { queryClient } = renderWithProviders(<Page />);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    expect(await screen.findByText('Alla tider är sparade')).toBeInTheDocument();

    await act(async () => {
      await current!.enqueue({
        kind: 'finish',
        competitorId: 5,
        finishTime: '18:42:07',
        stamped: true,
      });
    });
    expect(await screen.findByText('1 tid väntar på att skickas')).toBeInTheDocument();
    expect(current!.pending).toHaveLength(1);
    expect(invalidate).not.toHaveBeenCalled();

    await act(async () => {
      await vi.waitFor(() => expect(current!.pending[0]?.attempts).toBe(1), WAIT);
      answer({ id: 5 });
    });
    expect(await screen.findByText('Alla tider är sparade')).toBeInTheDocument();
    await vi.waitFor(() => {
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.sailing(3) });
      expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.sailingResults(3) });
    }, WAIT);
  });
});

describe('getDeviceName', () => {
  it('makes one name per browser and keeps it', () => {
    const name = getDeviceName();
    expect(name).toMatch(/^Telefon [A-Z2-9]{4}$/);
    expect(localStorage.getItem(DEVICE_STORAGE_KEY)).toBe(name);
    expect(getDeviceName()).toBe(name);
  });
});
