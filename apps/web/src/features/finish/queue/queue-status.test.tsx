import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QueueStatus } from './queue-status.tsx';
import type { QueueStatusInput } from './queue-status-text.ts';
import type { QueueEntry, RejectedEntry } from './types.ts';

function entry(queuedAt: string, n = 1): QueueEntry {
  return {
    clientId: `id-${n}-${queuedAt}`,
    sailingId: 1,
    write: { kind: 'finish', competitorId: n, finishTime: '18:42:07', stamped: true },
    queuedAt,
    device: 'Telefon TEST',
    attempts: 0,
  };
}

function queue(overrides: Partial<QueueStatusInput> = {}): QueueStatusInput {
  return {
    pending: [],
    rejected: [],
    online: true,
    unreachable: false,
    loaded: true,
    storageError: null,
    ...overrides,
  };
}

describe('QueueStatus', () => {
  it('says all times are saved when nothing waits', () => {
    render(<QueueStatus queue={queue()} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Alla tider är sparade');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).not.toHaveTextContent('Ingen anslutning');
  });

  it('counts one waiting time and says since when on Stockholm clock', () => {
    // 16:42:07 UTC in June is 18:42:07 in Stockholm (summer time).
    render(<QueueStatus queue={queue({ pending: [entry('2026-06-01T16:42:07.000Z')] })} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1 tid väntar på att skickas');
    expect(status).toHaveTextContent('sedan 18:42:07');
    expect(status).not.toHaveTextContent('Alla tider är sparade');
  });

  it('counts three waiting times since the oldest', () => {
    const pending = [
      entry('2026-06-01T16:42:07.000Z', 1),
      entry('2026-06-01T16:43:00.000Z', 2),
      entry('2026-06-01T16:44:30.000Z', 3),
    ];
    render(<QueueStatus queue={queue({ pending })} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      '3 tider väntar på att skickas' + 'sedan 18:42:07',
    );
  });

  it('says there is no connection when the browser is offline', () => {
    render(
      <QueueStatus
        queue={queue({ online: false, pending: [entry('2026-06-01T16:42:07.000Z')] })}
      />,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Ingen anslutning');
    expect(status).toHaveTextContent('1 tid väntar på att skickas');
    expect(status).toHaveAttribute('data-tone', 'offline');
  });

  it('says there is no connection when the last attempt got no answer', () => {
    render(<QueueStatus queue={queue({ unreachable: true })} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Alla tider är sparade');
    expect(status).toHaveTextContent('Ingen anslutning');
  });

  it('does not claim all is saved before the stored queue has been read', () => {
    render(<QueueStatus queue={queue({ loaded: false })} />);
    expect(screen.getByRole('status')).not.toHaveTextContent('Alla tider är sparade');
  });

  it('tells about refused writes and a store that cannot keep them', () => {
    const rejected: RejectedEntry = {
      ...entry('2026-06-01T16:42:07.000Z'),
      status: 409,
      message: 'Ändrad av någon annan',
      body: null,
      rejectedAt: '2026-06-01T16:45:00.000Z',
    };
    render(<QueueStatus queue={queue({ rejected: [rejected], storageError: 'Kan inte spara' })} />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('1 ändring nekades av servern');
    expect(status).toHaveTextContent('Kan inte spara');
    expect(status).toHaveAttribute('data-tone', 'error');
  });
});
