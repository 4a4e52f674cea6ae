import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SailingListItem } from '@segla/core';
import type { SailingStatus } from '@segla/core/sailing';
import { Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import { sailing, sailingDetail } from '../../../lib/live/test-fakes.ts';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { SailingActions } from './sailing-actions.tsx';

const LIST = '/clubs/ksss/sailings';

function SailingPage() {
  return <p>Seglingssidan {useParams().sailing}</p>;
}

function renderActions(shown: SailingListItem) {
  return renderWithProviders(
    <Routes>
      <Route
        path="/clubs/:club/sailings/:sailing"
        element={
          <>
            <SailingPage />
            <SailingActions
              sailing={shown}
              choices={{ series: [], courses: [] }}
              sailingHref={(id) => `${LIST}/${id}`}
              listHref={LIST}
            />
          </>
        }
      />
      <Route path="/clubs/:club/sailings" element={<p>Klubbens seglingar</p>} />
    </Routes>,
    { route: `${LIST}/${shown.id}` },
  );
}

const bar = () => screen.getByRole('group', { name: 'Hantera seglingen' });
const names = () =>
  within(bar())
    .getAllByRole('button')
    .map((button) => button.textContent);

let success: ReturnType<typeof vi.spyOn>;
let failure: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
  failure = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the sailing actions', { timeout: 30_000 }, () => {
  const cases: [SailingStatus, boolean, string[]][] = [
    ['unpublished', false, ['Publicera', 'Ställ in']],
    ['upcoming', false, ['Starta', 'Avsluta', 'Ställ in']],
    ['ongoing', false, ['Avsluta', 'Ställ in']],
    ['finished', false, ['Markera som kontrollerat', 'Öppna igen']],
    ['finished', true, ['Ta bort kontrollmarkering', 'Öppna igen']],
    ['cancelled', false, ['Öppna igen']],
  ];
  it.each(cases)(
    'offers a %s sailing (verified: %s) only the steps that fit',
    (status, verified, steps) => {
      renderActions(sailing({ id: 5, status, verified_result: verified }));
      expect(names()).toEqual([...steps, 'Redigera', 'Kopiera', 'Ta bort']);
    },
  );

  it('takes a step with POST …/<action>/, toasts and shows the new status', async () => {
    const finished = sailingDetail({ id: 5, status: 'finished', status_label: 'Avslutad' });
    const calls = mockFetch(() => jsonResponse(200, finished));
    const { queryClient } = renderActions(sailing({ id: 5, status: 'ongoing' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avsluta' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Seglingen är avslutad.'));
    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([
      ['POST', '/api/sailings/5/finish/'],
    ]);
    expect(queryClient.getQueryData(queryKeys.sailing(5))).toEqual(finished);
  });

  it("shows the server's reason when a step does not fit", async () => {
    mockFetch(() =>
      jsonResponse(400, { non_field_errors: ['En segling som är avslutad kan inte startas.'] }),
    );
    renderActions(sailing({ id: 5, status: 'upcoming' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Starta' }));
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('En segling som är avslutad kan inte startas.'),
    );
    expect(success).not.toHaveBeenCalled();
  });

  it("asks before 'Ställ in' and cancels only when confirmed", async () => {
    const calls = mockFetch(() =>
      jsonResponse(200, sailingDetail({ id: 5, status: 'cancelled', status_label: 'Inställd' })),
    );
    const user = userEvent.setup();
    renderActions(sailing({ id: 5, status: 'upcoming', name: 'Onsdagssegling' }));
    await user.click(within(bar()).getByRole('button', { name: 'Ställ in' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ställa in seglingen?' });
    expect(dialog).toHaveTextContent('Vill du ställa in seglingen Onsdagssegling?');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await user.click(within(bar()).getByRole('button', { name: 'Ställ in' }));
    dialog = await screen.findByRole('dialog', { name: 'Ställa in seglingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ställ in' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Seglingen är inställd.'));
    expect(calls.map((call) => call.url)).toEqual(['/api/sailings/5/cancel/']);
  });

  it('deletes only after the confirmation, then leads to the club’s sailings', async () => {
    const calls = mockFetch(() => jsonResponse(204));
    const user = userEvent.setup();
    const { queryClient } = renderActions(sailing({ id: 5, name: 'Onsdagssegling' }));
    queryClient.setQueryData(queryKeys.sailingList({ club: 'ksss' }), [
      sailing({ id: 4 }),
      sailing({ id: 5 }),
    ]);
    queryClient.setQueryData(queryKeys.sailing(5), sailingDetail({ id: 5 }));

    await user.click(within(bar()).getByRole('button', { name: 'Ta bort' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ta bort seglingen?' });
    expect(dialog).toHaveTextContent(
      'Vill du ta bort seglingen Onsdagssegling? Det går inte att ångra.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await user.click(within(bar()).getByRole('button', { name: 'Ta bort' }));
    dialog = await screen.findByRole('dialog', { name: 'Ta bort seglingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    expect(await screen.findByText('Klubbens seglingar')).toBeInTheDocument();
    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([
      ['DELETE', '/api/sailings/5/'],
    ]);
    expect(success).toHaveBeenCalledWith('Seglingen är borttagen.');
    expect(
      queryClient
        .getQueryData<SailingListItem[]>(queryKeys.sailingList({ club: 'ksss' }))
        ?.map((item) => item.id),
    ).toEqual([4]);
    await vi.waitFor(() => expect(queryClient.getQueryData(queryKeys.sailing(5))).toBeUndefined());
  });

  it('keeps the page and says why when the deletion is refused', async () => {
    mockFetch(() => jsonResponse(403, { detail: 'Du kan bara ändra din egen klubbs uppgifter.' }));
    const user = userEvent.setup();
    renderActions(sailing({ id: 5 }));
    await user.click(within(bar()).getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort seglingen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() =>
      expect(failure).toHaveBeenCalledWith('Du kan bara ändra din egen klubbs uppgifter.'),
    );
    expect(screen.getByText('Seglingssidan 5')).toBeInTheDocument();
  });

  it('copies with POST …/copy/ and opens the copy', async () => {
    const copy = sailingDetail({ id: 6, name: 'Onsdagssegling (kopia)', status: 'unpublished' });
    const calls = mockFetch(() => jsonResponse(201, copy));
    renderActions(sailing({ id: 5 }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Kopiera' }));
    expect(await screen.findByText('Seglingssidan 6')).toBeInTheDocument();
    expect(calls.map((call) => [call.init?.method, call.url])).toEqual([
      ['POST', '/api/sailings/5/copy/'],
    ]);
    expect(success).toHaveBeenCalledWith('Seglingen är kopierad.');
  });

  it('opens the form filled with the sailing on Redigera', async () => {
    renderActions(sailing({ id: 5, name: 'Onsdagssegling' }));
    await userEvent.setup().click(screen.getByRole('button', { name: 'Redigera' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera segling' });
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('Onsdagssegling');
  });

  it('on a phone shows the first step and puts the rest in "Fler åtgärder"', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(max-width: 600px)',
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    const user = userEvent.setup();
    renderActions(sailing({ id: 5, status: 'upcoming' }));
    await vi.waitFor(() => expect(names()).toEqual(['Starta', '']));
    await user.click(screen.getByRole('button', { name: 'Fler åtgärder' }));
    const drawer = await screen.findByRole('dialog', { name: 'Fler åtgärder' });
    const items = within(drawer)
      .getAllByRole('button')
      .filter((button) => button.getAttribute('aria-label') !== 'Stäng menyn');
    expect(items.map((item) => item.textContent)).toEqual([
      'Avsluta',
      'Ställ in',
      'Redigera',
      'Kopiera',
      'Ta bort',
    ]);
    // A step from the drawer still asks first, in front of the page.
    await user.click(within(drawer).getByRole('button', { name: 'Ställ in' }));
    expect(await screen.findByRole('dialog', { name: 'Ställa in seglingen?' })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Fler åtgärder' })).toBeNull(),
    );
  });
});
