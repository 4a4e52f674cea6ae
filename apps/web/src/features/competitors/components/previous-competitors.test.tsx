import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DistinctCompetitor } from '@segla/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { PreviousCompetitorsButton } from './previous-competitors.tsx';
import { competitorFixture, groupsFixture } from './test-fixtures.ts';

function boat(overrides: Partial<DistinctCompetitor>): DistinctCompetitor {
  return {
    name: 'Anna Ek',
    boat_name: 'Vindil',
    boat_type: 'Folkbåt',
    sail_number: 'SWE 1',
    club_name: 'KSSS',
    rating: 0.845,
    sailor: null,
    ...overrides,
  };
}

const BOATS = [
  boat({}),
  boat({ name: 'Bo Ek', boat_name: 'Tärnan', sail_number: 'SWE 2', sailor: 4 }),
  boat({ name: 'Cilla Ek', boat_name: 'Måsen', sail_number: 'SWE 3', rating: null }),
  boat({ name: 'Dan Ek', boat_name: 'Albatross', sail_number: 'SWE 4' }),
];

const DISTINCT_URL = '/api/clubs/ksss/distinct-competitors/?sailing_id=1';

/** The server: the club's earlier boats, and each entry as `answer` says. */
function server(answer: (body: Record<string, unknown>) => Response) {
  return mockFetch((url, init) => {
    if (url === DISTINCT_URL) return jsonResponse(200, BOATS);
    const body = JSON.parse(init?.body as string) as Record<string, unknown>;
    return answer(body);
  });
}

async function open() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <PreviousCompetitorsButton clubSlug="ksss" sailingId={1} groups={groupsFixture} />,
  );
  await user.click(screen.getByRole('button', { name: 'Tidigare deltagare' }));
  const dialog = await screen.findByRole('dialog', { name: 'Tidigare deltagare' });
  await within(dialog).findByRole('checkbox', { name: /Vindil/ });
  return { user, dialog, ...view };
}

describe('"Tidigare deltagare"', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('enters the chosen boats in the chosen group, with one toast for all', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = server((body) => jsonResponse(201, competitorFixture(body)));
    const { user, dialog, queryClient } = await open();
    queryClient.setQueryData(queryKeys.sailing(1), { id: 1 });
    expect(calls[0]?.url).toBe(DISTINCT_URL);
    const add = within(dialog).getByRole('button', { name: 'Lägg till valda' });
    expect(add).toBeDisabled();

    await user.click(within(dialog).getByRole('checkbox', { name: /Vindil/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Tärnan/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Måsen/ }));
    await user.selectOptions(within(dialog).getByLabelText('Startgrupp'), 'Jolle');
    await user.click(add);

    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entries = calls.filter((call) => call.url === '/api/competitors/');
    expect(entries.map((call) => call.body)).toEqual([
      {
        sailing: 1,
        name: 'Anna Ek',
        boat_name: 'Vindil',
        boat_type: 'Folkbåt',
        sail_number: 'SWE 1',
        club_name: 'KSSS',
        rating: 0.845,
        start_group: 3,
        sailor: null,
      },
      expect.objectContaining({ boat_name: 'Tärnan', sailor: 4, start_group: 3 }),
      expect.objectContaining({ boat_name: 'Måsen', rating: null, start_group: 3 }),
    ]);
    expect(success).toHaveBeenCalledTimes(1);
    expect(success).toHaveBeenCalledWith('3 deltagare lades till.');
    expect(queryClient.getQueryState(queryKeys.sailing(1))?.isInvalidated).toBe(true);
  });

  it('"Välj alla" chooses every boat; "Utan startgrupp" enters them without a group', async () => {
    const calls = server((body) => jsonResponse(201, competitorFixture(body)));
    const { user, dialog } = await open();
    // Only the boats are checkboxes: choosing them all is a button of its own.
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
    await user.click(within(dialog).getByRole('button', { name: 'Välj alla' }));
    expect(within(dialog).getByText('4 valda')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Välj ingen' }));
    expect(within(dialog).getByText('0 valda')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Välj alla' }));
    await user.selectOptions(within(dialog).getByLabelText('Startgrupp'), 'Utan startgrupp');
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till valda' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entries = calls.filter((call) => call.url === '/api/competitors/');
    expect(entries).toHaveLength(4);
    expect(
      entries.every((call) => (call.body as { start_group: unknown }).start_group === null),
    ).toBe(true);
  });

  it('reports the boats that could not be entered and keeps them chosen', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    server((body) =>
      body.boat_name === 'Tärnan'
        ? jsonResponse(400, { non_field_errors: ['Seglaren är redan anmäld till seglingen.'] })
        : jsonResponse(201, competitorFixture(body)),
    );
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: /Vindil/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Tärnan/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Albatross/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till valda' }));

    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Några båtar kunde inte läggas till');
    expect(alert).toHaveTextContent('Tärnan: Seglaren är redan anmäld till seglingen.');
    expect(success).toHaveBeenCalledWith('2 deltagare lades till.');
    expect(within(dialog).getByRole('checkbox', { name: /Tärnan/ })).toBeChecked();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('shows no success toast when every entry fails', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    server(() => jsonResponse(403, { detail: 'Du får inte ändra den här seglingen.' }));
    const { user, dialog } = await open();
    await user.click(within(dialog).getByRole('checkbox', { name: /Vindil/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Lägg till valda' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Vindil: Du får inte ändra den här seglingen.');
    expect(success).not.toHaveBeenCalled();
  });

  it('says so when every earlier boat is already entered', async () => {
    mockFetch(() => jsonResponse(200, []));
    const user = userEvent.setup();
    renderWithProviders(
      <PreviousCompetitorsButton clubSlug="ksss" sailingId={1} groups={groupsFixture} />,
    );
    await user.click(screen.getByRole('button', { name: 'Tidigare deltagare' }));
    expect(await screen.findByText(/redan anmälda/)).toBeInTheDocument();
  });
});
