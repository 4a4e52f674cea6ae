import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { OFFLINE_TEXT, ReportFinishPanel, type ReportSender } from './report-finish-panel.tsx';
import { competitor, pending } from './test-fixtures.ts';

function sender(overrides: Partial<ReportSender> = {}): ReportSender {
  return {
    send: vi.fn(() => Promise.resolve()),
    waiting: false,
    online: true,
    refused: null,
    ...overrides,
  };
}

describe('"Jag har gått i mål"', { timeout: 30_000 }, () => {
  it('stamps the server time, lets her correct it to the second, and sends it with a note', async () => {
    const user = userEvent.setup();
    const queue = sender();
    renderWithProviders(
      <ReportFinishPanel
        competitor={competitor()}
        setting="after_approval"
        stampNow={() => '19:45:13'}
        sender={queue}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Jag har gått i mål' }));
    const time = screen.getByLabelText(/^Måltid/);
    expect(time).toHaveValue('19:45:13');
    await user.clear(time);
    await user.type(time, '19.45.09');
    await user.type(screen.getByLabelText('Kommentar'), 'Vid bojen');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await vi.waitFor(() => expect(queue.send).toHaveBeenCalledWith('19:45:09', 'Vid bojen'));
  });

  it('refuses a time that is not a clock time, before sending', async () => {
    const user = userEvent.setup();
    const queue = sender();
    renderWithProviders(
      <ReportFinishPanel
        competitor={competitor()}
        setting="after_approval"
        stampNow={() => '19:45:13'}
        sender={queue}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Jag har gått i mål' }));
    const time = screen.getByLabelText(/^Måltid/);
    await user.clear(time);
    await user.type(time, 'snart');
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await vi.waitFor(() => expect(time).toHaveAttribute('aria-invalid', 'true'));
    expect(queue.send).not.toHaveBeenCalled();
  });

  it('says so when the report waits on the phone without a connection', async () => {
    const user = userEvent.setup();
    const view = renderWithProviders(
      <ReportFinishPanel
        competitor={competitor()}
        setting="after_approval"
        stampNow={() => '19:45:13'}
        sender={sender()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Jag har gått i mål' }));
    await user.click(screen.getByRole('button', { name: 'Skicka' }));
    await screen.findByRole('button', { name: 'Rapportera en annan tid' });
    view.rerender(
      <ReportFinishPanel
        competitor={competitor()}
        setting="after_approval"
        stampNow={() => '19:45:13'}
        sender={sender({ waiting: true, online: false })}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT('19:45:13'));
  });

  it('tells her what became of her report', () => {
    const cases = [
      {
        report: pending('19:45:13'),
        setting: 'after_approval' as const,
        text: 'Din måltid 19:45:13 är rapporterad. Den räknas när klubben har godkänt den.',
      },
      {
        report: pending('19:45:13', true),
        setting: 'immediately' as const,
        text: 'Den räknas i resultatet direkt, markerad som rapporterad tills klubben godkänt den.',
      },
      {
        report: { ...pending('19:45:13')!, status: null },
        setting: 'immediately' as const,
        text: 'klubbens tid gäller och din rapport sparas',
      },
      {
        report: { ...pending('19:45:13')!, status: 'approved' as const },
        setting: 'after_approval' as const,
        text: 'Klubben har godkänt den.',
      },
    ];
    for (const { report, setting, text } of cases) {
      const view = renderWithProviders(
        <ReportFinishPanel
          competitor={competitor({ report })}
          setting={setting}
          stampNow={() => '19:50:00'}
          sender={sender()}
        />,
      );
      expect(screen.getByRole('status')).toHaveTextContent(text);
      view.unmount();
    }
  });
});
