import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { closeFeedbackModal, openFeedbackModal } from '../stores/feedback-modal.ts';
import { FeedbackModal } from './feedback-modal.tsx';
import { WAIT } from '../../../test/waits.ts';

async function setup() {
  renderWithProviders(<FeedbackModal />);
  act(() => openFeedbackModal());
  return screen.findByRole('dialog');
}

describe('the feedback modal', { timeout: 30_000 }, () => {
  afterEach(() => {
    act(() => closeFeedbackModal());
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("is titled 'Feedback' with the five subjects, a 5-row message and 'Skicka'", async () => {
    const dialog = await setup();
    expect(within(dialog).getByRole('heading', { name: 'Feedback' })).toBeInTheDocument();
    const subjects = within(dialog)
      .getAllByRole('option')
      .map((option) => option.textContent)
      .filter((text) => text !== 'Välj ämne');
    expect(subjects).toEqual([
      'Förbättringsförslag',
      'Felrapport',
      'Allmän feedback',
      'Tekniska problem',
      'Övrigt',
    ]);
    expect(within(dialog).getByLabelText(/^Meddelande/)).toHaveAttribute('rows', '5');
    expect(within(dialog).getByRole('button', { name: 'Skicka' })).toBeInTheDocument();
  });

  it('requires subject and message', async () => {
    const calls = mockFetch(() => jsonResponse(201, {}));
    const dialog = await setup();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Skicka' }));
    expect(await within(dialog).findAllByText(/obligatoriskt|tomt/)).toHaveLength(2);
    expect(calls).toHaveLength(0);
  });

  it("lists the server's message errors with '* '", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFetch(() =>
      jsonResponse(400, { message: ['Meddelandet är för långt.', 'Det innehåller en länk.'] }),
    );
    const user = userEvent.setup();
    const dialog = await setup();
    await user.selectOptions(within(dialog).getByLabelText(/^Ämne/), 'Felrapport');
    await user.type(within(dialog).getByLabelText(/^Meddelande/), 'Hej');
    await user.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    const error = await within(dialog).findByText(/\* Meddelandet är för långt\./);
    expect(error.textContent).toBe('* Meddelandet är för långt.\n* Det innehåller en länk.');
  });

  it('sends, keeps the spinner 500 ms, then thanks with a toast and closes', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(201, { id: 1, subject: 'Övrigt', message: 'Hej' }));
    const user = userEvent.setup();
    const dialog = await setup();
    await user.selectOptions(within(dialog).getByLabelText(/^Ämne/), 'Övrigt');
    await user.type(within(dialog).getByLabelText(/^Meddelande/), '  Tack för appen!  ');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Skicka' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(calls[0]?.url).toBe('/api/feedback/');
    expect(calls[0]?.body).toEqual({ subject: 'Övrigt', message: 'Tack för appen!' });
    expect(within(dialog).getByRole('button', { name: 'Skicka' })).toHaveAttribute(
      'data-loading',
      'true',
    );
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(success).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(success).toHaveBeenCalledWith('Tack för din feedback!');
    vi.useRealTimers();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });
});
