import { MantineProvider } from '@mantine/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../lib/theme.ts';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { AddCompetitorForm, EditCompetitorForm } from './competitor-form.tsx';
import { boatModelsFixture, competitorFixture, groupsFixture } from './test-fixtures.ts';

const BAD_REQUEST = 'Ett eller flera fält har ett fel. Kontrollera och försök igen.';
const RATING_MESSAGE = 'Ange ett SRS-tal större än 0 och högst 5.';

/**
 * Mantine's test environment inside the app's providers: a combobox's list opens without a
 * transition and is not hidden as "detached" (jsdom lays nothing out).
 */
function InTestEnv({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      {children}
    </MantineProvider>
  );
}

function renderAdd(onDone = vi.fn()) {
  const view = renderWithProviders(
    <InTestEnv>
      <AddCompetitorForm
        sailingId={1}
        groups={groupsFixture}
        boatModels={boatModelsFixture}
        onDone={onDone}
      />
    </InTestEnv>,
  );
  return { ...view, onDone };
}

/** Picks a boat type from the searchable select. */
async function chooseBoatType(
  user: ReturnType<typeof userEvent.setup>,
  search: string,
  name: string,
) {
  const input = screen.getByRole('combobox', { name: 'Båttyp' });
  await user.click(input);
  await user.type(input, search);
  await user.click(await screen.findByRole('option', { name }));
}

describe('the competitor form', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('adds a competitor to the sailing, reading the SRS value with a decimal comma', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(201, competitorFixture()));
    const user = userEvent.setup();
    const { onDone, queryClient } = renderAdd();
    queryClient.setQueryData(queryKeys.sailing(1), { id: 1 });

    await user.type(screen.getByLabelText('Skeppare'), 'Anna Ek');
    await user.type(screen.getByLabelText('Båtnamn'), 'Vindil');
    await user.type(screen.getByLabelText('SRS'), '0,845');
    await user.type(screen.getByLabelText('Segelnummer'), 'SWE 1');
    await user.type(screen.getByLabelText('Klubb'), 'KSSS');
    await user.selectOptions(screen.getByLabelText('Startgrupp'), 'Jolle');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/competitors/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toEqual({
      sailing: 1,
      name: 'Anna Ek',
      boat_name: 'Vindil',
      boat_type: '',
      sail_number: 'SWE 1',
      club_name: 'KSSS',
      rating: 0.845,
      start_group: 3,
    });
    expect(success).toHaveBeenCalledWith('Deltagaren har lagts till.');
    expect(queryClient.getQueryState(queryKeys.sailing(1))?.isInvalidated).toBe(true);
  });

  it('starts in the first group and can go to "Utan startgrupp" (null)', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture({ start_group: null })));
    const user = userEvent.setup();
    const { onDone } = renderAdd();
    expect(screen.getByLabelText('Startgrupp')).toHaveValue('2');
    await user.type(screen.getByLabelText('Båtnamn'), 'Vindil');
    await user.selectOptions(screen.getByLabelText('Startgrupp'), 'Utan startgrupp');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ start_group: null, rating: null });
  });

  it('fills SRS from the chosen boat model’s variant', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture()));
    const user = userEvent.setup();
    const { onDone } = renderAdd();
    expect(screen.getByLabelText(/^Variant/)).toBeDisabled();

    await chooseBoatType(user, 'folk', 'Folkbåt');
    expect(screen.getByLabelText('SRS')).toHaveValue('0,845');
    expect(screen.getByLabelText(/^Variant/)).toBeEnabled();

    await user.selectOptions(screen.getByLabelText(/^Variant/), 'Utan flygande segel');
    expect(screen.getByLabelText('SRS')).toHaveValue('0,81');
    await user.selectOptions(screen.getByLabelText(/^Variant/), 'Shorthanded utan flygande segel');
    expect(screen.getByLabelText('SRS')).toHaveValue('0,795');

    // A model without that variant falls back to its standard value; its missing ones are off.
    await user.clear(screen.getByRole('combobox', { name: 'Båttyp' }));
    await chooseBoatType(user, 'J/7', 'J/70');
    expect(screen.getByLabelText('SRS')).toHaveValue('1,052');
    expect(screen.getByLabelText(/^Variant/)).toHaveValue('srs');
    expect(screen.getByRole('option', { name: 'Shorthanded' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ boat_type: 'J/70', rating: 1.052 });
  });

  it('takes a boat type the SRS list lacks, leaving SRS as typed', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture()));
    const user = userEvent.setup();
    const { onDone } = renderAdd();
    await user.type(screen.getByLabelText('SRS'), '1,1');
    await chooseBoatType(user, 'Optimist', 'Optimist (egen båttyp)');
    expect(screen.getByLabelText('SRS')).toHaveValue('1,1');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ boat_type: 'Optimist', rating: 1.1 });
  });

  it('shows the schema’s error under SRS and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture()));
    const user = userEvent.setup();
    renderAdd();
    await user.type(screen.getByLabelText('SRS'), '0,8,4');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(RATING_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('SRS')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('SRS'));
    await user.type(screen.getByLabelText('SRS'), '7');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(RATING_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows a 400’s field errors under their fields and the non-field error in the alert', async () => {
    let answer = jsonResponse(400, {
      sail_number: ['Högst 50 tecken.'],
      start_group: ['Startgruppen hör inte till seglingen.'],
    });
    mockFetch(() => answer);
    const user = userEvent.setup();
    const { onDone } = renderAdd();
    await user.type(screen.getByLabelText('Båtnamn'), 'Vindil');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Högst 50 tecken.')).toBeInTheDocument();
    expect(screen.getByText('Startgruppen hör inte till seglingen.')).toBeInTheDocument();
    expect(screen.getByLabelText('Segelnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(BAD_REQUEST);

    answer = jsonResponse(400, { non_field_errors: ['Seglaren är redan anmäld.'] });
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('Seglaren är redan anmäld.'),
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a 403 in the alert', async () => {
    mockFetch(() => jsonResponse(403, {}));
    const user = userEvent.setup();
    renderAdd();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Förbjudet. Du har inte de nödvändiga behörigheterna för att komma åt denna resurs.',
    );
  });

  it('changes a competitor with PATCH, from her saved values', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, competitorFixture()));
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <EditCompetitorForm
        competitor={competitorFixture({ rating: 0.8451, boat_type: 'Gammal typ' })}
        groups={groupsFixture}
        boatModels={boatModelsFixture}
        onDone={onDone}
      />,
    );
    expect(screen.getByLabelText('SRS')).toHaveValue('0,8451');
    expect(screen.getByRole('combobox', { name: 'Båttyp' })).toHaveValue('Gammal typ');
    expect(screen.getByLabelText('Startgrupp')).toHaveValue('2');
    await user.clear(screen.getByLabelText('Skeppare'));
    await user.type(screen.getByLabelText('Skeppare'), 'Britt Ek');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.url).toBe('/api/competitors/9/');
    expect(calls[0]?.init?.method).toBe('PATCH');
    expect(calls[0]?.body).toEqual({
      name: 'Britt Ek',
      boat_name: 'Vindil',
      boat_type: 'Gammal typ',
      sail_number: 'SWE 1',
      club_name: 'KSSS',
      rating: 0.8451,
      start_group: 2,
    });
    expect(success).toHaveBeenCalledWith('Deltagaren har sparats.');
  });

  const categories = [
    { id: 4, name: 'Dam' },
    { id: 7, name: 'Familj' },
  ];

  it('shows a box per prize category ticked in entries, and sends the ticked ones', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture({ categories: [7] })));
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <AddCompetitorForm
        sailingId={1}
        groups={groupsFixture}
        boatModels={boatModelsFixture}
        categories={categories}
        onDone={onDone}
      />,
    );
    const group = screen.getByRole('group', { name: 'Priskategorier' });
    expect(screen.getByRole('checkbox', { name: 'Dam' })).not.toBeChecked();
    expect(group).toContainElement(screen.getByRole('checkbox', { name: 'Familj' }));
    await user.type(screen.getByLabelText('Båtnamn'), 'Vindil');
    await user.click(screen.getByRole('checkbox', { name: 'Familj' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ boat_name: 'Vindil', categories: [7] });
  });

  it('shows no boxes and sends no categories when the club has none', async () => {
    const calls = mockFetch(() => jsonResponse(201, competitorFixture()));
    const user = userEvent.setup();
    const { onDone } = renderAdd();
    expect(screen.queryByRole('group', { name: 'Priskategorier' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Båtnamn'), 'Vindil');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('categories');
  });

  it('starts an edit from her ticks and sends them changed', async () => {
    const calls = mockFetch(() => jsonResponse(200, competitorFixture({ categories: [] })));
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <EditCompetitorForm
        competitor={competitorFixture({ categories: [4] })}
        groups={groupsFixture}
        boatModels={boatModelsFixture}
        categories={categories}
        onDone={onDone}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Dam' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Familj' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Dam' }));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).toMatchObject({ categories: [] });
  });

  it('leaves the ticks alone when her entry does not say which she has', async () => {
    const calls = mockFetch(() => jsonResponse(200, competitorFixture()));
    const user = userEvent.setup();
    const onDone = vi.fn();
    renderWithProviders(
      <EditCompetitorForm
        competitor={competitorFixture()}
        groups={groupsFixture}
        boatModels={boatModelsFixture}
        categories={categories}
        onDone={onDone}
      />,
    );
    expect(screen.queryByRole('checkbox', { name: 'Dam' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]?.body).not.toHaveProperty('categories');
  });
});
