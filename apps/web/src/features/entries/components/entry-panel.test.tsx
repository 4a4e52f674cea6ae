import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Boat, BoatModel, Competitor, SailingDetail } from '@segla/core';
import { useQuery } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sailingDetail } from '../../../lib/live/test-fakes.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { EntryPanel } from './entry-panel.tsx';

/** Her boats as the page gives them (the boats feature's hook does the same call). */
function useBoatsOfOwner(owner: number) {
  return useQuery({
    queryKey: ['boats', { owner }],
    queryFn: async () => (await apiRequest<Boat[]>(`/api/boats/?owner=${owner}`)) ?? [],
  });
}

const model: BoatModel = {
  id: 3,
  name: 'Express',
  srs: 1.0,
  srs_no_flying: 0.96,
  srs_shorthanded: 0.97,
  srs_shorthanded_no_flying: null,
};
const boats: Boat[] = [
  {
    id: 9,
    name: 'Tärnan',
    sail_number: 'SWE 100',
    boat_model: 3,
    owner: 42,
    own_srs: null,
    certificate_year: null,
  },
];

/** An entry without crew (issue 31), as the crew panel under her entry asks for it. */
const noCrew = { competitor: 7, persons_on_board: null, members: [], can_change: true };

function openSailing(overrides: Partial<SailingDetail> = {}): SailingDetail {
  return {
    ...sailingDetail({ id: 1, status: 'upcoming', reg_status: 'open' }),
    competitors: [],
    ungrouped_competitors: [],
    ...overrides,
  };
}

/** A button of the open dialog (Mantine's shared portal node may stand anywhere in the body). */
const inDialog = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });

function renderPanel(
  sailing: SailingDetail,
  categories: readonly { id: number; name: string }[] = [],
) {
  return renderWithProviders(
    <EntryPanel
      useBoats={useBoatsOfOwner}
      sailing={sailing}
      sailorId={42}
      settingsHref="/sailors/sara/settings"
      boatModels={[model]}
      categories={categories}
    />,
  );
}

describe('a sailor’s entry on a sailing’s page (issue 13)', { timeout: 30_000 }, () => {
  let success: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('enters her boat with the sail configuration, showing the SRS value it gives', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/boats/') ? jsonResponse(200, boats) : jsonResponse(201, { sailing: 1 }),
    );
    const user = userEvent.setup();
    renderPanel(openSailing({ entry_deadline: '2999-06-10T18:00' }));
    expect(screen.getByText('Sista anmälningstid mån 10 juni 2999 18:00')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Anmäl' }));
    const boat = await screen.findByLabelText(/^Båt/);
    expect(calls[0]?.url).toBe('/api/boats/?owner=42');
    expect(screen.getByText('Välj båt för att se SRS-talet.')).toBeInTheDocument();
    await user.selectOptions(boat, 'Tärnan (SWE 100)');
    expect(screen.getByTestId('entry-rating')).toHaveTextContent('SRS 1');
    await user.click(screen.getByRole('radio', { name: 'Utan' }));
    expect(screen.getByTestId('entry-rating')).toHaveTextContent('SRS 0,96');
    await user.click(screen.getByRole('radio', { name: 'Shorthanded' }));
    expect(screen.getByTestId('entry-rating')).toHaveTextContent(
      'Båtmodellen har inget SRS-tal för den segelföringen.',
    );
    await user.click(screen.getByRole('radio', { name: 'Med' }));
    expect(screen.getByTestId('entry-rating')).toHaveTextContent('SRS 0,97');
    await user.click(inDialog('Anmäl'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Du är anmäld.'));
    expect(calls.at(-1)?.body).toEqual({ sailing: 1, boat: 9, sail_config: 'srs_shorthanded' });
  });

  it('ticks the club’s prize categories in her entry (issue 32)', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/boats/') ? jsonResponse(200, boats) : jsonResponse(201, { sailing: 1 }),
    );
    const user = userEvent.setup();
    renderPanel(openSailing(), [
      { id: 4, name: 'Dam' },
      { id: 7, name: 'Familj' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Anmäl' }));
    await user.selectOptions(await screen.findByLabelText(/^Båt/), 'Tärnan (SWE 100)');
    expect(screen.getByRole('group', { name: 'Priskategorier' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Dam' }));
    await user.click(inDialog('Anmäl'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Du är anmäld.'));
    expect(calls.at(-1)?.body).toEqual({
      sailing: 1,
      boat: 9,
      sail_config: 'srs',
      categories: [4],
    });
  });

  it('asks for a boat first, and shows the server’s reasons', async () => {
    const calls = mockFetch((url) =>
      url.startsWith('/api/boats/')
        ? jsonResponse(200, boats)
        : jsonResponse(400, { non_field_errors: ['Sista anmälningstiden har passerat.'] }),
    );
    const user = userEvent.setup();
    renderPanel(openSailing());
    await user.click(screen.getByRole('button', { name: 'Anmäl' }));
    await screen.findByLabelText(/^Båt/);
    await user.click(inDialog('Anmäl'));
    expect(await screen.findByText('Välj en av dina båtar.')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    await user.selectOptions(screen.getByLabelText(/^Båt/), 'Tärnan (SWE 100)');
    await user.click(inDialog('Anmäl'));
    expect(await screen.findByText('Sista anmälningstiden har passerat.')).toBeInTheDocument();
  });

  it('leads a sailor without boats to "Mina båtar"', async () => {
    mockFetch(() => jsonResponse(200, []));
    const user = userEvent.setup();
    renderPanel(openSailing());
    await user.click(screen.getByRole('button', { name: 'Anmäl' }));
    expect(await screen.findByRole('link', { name: 'Mina båtar' })).toHaveAttribute(
      'href',
      '/sailors/sara/settings',
    );
  });

  it('shows her entry and withdraws it after asking', async () => {
    const entry = {
      ...sailingDetail().competitors[0]!,
      id: 7,
      sailor: 42,
      boat_name: 'Tärnan',
      sail_number: 'SWE 100',
      start_group: null,
    } satisfies Competitor;
    // Without a fee the panel does not ask for her payment; it does ask for her crew.
    const calls = mockFetch((url) =>
      url.endsWith('/crew/') ? jsonResponse(200, noCrew) : new Response(null, { status: 204 }),
    );
    const user = userEvent.setup();
    renderPanel(openSailing({ competitors: [entry] }));
    expect(
      screen.getByText('Du är anmäld med Tärnan (SWE 100) i Utan startgrupp.'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Besättning' })).toBeInTheDocument();
    expect(calls.map((call) => call.url)).toEqual(['/api/competitors/7/crew/']);
    calls.length = 0;
    expect(screen.queryByRole('button', { name: 'Anmäl' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Avanmäl' }));
    expect(await screen.findByText('Vill du avanmäla dig från seglingen?')).toBeInTheDocument();
    await user.click(inDialog('Avanmäl'));
    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Du är avanmäld.'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/competitors/7/', init: { method: 'DELETE' } });
    expect(screen.queryByText(/avgift/)).toBeNull();
  });

  it('shows her entry fee under her entry (issue 31)', async () => {
    const entry = { ...sailingDetail().competitors[0]!, id: 7, sailor: 42 } satisfies Competitor;
    const calls = mockFetch((url) => {
      if (url.endsWith('/crew/')) return jsonResponse(200, noCrew);
      return jsonResponse(200, {
        competitor: 7,
        amount: 150,
        currency: 'SEK',
        late: false,
        of: 'sailing',
        swish_number: null,
        message: 'Onsdagssegling SWE 1',
        swish_qr_text: null,
        swish_link: null,
        swish_qr_svg: null,
        paid: true,
        paid_at: '2026-05-13T16:00:00.000Z',
      });
    });
    renderPanel(openSailing({ competitors: [entry], has_entry_fee: true }));
    const panel = screen.getByRole('region', { name: 'Anmälan' });
    expect(await within(panel).findByText('Anmälningsavgift 150 kr')).toBeInTheDocument();
    expect(within(panel).getByText('Betald')).toBeInTheDocument();
    expect(calls[0]?.url).toBe('/api/competitors/7/payment/');
    expect(within(panel).getByRole('button', { name: 'Avanmäl' })).toBeInTheDocument();
  });

  it('says why entries are closed, and nothing once the sailing has started', () => {
    const { rerender } = renderPanel(openSailing({ reg_status: 'closed' }));
    expect(screen.getByText('Anmälan är stängd.')).toBeInTheDocument();
    rerender(
      <EntryPanel
        useBoats={useBoatsOfOwner}
        sailing={openSailing({ status: 'ongoing' })}
        sailorId={42}
        settingsHref="/x"
        boatModels={[]}
      />,
    );
    expect(screen.queryByText('Anmälan är stängd.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Anmäl' })).toBeNull();
  });
});
