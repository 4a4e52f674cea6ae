import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CompetitorList } from './competitor-list.tsx';
import { DELETE_COMPETITOR_TEXTS } from './delete-competitor-button.tsx';
import { boatModelsFixture, competitorFixture, groupsFixture } from './test-fixtures.ts';

const manage = { groups: groupsFixture, boatModels: boatModelsFixture };

function facts(card: HTMLElement): Record<string, string> {
  const pairs: Record<string, string> = {};
  for (const term of within(card).getAllByRole('term')) {
    pairs[term.textContent ?? ''] = term.nextElementSibling?.textContent ?? '';
  }
  return pairs;
}

describe('the competitor list', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows each boat’s skipper, type, sail number, club and SRS (decimal comma), read-only', () => {
    renderWithProviders(
      <CompetitorList
        label="Deltagare i SRS kölbåt"
        competitors={[
          competitorFixture({ rating: 0.845 }),
          competitorFixture({ id: 10, boat_name: 'Tärnan', rating: null, club_name: '' }),
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Deltagare i SRS kölbåt' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Vindil');
    expect(facts(first as HTMLElement)).toEqual({
      Skeppare: 'Anna Ek',
      Båttyp: 'Folkbåt',
      Segelnummer: 'SWE 1',
      Klubb: 'KSSS',
      SRS: '0,845',
    });
    expect(facts(second as HTMLElement)).toMatchObject({ Klubb: '–', SRS: 'Saknas' });
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('lists a pursuit start in start order with each boat’s start time', () => {
    renderWithProviders(
      <CompetitorList
        label="Jakt"
        startOrder
        competitors={[
          competitorFixture({ id: 1, boat_name: 'Snabb', start: '18:52:10' }),
          competitorFixture({ id: 2, boat_name: 'Utan SRS', start: null, rating: null }),
          competitorFixture({ id: 3, boat_name: 'Långsam', start: '18:30:00' }),
          competitorFixture({ id: 4, boat_name: 'Mellan', start: '18:41:35' }),
        ]}
      />,
    );
    const rows = within(screen.getByRole('list', { name: 'Jakt' })).getAllByRole('listitem');
    expect(screen.getByRole('list', { name: 'Jakt' }).tagName).toBe('OL');
    expect(rows.map((row) => row.querySelector('.competitor-start-time')?.textContent)).toEqual([
      '18:30:00',
      '18:41:35',
      '18:52:10',
      '–',
    ]);
    expect(rows.map((row) => row.querySelector('.competitor-boat')?.textContent)).toEqual([
      'Långsam',
      'Mellan',
      'Snabb',
      'Utan SRS',
    ]);
  });

  it('says so when a group has no boats', () => {
    renderWithProviders(<CompetitorList label="Tom" competitors={[]} />);
    expect(screen.getByText('Inga båtar i den här startgruppen ännu.')).toBeInTheDocument();
  });

  it('offers "Skapa konto" only to competitors without an account', () => {
    renderWithProviders(
      <CompetitorList
        label="Grupp"
        manage={manage}
        competitors={[
          competitorFixture(),
          competitorFixture({ id: 10, boat_name: 'Tärnan', sailor: 4 }),
        ]}
      />,
    );
    expect(screen.getByRole('button', { name: 'Skapa konto för Vindil' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skapa konto för Tärnan' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Anna Ek' })).toHaveAttribute('href', '/sailors/4');
  });

  it('moves a boat to another group, and to "Utan startgrupp"', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch((_url, init) =>
      jsonResponse(200, competitorFixture(JSON.parse(init?.body as string) as object)),
    );
    const user = userEvent.setup();
    const { queryClient } = renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    queryClient.setQueryData(queryKeys.sailingResults(1), { sailing_id: 1 });
    const select = screen.getByRole('combobox', { name: 'Startgrupp för Vindil' });
    expect(select).toHaveValue('2');

    await user.selectOptions(select, 'Jolle');
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Vindil flyttades till Jolle.'));
    expect(calls[0]?.url).toBe('/api/competitors/9/');
    expect(calls[0]?.init?.method).toBe('PATCH');
    expect(calls[0]?.body).toEqual({ start_group: 3 });
    expect(queryClient.getQueryState(queryKeys.sailingResults(1))?.isInvalidated).toBe(true);

    await user.selectOptions(select, 'Utan startgrupp');
    await vi.waitFor(() =>
      expect(success).toHaveBeenCalledWith('Vindil flyttades till Utan startgrupp.'),
    );
    expect(calls[1]?.body).toEqual({ start_group: null });
  });

  it('shows the shared message when a move fails, and keeps the boat where she was', async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(400, { start_group: ['Startgruppen hör inte till seglingen.'] }));
    const user = userEvent.setup();
    renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    const select = screen.getByRole('combobox', { name: 'Startgrupp för Vindil' });
    await user.selectOptions(select, 'Jolle');
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
      ),
    );
    await vi.waitFor(() => expect(select).toHaveValue('2'));
  });

  it(`removes a competitor after '${DELETE_COMPETITOR_TEXTS.confirm}'`, async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(204));
    const user = userEvent.setup();
    renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort Vindil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort deltagare' });
    expect(
      within(dialog).getByText('Är du säker på att du vill ta bort det här deltagaren?'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Deltagaren togs bort.'));
    expect(calls[0]?.url).toBe('/api/competitors/9/');
    expect(calls[0]?.init?.method).toBe('DELETE');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says 'Något gick fel. Försök igen senare.' when the removal fails", async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(500));
    const user = userEvent.setup();
    renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort Vindil' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Något gick fel. Försök igen senare.'),
    );
    expect(success).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('does not call the server to remove a competitor when signed out', async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(204));
    tokenStorage.clear();
    const user = userEvent.setup();
    renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort Vindil' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ta bort' }),
    );
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Något gick fel. Försök igen senare.'),
    );
    expect(calls).toHaveLength(0);
  });

  it('opens the competitor form from "Ändra", filled from her entry', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CompetitorList label="Grupp" manage={manage} competitors={[competitorFixture()]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Ändra Vindil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra deltagare' });
    expect(within(dialog).getByLabelText('Båtnamn')).toHaveValue('Vindil');
    expect(within(dialog).getByLabelText('SRS')).toHaveValue('0,9');
  });
});
