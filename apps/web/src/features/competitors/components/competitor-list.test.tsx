import type { EntryPayment, SailingPayments } from '@segla/core';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../../lib/live/query-keys.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { sailingPaymentsKeys } from '../api/get-sailing-payments.ts';
import { CompetitorList } from './competitor-list.tsx';
import { DELETE_COMPETITOR_TEXTS } from './delete-competitor-button.tsx';
import { PaymentsBar } from './payments-bar.tsx';
import { boatModelsFixture, competitorFixture, groupsFixture } from './test-fixtures.ts';

const manage = { groups: groupsFixture, boatModels: boatModelsFixture };
const feeManage = { ...manage, hasEntryFee: true };

const PAYMENTS_URL = '/api/sailings/1/payments/';
const NO_FEES: SailingPayments = { entries: [], received: 0, owed: 0 };

type Handler = Parameters<typeof mockFetch>[0];
type Call = ReturnType<typeof mockFetch>[number];

/**
 * The server: the sailing's fees (the club's lists ask for them) from `payments`, the rest from
 * `handler`. Answers the calls other than that question, for the tests to look at.
 */
function mockServer(
  handler: Handler = () => jsonResponse(204),
  payments: () => SailingPayments = () => NO_FEES,
): Call[] {
  const others: Call[] = [];
  const calls = mockFetch((url, init) => {
    if (url === PAYMENTS_URL && init?.method === 'GET') return jsonResponse(200, payments());
    // mockFetch has noted this call just before asking the handler.
    others.push(calls.at(-1)!);
    return handler(url, init);
  });
  return others;
}

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
    mockServer();
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
    const calls = mockServer((_url, init) =>
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
    mockServer(() => jsonResponse(400, { start_group: ['Startgruppen hör inte till seglingen.'] }));
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
    const calls = mockServer(() => jsonResponse(204));
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
    mockServer(() => jsonResponse(500));
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
    const calls = mockServer(() => jsonResponse(204));
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

/** An entry's fee of 150 kr, unpaid. */
function fee(competitor: number, overrides: Partial<EntryPayment> = {}): EntryPayment {
  return {
    competitor,
    amount: 150,
    late: false,
    of: 'sailing',
    paid: false,
    paid_at: null,
    paid_by: null,
    ...overrides,
  };
}

/** The sailing's fees with the sums the server gives. */
function feesOf(entries: EntryPayment[]): SailingPayments {
  const sum = (paid: boolean) =>
    entries.filter((entry) => entry.paid === paid).reduce((total, e) => total + e.amount, 0);
  return { entries, received: sum(true), owed: sum(false) };
}

/** Waits for the sailing's fees to have come. */
const answered = (queryClient: QueryClient) =>
  vi.waitFor(() =>
    expect(queryClient.getQueryState(sailingPaymentsKeys.of(1))?.status).toBe('success'),
  );

const vindil = competitorFixture();
const tarnan = competitorFixture({ id: 10, boat_name: 'Tärnan', sail_number: 'SWE 2' });

describe('entry fees on the Deltagare tab (issue 31)', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('marks a boat "Betald" and takes the mark back, asking for the fees again', async () => {
    let entries = [fee(9)];
    const calls = mockServer(
      (_url, init) => {
        const { paid } = JSON.parse(init?.body as string) as { paid: boolean };
        entries = [fee(9, { paid, paid_at: paid ? '2026-05-13T16:00:00.000Z' : null })];
        return jsonResponse(200, { competitor: 9, paid });
      },
      () => feesOf(entries),
    );
    const user = userEvent.setup();
    renderWithProviders(<CompetitorList label="Grupp" manage={feeManage} competitors={[vindil]} />);
    const paid = await screen.findByRole('checkbox', { name: 'Betald: SWE 1 Vindil' });
    expect(paid).not.toBeChecked();
    expect(paid).toHaveAccessibleDescription('150 kr');
    expect(screen.getByText('Betald')).toBeInTheDocument();

    await user.click(paid);
    await vi.waitFor(() =>
      expect(calls[0]).toMatchObject({
        url: '/api/competitors/9/paid/',
        init: { method: 'POST' },
        body: { paid: true },
      }),
    );
    await vi.waitFor(() => expect(paid).toBeChecked());
    await vi.waitFor(() => expect(paid).toBeEnabled());

    await user.click(paid);
    await vi.waitFor(() => expect(paid).not.toBeChecked());
    expect(calls[1]?.body).toEqual({ paid: false });
  });

  it('puts the box back and says so when the mark fails', async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockServer(
      () => jsonResponse(403, { detail: 'Du har inte behörighet att utföra denna åtgärd.' }),
      () => feesOf([fee(9)]),
    );
    renderWithProviders(<CompetitorList label="Grupp" manage={feeManage} competitors={[vindil]} />);
    const paid = await screen.findByRole('checkbox', { name: 'Betald: SWE 1 Vindil' });
    // The box shows the click at once, before the mark is under way (no flicker back).
    fireEvent.click(paid);
    expect(paid).toBeChecked();
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Du har inte behörighet att utföra denna åtgärd.'),
    );
    await vi.waitFor(() => expect(paid).not.toBeChecked());
  });

  it('shows no "Betald" without a fee, and asks nothing for readers', async () => {
    const calls = mockFetch(() => jsonResponse(200, NO_FEES));
    const { unmount, queryClient } = renderWithProviders(
      <CompetitorList label="Grupp" manage={feeManage} competitors={[vindil]} />,
    );
    await answered(queryClient);
    expect(calls.map((call) => call.url)).toEqual([PAYMENTS_URL]);
    expect(screen.queryByRole('checkbox', { name: /^Betald/ })).toBeNull();
    unmount();

    renderWithProviders(<CompetitorList label="Grupp" competitors={[vindil]} />);
    renderWithProviders(<CompetitorList label="Grupp" manage={manage} competitors={[vindil]} />);
    // Neither a reader nor the club of a sailing without a fee asks for payments.
    expect(calls).toHaveLength(1);
    expect(screen.queryByRole('checkbox', { name: /^Betald/ })).toBeNull();
  });

  it('filters "Alla" / "Betalda" / "Obetalda" and sums what is received and owed', async () => {
    mockServer(undefined, () => feesOf([fee(9, { paid: true }), fee(10), fee(11)]));
    const stina = competitorFixture({ id: 11, boat_name: 'Stina', sail_number: 'SWE 3' });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <PaymentsBar sailingId={1} />
        <CompetitorList label="Grupp" manage={feeManage} competitors={[vindil, tarnan]} />
        <CompetitorList label="Jolle" manage={feeManage} competitors={[stina]} />
      </>,
    );
    expect(await screen.findByText('Mottaget 150 kr · Obetalt 300 kr')).toBeInTheDocument();
    const boats = (label: string) =>
      within(screen.getByRole('list', { name: label }))
        .getAllByRole('listitem')
        .map((row) => row.querySelector('.competitor-boat')?.textContent);
    expect(screen.getByRole('radio', { name: 'Alla' })).toBeChecked();
    expect(boats('Grupp')).toEqual(['Vindil', 'Tärnan']);

    await user.click(screen.getByRole('radio', { name: 'Betalda' }));
    expect(boats('Grupp')).toEqual(['Vindil']);
    // Every start group's list follows the one filter.
    expect(screen.queryByRole('list', { name: 'Jolle' })).toBeNull();
    expect(
      screen.getByText('Inga betalda anmälningar i den här startgruppen.'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Obetalda' }));
    expect(boats('Grupp')).toEqual(['Tärnan']);
    expect(boats('Jolle')).toEqual(['Stina']);

    await user.click(screen.getByRole('radio', { name: 'Alla' }));
    expect(boats('Grupp')).toEqual(['Vindil', 'Tärnan']);
  });

  it('shows no filter or sums without a fee', async () => {
    const calls = mockServer();
    const { queryClient } = renderWithProviders(<PaymentsBar sailingId={1} />);
    await answered(queryClient);
    expect(calls).toHaveLength(0);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText(/Mottaget/)).toBeNull();
  });

  it('asks for the fees again when a boat has come since they were fetched', async () => {
    let answers = 0;
    mockServer(undefined, () => {
      answers += 1;
      return feesOf(answers === 1 ? [fee(9)] : [fee(9), fee(10)]);
    });
    renderWithProviders(
      <CompetitorList label="Grupp" manage={feeManage} competitors={[vindil, tarnan]} />,
    );
    expect(
      await screen.findByRole('checkbox', { name: 'Betald: SWE 2 Tärnan' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Betald: SWE 1 Vindil' })).toBeInTheDocument();
    expect(answers).toBe(2);
  });
});
