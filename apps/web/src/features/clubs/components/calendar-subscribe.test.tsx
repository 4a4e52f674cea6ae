import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { notify } from '../../../lib/notify.ts';
import { clubCalendarUrls } from '../utils/calendar-url.ts';
import { CalendarSubscribe } from './calendar-subscribe.tsx';
import { renderWithProviders } from '../../../test/render.tsx';

describe('CalendarSubscribe', () => {
  const writeText = vi.fn<(text: string) => Promise<void>>();
  let success: MockInstance<typeof notify.success>;
  let info: MockInstance<typeof notify.info>;
  beforeEach(() => {
    writeText.mockReset();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    success = vi.spyOn(notify, 'success').mockImplementation(() => undefined);
    info = vi.spyOn(notify, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  const feed = `${window.location.host}/api/clubs/bris/calendar.ics`;

  it('offers the webcal link that opens the calendar app', () => {
    renderWithProviders(<CalendarSubscribe slug="bris" />);
    const link = screen.getByRole('link', { name: 'Prenumerera på kalendern' });
    expect(link).toHaveAttribute('href', `webcal://${feed}`);
  });

  it('copies the https address of the same feed', async () => {
    writeText.mockResolvedValue(undefined);
    renderWithProviders(<CalendarSubscribe slug="bris" />);
    await userEvent.click(screen.getByRole('button', { name: 'Kopiera kalenderlänk' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.protocol}//${feed}`);
    expect(success).toHaveBeenCalledWith('Länken är kopierad.');
  });

  it('shows the address to copy by hand when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    renderWithProviders(<CalendarSubscribe slug="bris" />);
    await userEvent.click(screen.getByRole('button', { name: 'Kopiera kalenderlänk' }));
    expect(info).toHaveBeenCalledWith(`${window.location.protocol}//${feed}`, 'Kopiera länken');
  });
});

describe('clubCalendarUrls', () => {
  it('keeps the host, encodes the slug and swaps https or http for webcal', () => {
    expect(clubCalendarUrls('bris', 'https://segla.se')).toEqual({
      https: 'https://segla.se/api/clubs/bris/calendar.ics',
      webcal: 'webcal://segla.se/api/clubs/bris/calendar.ics',
    });
    expect(clubCalendarUrls('å ä', 'http://localhost:3142').webcal).toBe(
      'webcal://localhost:3142/api/clubs/%C3%A5%20%C3%A4/calendar.ics',
    );
  });
});
