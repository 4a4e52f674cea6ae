import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StartGroup } from '@segla/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CreateStartGroupForm, EditStartGroupForm } from './start-group-form.tsx';

const BAD_REQUEST = 'Ett eller flera fält har ett fel. Kontrollera och försök igen.';

function group(overrides: Partial<StartGroup> = {}): StartGroup {
  return {
    id: 5,
    sailing: 1,
    name: 'SRS kölbåt',
    start_time: '18:30:00',
    handicap: 'srs',
    start_type: 'common',
    pursuit_minutes: null,
    pursuit_rounding: 'second',
    min_rating: null,
    max_rating: null,
    boat_types: '',
    is_default: false,
    competitors: [],
    ...overrides,
  };
}

function renderCreate(onDone = vi.fn()) {
  const view = renderWithProviders(
    <CreateStartGroupForm sailingId={1} defaultStartTime="18:30:00" onDone={onDone} />,
  );
  return { ...view, onDone };
}

describe('the start group form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('creates a common start from the sailing’s start time, without the pursuit fields', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(201, group()));
    const user = userEvent.setup();
    const { onDone, queryClient } = renderCreate();
    queryClient.setQueryData(queryKeys.sailing(1), { id: 1 });
    queryClient.setQueryData(queryKeys.sailingResults(1), { sailing_id: 1 });

    expect(screen.getByLabelText('Starttid')).toHaveValue('18:30');
    expect(screen.queryByLabelText(/Planerad seglingstid/)).toBeNull();
    await user.type(screen.getByLabelText(/^Namn/), '  SRS kölbåt ');
    await user.click(screen.getByRole('radio', { name: 'Ingen' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/start-groups/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      sailing: 1,
      name: 'SRS kölbåt',
      start_time: '18:30:00',
      handicap: 'scratch',
      start_type: 'common',
      min_rating: null,
      max_rating: null,
      boat_types: '',
      is_default: false,
    });
    expect(success).toHaveBeenCalledWith('Startgruppen har skapats.');
    // The page's data is asked for again at once.
    expect(queryClient.getQueryState(queryKeys.sailing(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(queryKeys.sailingResults(1))?.isInvalidated).toBe(true);
  });

  it('asks a pursuit start for its planned sailing time and rounding, and sets SRS', async () => {
    const calls = mockFetch(() => jsonResponse(201, group({ start_type: 'pursuit' })));
    const user = userEvent.setup();
    const { onDone } = renderCreate();
    await user.type(screen.getByLabelText(/^Namn/), 'Jakt');
    await user.click(screen.getByRole('radio', { name: 'Ingen' }));
    await user.click(screen.getByRole('radio', { name: 'Jaktstart' }));
    expect(screen.getByRole('radio', { name: 'SRS' })).toBeChecked();
    await user.type(screen.getByLabelText(/^Planerad seglingstid \(minuter\)/), '75');
    await user.selectOptions(screen.getByLabelText('Avrundning av starttider'), 'Hela minuter');
    await user.clear(screen.getByLabelText('Starttid'));
    await user.type(screen.getByLabelText('Starttid'), '19:05');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toEqual({
      sailing: 1,
      name: 'Jakt',
      start_time: '19:05:00',
      handicap: 'srs',
      start_type: 'pursuit',
      pursuit_minutes: 75,
      pursuit_rounding: 'minute',
      min_rating: null,
      max_rating: null,
      boat_types: '',
      is_default: false,
    });
  });

  it('shows the schema’s errors under the fields and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, group()));
    const user = userEvent.setup();
    renderCreate();
    await user.click(screen.getByRole('radio', { name: 'Jaktstart' }));
    await user.type(screen.getByLabelText(/^Planerad seglingstid/), '1,5');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(
      screen.getByText('Ange planerad seglingstid i hela minuter (1–1440).'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a 400’s field errors under their fields, with the general sentence above', async () => {
    mockFetch(() =>
      jsonResponse(400, {
        name: ['Det finns redan en startgrupp med det namnet i seglingen.'],
        pursuit_minutes: [
          'En jaktstart behöver planerad seglingstid för den långsammaste båten (minuter).',
        ],
      }),
    );
    const user = userEvent.setup();
    const { onDone } = renderCreate();
    await user.type(screen.getByLabelText(/^Namn/), 'SRS kölbåt');
    await user.click(screen.getByRole('radio', { name: 'Jaktstart' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    expect(
      await screen.findByText('Det finns redan en startgrupp med det namnet i seglingen.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'En jaktstart behöver planerad seglingstid för den långsammaste båten (minuter).',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(BAD_REQUEST);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a non-field error and a 403 in the alert', async () => {
    let answer = jsonResponse(400, { non_field_errors: ['Seglingen är avslutad.'] });
    mockFetch(() => answer);
    const user = userEvent.setup();
    renderCreate();
    await user.type(screen.getByLabelText(/^Namn/), 'Jolle');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Seglingen är avslutad.');

    answer = jsonResponse(403, { detail: 'Du får inte ändra en annan klubbs segling.' });
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Du får inte ändra en annan klubbs segling.',
      ),
    );
  });

  it('changes a group with PUT, from its saved values', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, group({ name: 'Kölbåt' })));
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <EditStartGroupForm
        group={group({ start_type: 'pursuit', pursuit_minutes: 60, start_time: null })}
        onDone={onDone}
      />,
    );
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('SRS kölbåt');
    expect(screen.getByLabelText('Starttid')).toHaveValue('');
    expect(screen.getByLabelText(/^Planerad seglingstid/)).toHaveValue('60');
    await user.clear(screen.getByLabelText(/^Namn/));
    await user.type(screen.getByLabelText(/^Namn/), 'Kölbåt');
    await user.click(screen.getByRole('radio', { name: 'Gemensam start' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/start-groups/5/');
    expect(calls[0]?.init?.method).toBe('PUT');
    expect(calls[0]?.body).toEqual({
      name: 'Kölbåt',
      start_time: null,
      handicap: 'srs',
      start_type: 'common',
      min_rating: null,
      max_rating: null,
      boat_types: '',
      is_default: false,
    });
    expect(success).toHaveBeenCalledWith('Startgruppen har sparats.');
  });

  it('says which entries the group takes ("Tar emot", issue 13)', async () => {
    const calls = mockFetch(() => jsonResponse(200, group()));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <EditStartGroupForm
        group={group({ min_rating: 0.9, boat_types: 'Folkbåt' })}
        onDone={onDone}
      />,
    );
    expect(screen.getByLabelText('SRS från')).toHaveValue('0,9');
    expect(screen.getByLabelText(/^Båttyper/)).toHaveValue('Folkbåt');
    await user.type(screen.getByLabelText('SRS till'), '0,8');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('SRS till får inte vara lägre än SRS från.')).toBeVisible();
    expect(calls).toHaveLength(0);

    await user.clear(screen.getByLabelText('SRS till'));
    await user.type(screen.getByLabelText('SRS till'), '1,1');
    await user.type(screen.getByLabelText(/^Båttyper/), '{Enter}H-båt');
    await user.click(screen.getByRole('checkbox', { name: /Standardgrupp för anmälningar/ }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({
      min_rating: 0.9,
      max_rating: 1.1,
      boat_types: 'Folkbåt\nH-båt',
      is_default: true,
    });
  });
});
