import type { Payment } from '@segla/core';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { tokenStorage } from '../../../lib/tokens.ts';
import { paymentKeys } from '../api/get-payment.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EntryPayment, NO_SWISH_NUMBER_LINE, UNSEEN_PAYMENTS_LINE } from './entry-payment.tsx';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>';
const LINK =
  'https://app.swish.nu/1/p/sw/?sw=1231234567&amt=150.00&cur=SEK&msg=Onsdagssegling%20SWE%20100';

/** Her entry's fee as the server answers it. */
function payment(overrides: Partial<Payment> = {}): Payment {
  return {
    competitor: 7,
    amount: 150,
    currency: 'SEK',
    late: false,
    of: 'sailing',
    swish_number: '1231234567',
    message: 'Onsdagssegling SWE 100',
    swish_qr_text: 'C1231234567;150,00;Onsdagssegling%20SWE%20100;0',
    swish_link: LINK,
    swish_qr_svg: SVG,
    paid: false,
    paid_at: null,
    ...overrides,
  };
}

function renderPayment(answer: () => Response) {
  const calls = mockFetch(answer);
  const view = renderWithProviders(<EntryPayment competitorId={7} />);
  return { ...view, calls };
}

describe('a sailor’s entry fee (issue 31)', () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows the fee, the QR code, the number and message, and "Betala med Swish"', async () => {
    const { calls } = renderPayment(() => jsonResponse(200, payment()));
    expect(await screen.findByText('Anmälningsavgift 150 kr')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/competitors/7/payment/');
    const qr = screen.getByRole('img', { name: 'QR-kod för Swish: 150 kr till 123 123 45 67' });
    expect(qr).toHaveAttribute('src', `data:image/svg+xml;utf8,${encodeURIComponent(SVG)}`);
    expect(qr).toHaveAttribute('width', '200');
    expect(
      screen.getByText(
        'Skanna koden i Swish-appen, eller betala till 123 123 45 67 med meddelandet ”Onsdagssegling SWE 100”.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Betala med Swish' })).toHaveAttribute('href', LINK);
    expect(screen.getByText(UNSEEN_PAYMENTS_LINE)).toBeInTheDocument();
    expect(screen.queryByText('Betald')).toBeNull();
  });

  it('names a late entry’s fee and a series fee', async () => {
    const late = renderPayment(() => jsonResponse(200, payment({ amount: 200, late: true })));
    expect(await screen.findByText('Efteranmälningsavgift 200 kr')).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'QR-kod för Swish: 200 kr till 123 123 45 67' }),
    ).toBeInTheDocument();
    late.unmount();

    renderPayment(() => jsonResponse(200, payment({ amount: 500, of: 'series' })));
    expect(await screen.findByText('Serieavgift 500 kr')).toBeInTheDocument();
  });

  it('shows "Betald" instead of the QR code once the club has marked it', async () => {
    renderPayment(() =>
      jsonResponse(200, payment({ paid: true, paid_at: '2026-05-13T16:00:00.000Z' })),
    );
    expect(await screen.findByText('Betald')).toBeInTheDocument();
    expect(screen.getByText('Anmälningsavgift 150 kr')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Betala med Swish' })).toBeNull();
  });

  it('says so when the club has no Swish number', async () => {
    renderPayment(() =>
      jsonResponse(
        200,
        payment({ swish_number: null, swish_qr_text: null, swish_link: null, swish_qr_svg: null }),
      ),
    );
    expect(await screen.findByText('Anmälningsavgift 150 kr')).toBeInTheDocument();
    expect(screen.getByText(NO_SWISH_NUMBER_LINE)).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows nothing for an entry without a fee (404)', async () => {
    const { queryClient } = renderPayment(() =>
      jsonResponse(404, { detail: 'Anmälan har ingen anmälningsavgift.' }),
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(paymentKeys.of(7))?.status).toBe('success'),
    );
    expect(queryClient.getQueryData(paymentKeys.of(7))).toBeNull();
    expect(screen.queryByText(/avgift/)).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the fee could not be fetched', async () => {
    renderPayment(() => jsonResponse(500));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
    );
  });
});
