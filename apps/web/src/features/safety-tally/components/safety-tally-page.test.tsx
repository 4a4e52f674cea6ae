import type { SailingTally, TallyBoat } from '@segla/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SafetyTallyPage } from './safety-tally-page.tsx';
import { SailorAshorePanel } from './sailor-ashore-panel.tsx';
import type { TallyQueueState } from './tally-status.tsx';

const boat = (competitor: number, sail: string, overrides: Partial<TallyBoat> = {}): TallyBoat => ({
  competitor,
  sail_number: sail,
  boat_name: `Båt ${competitor}`,
  skipper: `Skeppare ${competitor}`,
  sailor: null,
  persons_on_board: 2,
  crew: ['Kalle'],
  state: 'not_out',
  changed_at: null,
  changed_by: null,
  finish_time: null,
  code: null,
  mobile_number: null,
  missing: false,
  ...overrides,
});

const tallyOf = (status: string, boats: TallyBoat[]): SailingTally => ({
  sailing_id: 1,
  status,
  boats,
  counts: { not_out: 0, out: 0, ashore: 0 },
  persons_not_ashore: 0,
});

const queue = (overrides: Partial<TallyQueueState> = {}): TallyQueueState => ({
  pendingAt: [],
  online: true,
  unreachable: false,
  loaded: true,
  storageError: null,
  refused: [],
  onDismiss: () => undefined,
  ...overrides,
});

describe('SafetyTallyPage', () => {
  it('puts the boats not ashore first in red once finished, with the number to call', () => {
    const tally = tallyOf('finished', [
      boat(1, 'SWE 1', { state: 'ashore' }),
      boat(2, 'SWE 2', { state: 'out', mobile_number: '+46701234567', code: 'DNF' }),
    ]);
    render(<SafetyTallyPage tally={tally} pending={[]} queue={queue()} onTap={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('1 båt inte i land');
    const items = screen.getAllByRole('listitem');
    expect(items[0]).toHaveAccessibleName('SWE 2 Båt 2');
    expect(items[0]).toHaveAttribute('data-missing', 'true');
    expect(within(items[0]!).getByText('Inte i land')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('link', { name: 'Ring 070-123 45 67' })).toHaveAttribute(
      'href',
      'tel:+46701234567',
    );
    expect(within(items[0]!).getByText(/DNF/)).toBeInTheDocument();
    expect(items[1]).toHaveAttribute('data-missing', 'false');
  });

  it('shows a tap at once, waiting, and hands it to the queue', async () => {
    const onTap = vi.fn();
    const tally = tallyOf('ongoing', [boat(1, 'SWE 1')]);
    const { rerender } = render(
      <SafetyTallyPage tally={tally} pending={[]} queue={queue()} onTap={onTap} />,
    );
    expect(screen.getByText('Alla tryck är sparade')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ute: SWE 1 Båt 1' }));
    expect(onTap).toHaveBeenCalledWith(1, 'out');
    rerender(
      <SafetyTallyPage
        tally={tally}
        pending={[{ competitorId: 1, state: 'out' }]}
        queue={queue({ pendingAt: [new Date().toISOString()], online: false })}
        onTap={onTap}
      />,
    );
    expect(screen.getByRole('button', { name: 'Ute: SWE 1 Båt 1' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByText('Väntar på att skickas')).toBeInTheDocument();
    expect(screen.getByText('1 tryck väntar på att skickas')).toBeInTheDocument();
    expect(
      screen.getByText('Ingen anslutning – trycken skickas när anslutningen är tillbaka'),
    ).toBeInTheDocument();
  });

  it('keeps a refused tap on screen until it is seen', async () => {
    const onDismiss = vi.fn();
    const refused = [{ clientId: 'a', text: 'Ute SWE 1', message: 'Hittades inte.' }];
    render(
      <SafetyTallyPage
        tally={tallyOf('ongoing', [boat(1, 'SWE 1')])}
        pending={[]}
        queue={queue({ refused, onDismiss })}
        onTap={() => undefined}
      />,
    );
    expect(screen.getByText('Ute SWE 1: Hittades inte.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(onDismiss).toHaveBeenCalledWith('a');
  });
});

describe('SailorAshorePanel', () => {
  const tally = (state: 'out' | 'ashore') => ({
    competitor: 1,
    sailing_id: 1,
    state,
    changed_at: null,
    applied: false,
  });

  it('offers "Vi är i land" until her boat is ashore', async () => {
    const onAshore = vi.fn();
    const { rerender } = render(
      <SailorAshorePanel
        tally={tally('out')}
        waiting={false}
        online
        refused={null}
        onAshore={onAshore}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Vi är i land' }));
    expect(onAshore).toHaveBeenCalled();
    rerender(
      <SailorAshorePanel
        tally={tally('out')}
        waiting
        online={false}
        refused={null}
        onAshore={onAshore}
      />,
    );
    expect(screen.getByText(/sparat på telefonen/)).toBeInTheDocument();
    rerender(
      <SailorAshorePanel
        tally={tally('ashore')}
        waiting={false}
        online
        refused={null}
        onAshore={onAshore}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Vi är i land' })).not.toBeInTheDocument();
    expect(screen.getByText('Ni är markerade i land.')).toBeInTheDocument();
  });
});
