import type { Series } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { sailing, series as fakeSeries } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { DeleteSeriesButton } from './delete-series-button.tsx';

const twoSailings: Series = {
  ...fakeSeries(5, [sailing({ id: 1 }), sailing({ id: 2 })]),
  name: 'Vårserien',
};

async function openConfirmation(series: Series, onDeleted = vi.fn()) {
  const user = userEvent.setup();
  const rendered = renderWithProviders(
    <DeleteSeriesButton series={series} onDeleted={onDeleted} />,
  );
  await user.click(screen.getByRole('button', { name: 'Ta bort' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ta bort serien?' });
  return { user, dialog, onDeleted, ...rendered };
}

describe('deleting a series', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks first, saying that the sailings stay without a series', async () => {
    const { dialog } = await openConfirmation(twoSailings);
    expect(dialog).toHaveTextContent('Serien ”Vårserien” tas bort.');
    expect(dialog).toHaveTextContent(
      'Seglingarna finns kvar men hör inte längre till någon serie.',
    );
  });

  it('words it for one sailing, and says nothing of sailings when there are none', async () => {
    const { dialog, unmount } = await openConfirmation(fakeSeries(6, [sailing()]));
    expect(dialog).toHaveTextContent('Seglingen finns kvar men hör inte längre till någon serie.');
    unmount();
    const empty = await openConfirmation(fakeSeries(7, []));
    expect(empty.dialog).not.toHaveTextContent('finns kvar');
  });

  it("sends nothing on 'Avbryt'", async () => {
    const calls = mockFetch(() => jsonResponse(204));
    const { user, dialog, onDeleted } = await openConfirmation(twoSailings);
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);
    expect(onDeleted).not.toHaveBeenCalled();
  });

  it('deletes on confirmation, says so and leaves; the lists refetch', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(204));
    const { user, dialog, onDeleted, queryClient } = await openConfirmation(twoSailings);
    queryClient.setQueryData(queryKeys.seriesList({ club: 'ksss' }), [twoSailings]);
    queryClient.setQueryData(queryKeys.sailingList({ club: 'ksss' }), []);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort serien' }));
    await vi.waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/series/5/');
    expect(calls[0]?.init?.method).toBe('DELETE');
    expect(success).toHaveBeenCalledWith('Serien är borttagen.');
    expect(queryClient.getQueryState(queryKeys.seriesList({ club: 'ksss' }))?.isInvalidated).toBe(
      true,
    );
    expect(queryClient.getQueryState(queryKeys.sailingList({ club: 'ksss' }))?.isInvalidated).toBe(
      true,
    );
  });

  it('says why it failed and stays', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(403, { detail: 'Du kan bara ändra din egen klubbs uppgifter.' }));
    const { user, dialog, onDeleted } = await openConfirmation(twoSailings);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort serien' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Du kan bara ändra din egen klubbs uppgifter.'),
    );
    expect(screen.getByRole('dialog', { name: 'Ta bort serien?' })).toBeInTheDocument();
    expect(onDeleted).not.toHaveBeenCalled();
  });
});
