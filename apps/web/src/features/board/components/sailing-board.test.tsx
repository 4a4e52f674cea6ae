import type { Notice, Protest } from '@segla/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { fill } from '../utils/test-fill.ts';
import { boardTime } from '../utils/board-time.ts';
import { boardSailing, boat, havsorn, notice, protest, vindkraft } from '../utils/test-board.ts';
import { SailingBoard, type BoardAccess } from './sailing-board.tsx';

const NOTICES = '/api/sailings/10/notices/';
const PROTESTS = '/api/sailings/10/protests/';
const READER: BoardAccess = { canPost: false, canDecide: false, sailorId: null };
const OFFICIAL: BoardAccess = { canPost: true, canDecide: true, sailorId: null };

/** The board's answers; `write` answers the writes (default: 200 with the first posting). */
function serve(
  notices: Notice[],
  protests: Protest[] = [],
  write?: (url: string, init: RequestInit | undefined) => Response,
) {
  return mockFetch((url, init) => {
    if (init?.method && init.method !== 'GET') {
      return write ? write(url, init) : jsonResponse(200, notices[0]);
    }
    if (url === NOTICES) return jsonResponse(200, notices);
    if (url === PROTESTS) return jsonResponse(200, protests);
    return jsonResponse(404, { detail: 'Hittades inte.' });
  });
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

describe('the sailing’s Anslagstavla', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists documents and notices, newest first, with their times and who posted them', async () => {
    const posted = '2026-06-09T16:42:00.000Z';
    serve([
      notice({
        id: 2,
        title: 'Ändrad start',
        text: 'Starten flyttas.\nNy tid 18:45.',
        posted_at: posted,
      }),
      notice({
        id: 1,
        kind: 'document',
        document_kind: 'instructions',
        title: 'Seglingsföreskrifter',
        text: '',
        file: { url: '/media/notices/sf.pdf', content_type: 'application/pdf', size: 1_258_291 },
      }),
    ]);
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={READER} />);
    const list = await screen.findByRole('list', { name: 'Anslag' });
    const [message, document] = within(list).getAllByRole('listitem');
    expect(message).toHaveTextContent('Meddelande');
    expect(message).toHaveTextContent('Ändrad start');
    // Line breaks kept.
    expect(message!.querySelector('.notice-text')).toHaveClass('preline');
    expect(message!.querySelector('.notice-text')?.textContent).toBe(
      'Starten flyttas.\nNy tid 18:45.',
    );
    // Not today: the date too.
    expect(message).toHaveTextContent(`Anslaget ${boardTime(posted)} · Lena Hägg, tävlingsledare`);
    expect(boardTime(posted)).toMatch(/2026 18:42$/);

    expect(document).toHaveTextContent('Seglingsföreskrifter');
    const link = within(document!).getByRole('link', { name: 'Seglingsföreskrifter' });
    expect(link).toHaveAttribute('href', '/media/notices/sf.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(document).toHaveTextContent('PDF · 1,2 MB');
    expect(document).toHaveTextContent(/Anslaget \d\d:\d\d ·/);
    // Readers get no officials' buttons.
    expect(screen.queryByRole('button', { name: /Ändra|Återkalla|Nytt/ })).toBeNull();
  });

  it('shows an edited notice as changed, the earlier wording struck through', async () => {
    serve([
      notice({
        text: 'Banan är förkortad till två varv.',
        edited_at: minutesFromNow(-1),
        revisions: [
          {
            title: 'Banändring',
            text: 'Banan är förkortad.',
            posted_at: minutesFromNow(-30),
            replaced_at: minutesFromNow(-1),
          },
        ],
      }),
    ]);
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={READER} />);
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveTextContent(/Ändrat \d\d:\d\d/);
    const earlier = within(item).getByRole('list', { name: 'Tidigare lydelser' });
    const struck = earlier.querySelector('del');
    expect(struck).toHaveTextContent('Banändring Banan är förkortad.');
    expect(item).toHaveTextContent('Banan är förkortad till två varv.');
  });

  it('keeps a withdrawn posting readable, muted, marked "Återkallat" with the time', async () => {
    const withdrawnAt = minutesFromNow(-5);
    serve([notice({ withdrawn_at: withdrawnAt, withdrawn_by: 'Lena Hägg' })]);
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={OFFICIAL} />);
    const item = (await screen.findAllByRole('listitem'))[0]!;
    expect(item).toHaveClass('notice-withdrawn');
    expect(item).toHaveTextContent(`Återkallat ${boardTime(withdrawnAt)} · Lena Hägg`);
    expect(item).toHaveTextContent('Banan är förkortad.');
    // Nothing more to do with it.
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('shows no time limit before the sailing is finished', async () => {
    serve([]);
    renderWithProviders(
      <SailingBoard sailing={boardSailing({ status: 'ongoing' })} access={READER} />,
    );
    expect(await screen.findByText('Inget är anslaget ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('counts the time limit down while open, and says when it ran out', () => {
    serve([]);
    const open = minutesFromNow(23.5);
    const view = renderWithProviders(
      <SailingBoard
        sailing={boardSailing({ finished_at: minutesFromNow(-36.5), protest_deadline: open })}
        access={READER}
      />,
    );
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(`Protesttiden går ut ${boardTime(open)}`);
    expect(timer).toHaveTextContent('24 minuter kvar');
    view.unmount();

    const closed = minutesFromNow(-3);
    renderWithProviders(
      <SailingBoard
        sailing={boardSailing({ finished_at: minutesFromNow(-63), protest_deadline: closed })}
        access={READER}
      />,
    );
    expect(screen.getByRole('timer')).toHaveTextContent(
      `Protesttiden gick ut ${boardTime(closed)}`,
    );
    expect(screen.getByRole('timer')).not.toHaveTextContent('kvar');
  });

  it('lists the protests: parties, status, hearing, the decision and a late one’s reason', async () => {
    serve(
      [],
      [
        protest({
          status: 'decided',
          hearing: { at: '2026-06-10T19:30', place: 'Klubbhuset' },
          decision: {
            outcome: 'upheld',
            facts: 'Havsörn på babord.',
            conclusions: 'Havsörn bröt mot regel 10.',
            rules: '10',
            penalties: [
              {
                competitor: boat(havsorn),
                code: 'SCP',
                percent: 20,
                redress_method: null,
                points: null,
              },
            ],
            decided_at: minutesFromNow(-2),
            decided_by: 'Protestkommittén',
            change: 12,
          },
        }),
        protest({
          id: 6,
          number: 2,
          kind: 'redress',
          status: 'scheduled',
          protestor: boat(vindkraft),
          protested: [],
          late_reason: 'Båten kom in sent efter bärgning.',
          hearing: { at: '2026-06-10T20:00', place: 'Klubbhuset' },
        }),
      ],
    );
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={READER} />);
    const list = await screen.findByRole('list', { name: 'Protester' });
    const [first, second] = within(list).getAllByRole('listitem', { name: /^\d\./ });
    expect(first).toHaveAttribute('id', 'protest-5');
    expect(first).toHaveAccessibleName('1. Protest');
    expect(first).toHaveTextContent('4101 Vindkraft mot 4102 Havsörn');
    expect(first).toHaveTextContent('Avgjord');
    expect(first).toHaveTextContent('Förhandling ons 10 juni 2026 19:30, Klubbhuset');
    expect(first).toHaveTextContent('Beslut: Bifallen');
    expect(first).toHaveTextContent('Fastställda fakta');
    expect(first).toHaveTextContent('Havsörn bröt mot regel 10.');
    expect(first).toHaveTextContent('4102 Havsörn: SCP 20 %');
    expect(first).not.toHaveTextContent('Godkänd trots sen inlämning');

    expect(second).toHaveAttribute('id', 'protest-6');
    expect(second).toHaveAccessibleName('2. Begäran om gottgörelse');
    // A request for redress is against no one.
    expect(second).toHaveTextContent('4101 Vindkraft');
    expect(second).not.toHaveTextContent(' mot ');
    expect(second).toHaveTextContent('Förhandling utlyst');
    expect(second).toHaveTextContent(
      'Godkänd trots sen inlämning Båten kom in sent efter bärgning.',
    );
  });

  it('offers "Lämna in protest" to a sailor with a boat in it, and to officials only', async () => {
    serve([]);
    const view = renderWithProviders(
      <SailingBoard sailing={boardSailing()} access={{ ...READER, sailorId: 99 }} />,
    );
    await screen.findByText('Inga protester är inlämnade.');
    expect(screen.queryByRole('button', { name: 'Lämna in protest' })).toBeNull();
    view.unmount();
    renderWithProviders(
      <SailingBoard sailing={boardSailing()} access={{ ...READER, sailorId: 7 }} />,
    );
    expect(await screen.findByRole('button', { name: 'Lämna in protest' })).toBeInTheDocument();
  });

  it('posts a notice as JSON with a toast (officials)', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve([], [], () => jsonResponse(201, notice({ id: 9 })));
    const user = userEvent.setup();
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={OFFICIAL} />);
    await user.click(await screen.findByRole('button', { name: 'Nytt meddelande' }));
    const form = await screen.findByRole('form', { name: 'Nytt meddelande' });
    await user.click(within(form).getByRole('button', { name: 'Anslå' }));
    expect(await within(form).findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Text/ }), 'Rad ett{enter}Rad två');
    await user.click(within(form).getByRole('button', { name: 'Anslå' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Meddelandet är anslaget.'));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe(NOTICES);
    expect(post?.body).toEqual({ kind: 'message', title: '', text: 'Rad ett\nRad två' });
  });

  it('posts a document as multipart, refusing a file of another type first', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve([], [], () => jsonResponse(201, notice({ id: 9, kind: 'document' })));
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={OFFICIAL} />);
    await user.click(await screen.findByRole('button', { name: 'Nytt dokument' }));
    const form = await screen.findByRole('form', { name: 'Nytt dokument' });
    const input = form.querySelector('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', '.pdf,.png,.jpg,.jpeg');
    await fill(user, within(form).getByRole('textbox', { name: /^Titel/ }), 'Inbjudan');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Typ' }), 'Inbjudan');
    await user.click(within(form).getByRole('button', { name: 'Anslå' }));
    expect(await within(form).findByText('Välj en fil: PDF, PNG eller JPEG.')).toBeInTheDocument();

    await user.upload(input, new File(['GIF89a'], 'karta.gif', { type: 'image/gif' }));
    await user.click(within(form).getByRole('button', { name: 'Anslå' }));
    expect(
      await within(form).findByText('Filen måste vara en PDF, PNG eller JPEG.'),
    ).toBeInTheDocument();
    expect(calls.some((call) => call.init?.method === 'POST')).toBe(false);

    await user.upload(input, new File(['%PDF-1.7'], 'inbjudan.pdf', { type: 'application/pdf' }));
    await user.click(within(form).getByRole('button', { name: 'Anslå' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Dokumentet är anslaget.'));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe(NOTICES);
    const sent = post?.init?.body;
    expect(sent).toBeInstanceOf(FormData);
    const data = sent as FormData;
    expect(data.get('kind')).toBe('document');
    expect(data.get('title')).toBe('Inbjudan');
    expect(data.get('document_kind')).toBe('invitation');
    expect((data.get('file') as File).name).toBe('inbjudan.pdf');
  });

  it('changes a notice in a dialog (PATCH) and asks before withdrawing it (DELETE)', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve([notice({ id: 3 })]);
    const user = userEvent.setup();
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={OFFICIAL} />);
    await user.click(await screen.findByRole('button', { name: 'Ändra Banändring' }));
    const form = await screen.findByRole('form', { name: 'Ändra anslag' });
    const text = within(form).getByRole('textbox', { name: /^Text/ });
    await user.clear(text);
    await fill(user, text, 'Banan är förkortad till två varv.');
    await user.click(within(form).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Anslaget är ändrat.'));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(patch?.url).toBe('/api/notices/3/');
    expect(patch?.body).toEqual({ title: 'Banändring', text: 'Banan är förkortad till två varv.' });

    await user.click(screen.getByRole('button', { name: 'Återkalla Banändring' }));
    let dialog = await screen.findByRole('dialog', { name: 'Återkalla anslag' });
    expect(dialog).toHaveTextContent('Banändring markeras som återkallat');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Återkalla Banändring' }));
    dialog = await screen.findByRole('dialog', { name: 'Återkalla anslag' });
    await user.click(within(dialog).getByRole('button', { name: 'Återkalla' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Anslaget är återkallat.'));
    expect(calls.find((call) => call.init?.method === 'DELETE')?.url).toBe('/api/notices/3/');
  });

  it('gives the protest committee "Beslut" only, and officials "Utlys förhandling" too', async () => {
    serve([], [protest(), protest({ id: 7, number: 2, status: 'decided' })]);
    const view = renderWithProviders(
      <SailingBoard sailing={boardSailing()} access={{ ...READER, canDecide: true }} />,
    );
    await screen.findByRole('list', { name: 'Protester' });
    expect(screen.getByRole('button', { name: 'Beslut för protest 1' })).toBeInTheDocument();
    // A decided protest is decided once.
    expect(screen.queryByRole('button', { name: 'Beslut för protest 2' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Utlys förhandling/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Nytt/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lämna in protest' })).toBeNull();
    view.unmount();

    renderWithProviders(<SailingBoard sailing={boardSailing()} access={READER} />);
    await screen.findByRole('list', { name: 'Protester' });
    expect(screen.queryByRole('button', { name: /Beslut|Utlys/ })).toBeNull();
  });

  it('schedules a hearing with its time and place (officials)', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = serve([], [protest()], () =>
      jsonResponse(200, protest({ hearing: { at: '2026-06-10T19:30', place: 'Klubbhuset' } })),
    );
    const user = userEvent.setup();
    renderWithProviders(<SailingBoard sailing={boardSailing()} access={OFFICIAL} />);
    await user.click(
      await screen.findByRole('button', { name: 'Utlys förhandling för protest 1' }),
    );
    const form = await screen.findByRole('form', { name: 'Utlys förhandling' });
    expect(
      screen.getByRole('dialog', { name: 'Utlys förhandling, protest 1' }),
    ).toBeInTheDocument();
    const at = within(form).getByLabelText(/^Tid/);
    expect(at).toHaveAttribute('type', 'datetime-local');
    fireEvent.change(at, { target: { value: '2026-06-10T19:30' } });
    await fill(user, within(form).getByRole('textbox', { name: /^Plats/ }), 'Klubbhuset');
    await user.click(within(form).getByRole('button', { name: 'Utlys' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Förhandlingen är utlyst.'));
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe('/api/protests/5/hearing/');
    expect(post?.body).toEqual({ at: '2026-06-10T19:30', place: 'Klubbhuset' });
  });

  it('is phone-first: lists, never a table wider than the screen', async () => {
    serve([notice()], [protest()]);
    const { container } = renderWithProviders(
      <SailingBoard sailing={boardSailing()} access={OFFICIAL} />,
    );
    await screen.findByRole('list', { name: 'Protester' });
    expect(container.querySelector('table')).toBeNull();
    expect(container.querySelector('.board')).toHaveClass('touch-ui');
  });
});
