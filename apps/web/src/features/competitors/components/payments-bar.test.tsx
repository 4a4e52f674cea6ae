import type { SailingPayments } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { MARK_ALL_PAID, PaymentsBar } from './payments-bar.tsx';

const entry = (competitor: number, paid: boolean) => ({
  competitor,
  amount: 150,
  late: false,
  of: 'sailing' as const,
  paid,
  paid_at: paid ? '2026-05-13T16:00:00.000Z' : null,
  paid_by: paid ? 'Klubbkontot' : null,
});

const payments = (paid: number[]): SailingPayments => {
  const entries = [7, 8, 9].map((id) => entry(id, paid.includes(id)));
  const sum = (p: boolean) => entries.filter((e) => e.paid === p).length * 150;
  return { entries, received: sum(true), owed: sum(false) };
};

describe('PaymentsBar (issue 31)', () => {
  beforeEach(() => tokenStorage.setPair({ access: 'access', refresh: 'refresh' }));
  afterEach(() => tokenStorage.clear());

  it('shows the sums, and marks every unpaid entry paid once asked', async () => {
    let state = payments([7]);
    const calls = mockFetch((url, init) => {
      if (init?.method === 'POST') state = payments([7, 8, 9]);
      return jsonResponse(200, state);
    });
    renderWithProviders(<PaymentsBar sailingId={3} />);
    expect(await screen.findByText('Mottaget 150 kr · Obetalt 300 kr')).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Visa anmälningar' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: MARK_ALL_PAID }));
    const dialog = await screen.findByRole('dialog', { name: MARK_ALL_PAID });
    expect(dialog).toHaveTextContent('2 anmälningar markeras som betalda, 300 kr.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Markera betalda' }));

    expect(await screen.findByText('Mottaget 450 kr · Obetalt 0 kr')).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post).toMatchObject({
      url: '/api/sailings/3/payments/',
      body: { competitors: [8, 9], paid: true },
    });
    expect(screen.queryByRole('button', { name: MARK_ALL_PAID })).toBeNull();
  });

  it('shows nothing when the sailing has no fee', async () => {
    const calls = mockFetch(() => jsonResponse(200, { entries: [], received: 0, owed: 0 }));
    const { queryClient } = renderWithProviders(<PaymentsBar sailingId={3} />);
    await expect.poll(() => calls.length).toBe(1);
    await expect.poll(() => queryClient.isFetching()).toBe(0);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(screen.queryByText(/Mottaget/)).toBeNull();
  });
});
