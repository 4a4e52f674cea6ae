import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../../test/render.tsx';
import type { FakeQueue } from './test-fixtures.tsx';
import {
  competitor,
  createFakeQueue,
  group,
  results,
  row,
  sailing,
  renderInDataRouter,
} from './test-fixtures.tsx';
import { FinishPage } from './finish-page.tsx';
import type { SailingDetail, SailingResults } from '@segla/core';

const fake = vi.hoisted(() => ({ queue: null as FakeQueue | null }));

vi.mock('../queue/use-finish-queue.ts', async () => {
  const { useFakeQueue } = await import('./test-fixtures.tsx');
  return { useFinishQueue: () => useFakeQueue(fake.queue!) };
});

/** 18:40:00 in Stockholm on the sailing's day (UTC+2 in May). */
const DEVICE_START = Date.parse('2026-05-13T16:40:00.000Z');
/** The server's clock runs a minute ahead of the phone's. */
const OFFSET = 60_000;

function queue(): FakeQueue {
  return fake.queue!;
}

/** Shows the page and waits until the offset to the server is measured. */
async function renderPage(
  detail: SailingDetail,
  scored?: SailingResults,
  onResolveConflict?: (changeId: number, choice: 'apply' | 'dismiss') => Promise<unknown>,
) {
  const view = renderInDataRouter(
    <FinishPage sailing={detail} results={scored} onResolveConflict={onResolveConflict} />,
  );
  await screen.findByText('Serverns tid');
  return view;
}

function racingList() {
  return screen.getByRole('list', { name: 'Båtar på banan' });
}

function finishedList() {
  return screen.getByRole('list', { name: 'Båtar i mål' });
}

/** The names of the "Mål" buttons, top to bottom. */
function finishButtons(): string[] {
  return within(racingList())
    .getAllByRole('button', { name: /^Mål/ })
    .map((button) => button.textContent ?? '');
}

/** A tap: the finger down at `downAt` ms after the start, the click at `clickAt`. */
function tap(button: HTMLElement, downAt: number, clickAt: number) {
  vi.setSystemTime(DEVICE_START + downAt);
  fireEvent.pointerDown(button);
  vi.setSystemTime(DEVICE_START + clickAt);
  fireEvent.click(button);
}

const vinga = competitor(1, { sail_number: 'SWE 1234', boat_name: 'Vinga', rating: 0.9 });
const tarnan = competitor(2, { sail_number: 'SWE 5678', boat_name: 'Tärnan', rating: 0.8 });
const havet = competitor(3, { sail_number: 'FIN 120', boat_name: 'Havet', rating: 1.0 });

function fleet(overrides = {}) {
  return group({ competitors: [vinga, tarnan, havet], ...overrides });
}

describe('the Målgång page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    fake.queue = createFakeQueue();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(DEVICE_START);
    mockFetch((url) =>
      url === '/api/time/'
        ? jsonResponse(200, { now: new Date(Date.now() + OFFSET).toISOString() })
        : jsonResponse(404, { detail: 'Hittades inte.' }),
    );
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the big clock on the server’s time', async () => {
    await renderPage(sailing([fleet()]));
    expect(screen.getByRole('timer', { name: 'Klockan' })).toHaveTextContent('18:41:00');
    expect(localStorage.getItem('segla.finish.clock-offset')).toBe(String(OFFSET));
  });

  it('stamps the second the finger touched "Mål", on the server’s clock', async () => {
    await renderPage(sailing([fleet()]));
    const button = within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' });
    tap(button, 1_400, 2_300);
    await waitFor(() => expect(queue().enqueue).toHaveBeenCalledTimes(1));
    expect(queue().enqueue).toHaveBeenCalledWith(
      { kind: 'finish', competitorId: 1, finishTime: '18:41:01', stamped: true },
      new Date(DEVICE_START + 1_400 + OFFSET),
    );
  });

  it('shows a waiting stamp in "I mål" at once, with "Ångra"', async () => {
    await renderPage(sailing([fleet()]));
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' }), 0, 100);
    const done = await screen.findByRole('list', { name: 'Båtar i mål' });
    const item = within(done).getByText('SWE 1234 Vinga').closest('li')!;
    expect(item).toHaveTextContent('18:41:00');
    expect(item).toHaveTextContent('Väntar på att skickas');
    expect(item).toHaveTextContent('Ingen placering än');
    expect(finishButtons()).not.toContain('Mål SWE 1234 Vinga');
    // The undo bar follows once the queue has said the tap is stored.
    expect(await screen.findByText('Mål SWE 1234 Vinga 18:41:00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'I mål (1)' })).toBeInTheDocument();
  });

  it('follows the results once fetched again after a stamp, even when they bring nothing new', async () => {
    // Another phone's earlier stamp arrived live before this phone's own (later) one got
    // through: the refetch after the answer brings the same results, and they stand.
    const detail = sailing([fleet()]);
    const earlier = results([
      { group: detail.start_groups[0]!, rows: [row({ ...vinga, finish_time: '18:40:58' })] },
    ]);
    let setUpdatedAt: (at: number) => void = () => undefined;
    function Harness() {
      const [updatedAt, set] = useState(1);
      setUpdatedAt = set;
      return <FinishPage sailing={detail} results={earlier} resultsUpdatedAt={updatedAt} />;
    }
    renderInDataRouter(<Harness />);
    await screen.findByText('Serverns tid');
    const item = () => within(finishedList()).getByText('SWE 1234 Vinga').closest('li')!;
    expect(item()).toHaveTextContent('18:40:58');
    // Phone B's stamp is taken as an edit on top until the server has answered and the
    // results are fetched again.
    await queue().enqueue(
      { kind: 'finish', competitorId: vinga.id, finishTime: '18:41:03', stamped: true },
      new Date(),
    );
    await waitFor(() => expect(item()).toHaveTextContent('18:41:03'));
    act(() => queue().acknowledge(queue().pending[0]!.clientId));
    await waitFor(() => expect(screen.queryByText('Väntar på att skickas')).toBeNull());
    act(() => setUpdatedAt(2));
    expect(item()).toHaveTextContent('18:40:58');
  });

  it('keeps an acknowledged stamp in "I mål" until the server’s state is fetched again', async () => {
    let setDetail: (detail: SailingDetail) => void = () => undefined;
    function Harness() {
      const [detail, set] = useState(() => sailing([fleet()]));
      setDetail = set;
      return <FinishPage sailing={detail} results={undefined} />;
    }
    renderInDataRouter(<Harness />);
    await screen.findByText('Serverns tid');
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' }), 0, 100);
    await screen.findByText('Väntar på att skickas');
    act(() => queue().acknowledge(queue().pending[0]!.clientId));
    await waitFor(() => expect(screen.queryByText('Väntar på att skickas')).toBeNull());
    expect(within(finishedList()).getByText('SWE 1234 Vinga')).toBeInTheDocument();
    expect(finishButtons()).not.toContain('Mål SWE 1234 Vinga');
    // The server's state comes; here another phone's earlier stamp stands, and the page
    // follows the server.
    act(() =>
      setDetail(
        sailing([
          group({
            competitors: [{ ...vinga, finish_time: '18:40:58' }, tarnan, havet],
          }),
        ]),
      ),
    );
    const item = within(finishedList()).getByText('SWE 1234 Vinga').closest('li')!;
    expect(item).toHaveTextContent('18:40:58');
    // And a state without the finish at all puts her back on the course.
    act(() => setDetail(sailing([fleet()])));
    expect(finishButtons()).toContain('Mål SWE 1234 Vinga');
  });

  it('takes the click’s time for a long press (not a tap)', async () => {
    await renderPage(sailing([fleet()]));
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' }), 0, 4_200);
    await waitFor(() =>
      expect(queue().enqueue).toHaveBeenCalledWith(
        { kind: 'finish', competitorId: 1, finishTime: '18:41:04', stamped: true },
        new Date(DEVICE_START + 4_200 + OFFSET),
      ),
    );
  });

  it('"Ångra" takes an unsent tap out of the queue', async () => {
    await renderPage(sailing([fleet()]));
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' }), 0, 100);
    await screen.findByText('Väntar på att skickas');
    const clientId = queue().pending[0]!.clientId;
    await userEvent.click(await screen.findByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(queue().cancel).toHaveBeenCalledWith(clientId));
    expect(queue().enqueue).toHaveBeenCalledTimes(1);
    expect(finishButtons()).toContain('Mål SWE 1234 Vinga');
    expect(screen.queryByRole('list', { name: 'Båtar i mål' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ångra' })).toBeNull();
  });

  it('"Ångra" clears a tap that has been sent', async () => {
    await renderPage(sailing([fleet()]));
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 1234 Vinga' }), 0, 100);
    await screen.findByText('Väntar på att skickas');
    const clientId = queue().pending[0]!.clientId;
    queue().send(clientId);
    await userEvent.click(await screen.findByRole('button', { name: 'Ångra' }));
    await waitFor(() => expect(queue().enqueue).toHaveBeenCalledTimes(2));
    expect(queue().cancel).toHaveBeenCalledWith(clientId);
    expect(queue().enqueue).toHaveBeenLastCalledWith(
      { kind: 'finish', competitorId: 1, finishTime: null, stamped: false, base: '18:41:00' },
      expect.any(Date),
    );
    expect(finishButtons()).toContain('Mål SWE 1234 Vinga');
  });

  it('filters the boats by part of the sail number, and clears the filter after a tap', async () => {
    await renderPage(sailing([fleet()]));
    const filter = screen.getByRole('searchbox', { name: /Segelnummer/ });
    expect(filter).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(filter, '12');
    expect(finishButtons()).toEqual(['Mål FIN 120 Havet', 'Mål SWE 1234 Vinga']);
    await userEvent.clear(filter);
    await userEvent.type(filter, '99');
    expect(
      screen.getByText('Ingen båt på banan har ett segelnummer med ”99”.'),
    ).toBeInTheDocument();
    await userEvent.clear(filter);
    await userEvent.type(filter, '5 6');
    expect(finishButtons()).toEqual(['Mål SWE 5678 Tärnan']);
    tap(within(racingList()).getByRole('button', { name: 'Mål SWE 5678 Tärnan' }), 0, 100);
    await waitFor(() => expect(filter).toHaveValue(''));
  });

  it('puts the boats expected next first: by the time to beat the leader, else by rating', async () => {
    const leader = competitor(9, {
      sail_number: 'SWE 9',
      boat_name: 'Ledaren',
      finish_time: '18:35:00',
    });
    const slow = competitor(4, { sail_number: 'SWE 4', boat_name: 'Långsam', rating: 0.7 });
    const other = group({ id: 5, name: 'Jolle', competitors: [havet, slow] });
    const common = group({ competitors: [vinga, tarnan, leader] });
    const scored = results([
      {
        group: common,
        rows: [
          row(leader, { status: 'finished', rank: 1, finish_time: '18:35:00' }),
          row(vinga, { beat_leader_by: '19:10:00' }),
          row(tarnan, { beat_leader_by: '19:05:00' }),
        ],
      },
      { group: other, rows: [row(havet), row(slow)] },
    ]);
    await renderPage(sailing([common, other]), scored);
    expect(finishButtons()).toEqual([
      'Mål SWE 5678 Tärnan',
      'Mål SWE 1234 Vinga',
      'Mål FIN 120 Havet',
      'Mål SWE 4 Långsam',
    ]);
  });

  it('shows a finished boat’s place and corrected time from the results', async () => {
    const home = competitor(1, {
      sail_number: 'SWE 1234',
      boat_name: 'Vinga',
      finish_time: '18:45:00',
    });
    const common = group({ competitors: [home, tarnan] });
    const scored = results([
      {
        group: common,
        rows: [
          row(home, { status: 'finished', rank: 1, finish_time: '18:45:00', corrected_time: 3500 }),
          row(tarnan),
        ],
      },
    ]);
    await renderPage(sailing([common]), scored);
    const item = within(finishedList()).getByText('SWE 1234 Vinga').closest('li')!;
    expect(item).toHaveTextContent('Plats 1');
    expect(item).toHaveTextContent('18:45:00');
    expect(item).toHaveTextContent('Korr. 0:58:20');
    expect(item).not.toHaveTextContent('Väntar');
  });

  it('corrects a finish to the second, with the time shown as the base', async () => {
    const home = competitor(1, {
      sail_number: 'SWE 1234',
      boat_name: 'Vinga',
      finish_time: '18:45:00',
    });
    await renderPage(sailing([group({ competitors: [home, tarnan] })]));
    await userEvent.click(screen.getByRole('button', { name: 'Ändra måltid för SWE 1234 Vinga' }));
    const dialog = await screen.findByRole('dialog', { name: 'Måltid för SWE 1234 Vinga' });
    const input = await within(dialog).findByLabelText(/Måltid/);
    expect(input).toHaveValue('18:45:00');
    fireEvent.change(input, { target: { value: '' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    expect(
      await within(dialog).findByText('Ange en giltig tid (TT:MM eller TT:MM:SS).'),
    ).toBeInTheDocument();
    expect(queue().enqueue).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '18:45:07' } });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(queue().enqueue).toHaveBeenCalledWith(
        {
          kind: 'finish',
          competitorId: 1,
          finishTime: '18:45:07',
          stamped: false,
          base: '18:45:00',
        },
        expect.any(Date),
      ),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const item = within(finishedList()).getByText('SWE 1234 Vinga').closest('li')!;
    expect(item).toHaveTextContent('18:45:07');
    expect(item).toHaveTextContent('Väntar på att skickas');
  });

  it('sets a code from "Kod" and clears it with "Ta bort kod"', async () => {
    await renderPage(sailing([fleet()]));
    await userEvent.click(screen.getByRole('button', { name: 'Kod för SWE 5678 Tärnan' }));
    const drawer = await screen.findByRole('dialog', { name: 'Kod för SWE 5678 Tärnan' });
    const codes = within(drawer).getByRole('group', { name: 'Koder' });
    expect(
      within(codes)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([
      'DNC',
      'DNS',
      'OCS',
      'NSC',
      'DNF',
      'RET',
      'DSQ',
      'UFD',
      'BFD',
      'DNE',
      'ZFP',
      'SCP',
      'DPI',
      'RDG',
    ]);
    expect(within(drawer).getByRole('button', { name: 'Ta bort kod' })).toBeDisabled();
    await userEvent.click(within(codes).getByRole('button', { name: 'DNF' }));
    expect(queue().enqueue).toHaveBeenCalledWith(
      { kind: 'code', competitorId: 2, code: 'DNF' },
      expect.any(Date),
    );
    const coded = await screen.findByRole('list', { name: 'Båtar med kod' });
    expect(within(coded).getByText('SWE 5678 Tärnan').closest('li')).toHaveTextContent('DNF');
    expect(finishButtons()).not.toContain('Mål SWE 5678 Tärnan');

    await userEvent.click(within(coded).getByRole('button', { name: 'Kod för SWE 5678 Tärnan' }));
    const again = await screen.findByRole('dialog', { name: 'Kod för SWE 5678 Tärnan' });
    expect(within(again).getByRole('button', { name: 'DNF' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(again).getByRole('button', { name: 'Ta bort kod' }));
    expect(queue().enqueue).toHaveBeenLastCalledWith(
      { kind: 'code', competitorId: 2, code: null },
      expect.any(Date),
    );
    await waitFor(() => expect(finishButtons()).toContain('Mål SWE 5678 Tärnan'));
  });

  it('"Start nu" stamps the gun as the group’s start time', async () => {
    const detail = { ...sailing([fleet({ start_time: null })]), status: 'upcoming' as const };
    await renderPage(detail);
    const start = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(start).toHaveTextContent('Ingen starttid');
    tap(within(start).getByRole('button', { name: 'Start nu' }), 2_300, 3_500);
    await waitFor(() =>
      expect(queue().enqueue).toHaveBeenCalledWith(
        { kind: 'start', startGroupId: 2, startTime: '18:41:02' },
        new Date(DEVICE_START + 2_300 + OFFSET),
      ),
    );
    expect(await within(start).findByText('Start 18:41:02')).toBeInTheDocument();
  });

  it('asks before a new start of a group already under way, with the tapped second', async () => {
    await renderPage(sailing([fleet()]));
    const start = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(start).toHaveTextContent('Seglat 11:00');
    tap(within(start).getByRole('button', { name: 'Start nu' }), 500, 600);
    const dialog = await screen.findByRole('dialog', { name: 'Ny start för SRS kölbåt?' });
    expect(dialog).toHaveTextContent('Starttiden blir 18:41:00');
    expect(queue().enqueue).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Starta om' }));
    expect(queue().enqueue).toHaveBeenCalledWith(
      { kind: 'start', startGroupId: 2, startTime: '18:41:00' },
      new Date(DEVICE_START + 500 + OFFSET),
    );
  });

  it('adjusts a start time to the second', async () => {
    await renderPage(sailing([fleet()]));
    await userEvent.click(screen.getByRole('button', { name: 'Ändra starttid för SRS kölbåt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Starttid för SRS kölbåt' });
    fireEvent.change(await within(dialog).findByLabelText(/Starttid/), {
      target: { value: '18:30:30' },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(queue().enqueue).toHaveBeenCalledWith(
        { kind: 'start', startGroupId: 2, startTime: '18:30:30' },
        expect.any(Date),
      ),
    );
    const start = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(await within(start).findByText('Start 18:30:30')).toBeInTheDocument();
  });

  it('shows who starts next in a pursuit start, with a countdown', async () => {
    const pursuit = group({
      start_type: 'pursuit',
      pursuit_minutes: 60,
      competitors: [
        competitor(1, { sail_number: 'SWE 1', boat_name: 'Först', start: '18:30:00' }),
        competitor(2, { sail_number: 'SWE 2', boat_name: 'Sedan', start: '18:45:00' }),
        competitor(3, { sail_number: 'SWE 3', boat_name: 'Sist', start: '18:50:00' }),
      ],
    });
    await renderPage(sailing([pursuit]));
    const start = screen.getByRole('region', { name: 'SRS kölbåt' });
    expect(start).toHaveTextContent('Nästa start: SWE 2 Sedan 18:45:00 – om 4:00');
  });

  it('lists the writes the server refused until they are seen', async () => {
    await renderPage(sailing([fleet()]));
    const entry = await queue().enqueue({
      kind: 'finish',
      competitorId: 1,
      finishTime: '18:44:00',
      stamped: false,
      base: null,
    });
    act(() =>
      queue().reject({
        ...entry,
        status: 409,
        message: 'Någon annan har ändrat tiden.',
        body: {},
        rejectedAt: new Date().toISOString(),
      }),
    );
    const refused = await screen.findByRole('region', { name: 'Nekade av servern (1)' });
    expect(refused).toHaveTextContent('Ändrad måltid för SWE 1234 Vinga: 18:44:00');
    expect(refused).toHaveTextContent('Någon annan har ändrat tiden.');
    await userEvent.click(within(refused).getByRole('button', { name: /^OK/ }));
    expect(queue().dismissRejected).toHaveBeenCalledWith(entry.clientId);
  });

  it('settles a conflict the sync met with one tap, mine or the standing time', async () => {
    const resolve = vi.fn(() => Promise.resolve());
    await renderPage(sailing([fleet()]), undefined, resolve);
    const entry = await queue().enqueue({
      kind: 'finish',
      competitorId: 1,
      finishTime: '18:44:00',
      stamped: false,
      base: '18:43:00',
    });
    const change = {
      id: 41,
      at: new Date().toISOString(),
      user: null,
      device: 'Telefon B',
      kind: 'finish',
      competitor: { id: 1, boat_name: 'Vinga', sail_number: 'SWE 1234' },
      start_group: null,
      before: '18:43:05',
      after: '18:44:00',
      status: 'conflict',
    };
    act(() =>
      queue().reject({
        ...entry,
        status: 409,
        message: 'Tiden hade redan ändrats på en annan enhet.',
        body: { detail: 'Tiden hade redan ändrats på en annan enhet.', change },
        rejectedAt: new Date().toISOString(),
      }),
    );
    const refused = await screen.findByRole('region', { name: 'Nekade av servern (1)' });
    expect(within(refused).queryByRole('button', { name: /^OK/ })).toBeNull();
    expect(within(refused).getByRole('button', { name: /^Behåll 18:43:05/ })).toBeEnabled();
    await userEvent.click(
      within(refused).getByRole('button', { name: /^Använd min tid 18:44:00/ }),
    );
    expect(resolve).toHaveBeenCalledWith(41, 'apply');
    await vi.waitFor(() => expect(queue().dismissRejected).toHaveBeenCalledWith(entry.clientId));
  });

  it('keeps the conflict when settling it fails', async () => {
    const resolve = vi.fn(() => Promise.reject(new Error('offline')));
    await renderPage(sailing([fleet()]), undefined, resolve);
    const entry = await queue().enqueue({
      kind: 'finish',
      competitorId: 1,
      finishTime: '18:44:00',
      stamped: false,
      base: '18:43:00',
    });
    const change = { id: 42, before: '18:43:05', after: '18:44:00', status: 'conflict' };
    act(() =>
      queue().reject({
        ...entry,
        status: 409,
        message: 'Tiden hade redan ändrats på en annan enhet.',
        body: { detail: 'x', change },
        rejectedAt: new Date().toISOString(),
      }),
    );
    const refused = await screen.findByRole('region', { name: 'Nekade av servern (1)' });
    await userEvent.click(within(refused).getByRole('button', { name: /^Behåll 18:43:05/ }));
    expect(resolve).toHaveBeenCalledWith(42, 'dismiss');
    await vi.waitFor(() =>
      expect(within(refused).getByRole('button', { name: /^Behåll 18:43:05/ })).toBeEnabled(),
    );
    expect(queue().dismissRejected).not.toHaveBeenCalled();
  });
});
