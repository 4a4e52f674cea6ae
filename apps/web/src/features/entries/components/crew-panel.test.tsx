import { MantineProvider } from '@mantine/core';
import type { Crew, CrewMember, Sailor } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { theme } from '../../../lib/theme.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CrewPanel } from './crew-panel.tsx';

const kalle: CrewMember = { id: 3, name: 'Kalle Ek', sailor: null, confirmed: true };
const sara: CrewMember = {
  id: 4,
  name: 'Sara Ek',
  sailor: { id: 5, slug: 'sara' },
  confirmed: false,
};
const saraSailor: Sailor = {
  id: 5,
  slug: 'sara',
  first_name: 'Sara',
  last_name: 'Ek',
  club: { id: 1, slug: 'ksss', name: 'KSSS' },
  picture: null,
  user: 8,
};
const herself: Sailor = { ...saraSailor, id: 42, slug: 'saga', first_name: 'Saga' };

function crewOf(members: CrewMember[], personsOnBoard: number | null = null): Crew {
  return { competitor: 7, persons_on_board: personsOnBoard, members, can_change: true };
}

/**
 * The server as far as the panel asks it: the crew, the sailor search, and the writes (each
 * answered by `write`, the crew changing only when the write succeeds).
 */
function serve(start: Crew, write: (url: string, init: RequestInit | undefined) => Response) {
  let crew = start;
  return mockFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url.startsWith('/api/sailors/')) return jsonResponse(200, [herself, saraSailor]);
    if (method === 'GET') return jsonResponse(200, crew);
    const answer = write(url, init);
    if (answer.ok && answer.status !== 204) crew = (await answer.clone().json()) as Crew;
    if (answer.status === 204)
      crew = crewOf(crew.members.filter((m) => !url.endsWith(`/${m.id}/`)));
    return answer;
  });
}

const writes = (calls: ReturnType<typeof mockFetch>) =>
  calls.filter((call) => (call.init?.method ?? 'GET') !== 'GET');

/** Mantine's test mode: the sailors' dropdown opens without its transition, as jsdom has none. */
function renderPanel() {
  return renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <CrewPanel competitorId={7} skipperSailorId={42} />
    </MantineProvider>,
  );
}

describe('a sailor’s crew list under her entry (issue 31)', { timeout: 30_000 }, () => {
  let success: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('lists the crew, an invited sailor waiting for her confirmation', async () => {
    const calls = serve(crewOf([kalle, sara], 4), () => jsonResponse(500));
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Besättning' });
    expect(calls[0]?.url).toBe('/api/competitors/7/crew/');
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Kalle Ek',
      'Sara EkVäntar på bekräftelse',
    ]);
    expect(within(panel).getByRole('button', { name: 'Ta bort Sara Ek' })).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Antal ombord/)).toHaveValue('4');
  });

  it('adds a name as typed', async () => {
    const calls = serve(crewOf([]), () => jsonResponse(201, crewOf([{ ...kalle, name: 'Olle' }])));
    const user = userEvent.setup();
    renderPanel();
    expect(await screen.findByText('Ingen besättning tillagd.')).toBeInTheDocument();
    const input = screen.getByRole('combobox', { name: 'Lägg till i besättningen' });
    await user.type(input, 'Olle');
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByRole('button', { name: 'Ta bort Olle' })).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/competitors/7/crew/',
      init: { method: 'POST' },
      body: { name: 'Olle' },
    });
    expect(input).toHaveValue('');
    expect(error).not.toHaveBeenCalled();
  });

  it('offers Segla’s sailors as she types, and invites the one she picks', async () => {
    const calls = serve(crewOf([kalle]), () => jsonResponse(201, crewOf([kalle, sara])));
    const user = userEvent.setup();
    renderPanel();
    await user.type(
      await screen.findByRole('combobox', { name: 'Lägg till i besättningen' }),
      'Sa',
    );
    const option = await screen.findByRole('option', { name: 'Sara Ek (KSSS)' });
    expect(calls.find((call) => call.url.startsWith('/api/sailors/'))?.url).toBe(
      '/api/sailors/?query=Sa',
    );
    // She is not offered as her own crew.
    expect(screen.queryByRole('option', { name: /Saga/ })).toBeNull();
    await user.click(option);
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Inbjudan skickad till Sara Ek.'));
    expect(writes(calls)).toEqual([
      expect.objectContaining({ url: '/api/competitors/7/crew/', body: { sailor: 5 } }),
    ]);
    expect(await screen.findByText('Väntar på bekräftelse')).toBeInTheDocument();
  });

  it('shows the server’s reason under the field and keeps the list as it was', async () => {
    const calls = serve(crewOf([kalle]), () =>
      jsonResponse(400, { name: ['Besättningen har redan 30 personer.'] }),
    );
    const user = userEvent.setup();
    renderPanel();
    const input = await screen.findByRole('combobox', { name: 'Lägg till i besättningen' });
    await user.type(input, 'Olle');
    await user.click(screen.getByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Besättningen har redan 30 personer.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('Olle');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Kalle Ek']);
    expect(writes(calls)).toHaveLength(1);
    expect(error).not.toHaveBeenCalled();
  });

  it('asks for a name before sending anything', async () => {
    const calls = serve(crewOf([]), () => jsonResponse(500));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Lägg till' }));
    expect(await screen.findByText('Skriv ett namn eller välj en seglare.')).toBeInTheDocument();
    expect(writes(calls)).toHaveLength(0);
  });

  it('removes a member', async () => {
    const calls = serve(crewOf([kalle, sara]), () => new Response(null, { status: 204 }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Kalle Ek' }));
    await vi.waitFor(() => expect(screen.queryByText('Kalle Ek')).toBeNull());
    expect(writes(calls)).toHaveLength(1);
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/crew-members/3/',
      init: { method: 'DELETE' },
    });
    expect(screen.getByText('Sara Ek')).toBeInTheDocument();
  });

  it('toasts a refused removal', async () => {
    serve(crewOf([kalle]), () => jsonResponse(403, { detail: 'Du får inte ändra besättningen.' }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Kalle Ek' }));
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('Du får inte ändra besättningen.'));
    expect(screen.getByText('Kalle Ek')).toBeInTheDocument();
  });

  it('saves the number on board, and empty as not given', async () => {
    const calls = serve(crewOf([kalle], 2), (_url, init) => {
      const body = JSON.parse(init?.body as string) as { persons_on_board: number | null };
      return jsonResponse(200, crewOf([kalle], body.persons_on_board || null));
    });
    const user = userEvent.setup();
    renderPanel();
    const input = await screen.findByLabelText(/^Antal ombord/);
    await user.clear(input);
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Antal ombord sparat.'));
    expect(writes(calls)[0]).toMatchObject({
      url: '/api/competitors/7/on-board/',
      init: { method: 'PUT' },
      body: { persons_on_board: 5 },
    });
    await user.clear(screen.getByLabelText(/^Antal ombord/));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(writes(calls)).toHaveLength(2));
    expect(writes(calls)[1]?.body).toEqual({ persons_on_board: null });
  });

  it('shows only the list to someone who may not change it', async () => {
    serve({ ...crewOf([kalle]), can_change: false }, () => jsonResponse(500));
    renderPanel();
    expect(await screen.findByText('Kalle Ek')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Ta bort/ })).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
  });
});
