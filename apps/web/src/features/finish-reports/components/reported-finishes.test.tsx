import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ReportedFinishes } from './reported-finishes.tsx';
import { competitor, pending, sailingWith } from './test-fixtures.ts';

describe('reported finishes on the club’s pages', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows nothing while no report waits', () => {
    renderWithProviders(<ReportedFinishes sailing={sailingWith([competitor()])} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('marks each waiting report and approves it with one tap', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, competitor({ finish_time: '19:45:13' })));
    const user = userEvent.setup();
    renderWithProviders(
      <ReportedFinishes
        sailing={sailingWith([
          competitor({ report: { ...pending('19:45:13')!, note: 'Vid bojen' } }),
        ])}
      />,
    );
    const section = screen.getByRole('region', { name: 'Rapporterade måltider (1)' });
    expect(within(section).getByText('rapporterad')).toBeInTheDocument();
    expect(within(section).getByText('Kommentar: Vid bojen')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Godkänn alla' })).toBeNull();
    await user.click(
      within(section).getByRole('button', {
        name: 'Godkänn 19:45:13 för SWE 4711 Vinga (Anna Lind)',
      }),
    );
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Måltiden är godkänd.'));
    expect(calls[0]?.url).toBe('/api/competitors/9/approve-finish/');
    expect(calls[0]?.body).toEqual({});
  });

  it('thanks for the approval also when the live update removed the list first', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    let answer: (response: Response) => void = () => undefined;
    mockFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    const { rerender } = renderWithProviders(
      <ReportedFinishes sailing={sailingWith([competitor({ report: pending('19:45:13') })])} />,
    );
    await user.click(screen.getByRole('button', { name: /^Godkänn 19:45:13 för SWE 4711/ }));
    // The websocket brings the approved sailing before the POST's own answer arrives.
    rerender(<ReportedFinishes sailing={sailingWith([competitor({ finish_time: '19:45:13' })])} />);
    expect(screen.queryByRole('region')).toBeNull();
    answer(jsonResponse(200, competitor({ finish_time: '19:45:13' })));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Måltiden är godkänd.'));
  });

  it('approves a corrected time', async () => {
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, competitor({ finish_time: '19:45:00' })));
    const user = userEvent.setup();
    renderWithProviders(
      <ReportedFinishes sailing={sailingWith([competitor({ report: pending('19:45:13') })])} />,
    );
    await user.click(screen.getByRole('button', { name: /^Rätta tiden för SWE 4711/ }));
    // The form loads when first opened (lazy-correct-finish-form.tsx).
    const field = await screen.findByLabelText(/^Rättad måltid/);
    await user.clear(field);
    await user.type(field, '19:45');
    await user.click(screen.getByRole('button', { name: 'Godkänn rättad tid' }));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ finish_time: '19:45:00' });
  });

  it('offers "Godkänn alla" when several wait', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(200, { approved: 2 }));
    const user = userEvent.setup();
    renderWithProviders(
      <ReportedFinishes
        sailing={sailingWith(
          [
            competitor({ report: pending('19:45:13', true), finish_time: '19:45:13' }),
            competitor({ id: 10, sail_number: 'SWE 12', report: pending('19:46:00', true) }),
          ],
          'immediately',
        )}
      />,
    );
    expect(screen.getAllByText('räknas redan')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Godkänn alla' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('2 måltider är godkända.'));
    expect(calls[0]?.url).toBe('/api/sailings/1/approve-finishes/');
  });
});
