import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StartGroup } from '@segla/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { StartGroupSection } from './start-group-section.tsx';

const pursuit: StartGroup = {
  id: 7,
  sailing: 1,
  name: 'Jaktstart kölbåt',
  start_time: '18:30:00',
  handicap: 'srs',
  start_type: 'pursuit',
  pursuit_minutes: 60,
  pursuit_rounding: 'minute',
  min_rating: null,
  max_rating: null,
  boat_types: '',
  is_default: false,
  competitors: [],
};

function fact(section: HTMLElement, term: string) {
  return within(section).getByText(term).nextElementSibling?.textContent;
}

describe('a start group on the Deltagare page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('shows its name, start, handicap and start type, and its competitors; no controls to readers', () => {
    renderWithProviders(
      <StartGroupSection group={pursuit} canManage={false}>
        <p>listan</p>
      </StartGroupSection>,
    );
    const section = screen.getByRole('region', { name: 'Jaktstart kölbåt' });
    expect(fact(section, 'Start')).toBe('18:30');
    expect(fact(section, 'Handikapp')).toBe('SRS');
    expect(fact(section, 'Starttyp')).toBe('Jaktstart (60 min, hela minuter)');
    expect(within(section).getByText('listan')).toBeInTheDocument();
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows its result lists (composed by the page) above its competitors', () => {
    renderWithProviders(
      <StartGroupSection group={pursuit} canManage lists={<p>listorna</p>}>
        <p>båtarna</p>
      </StartGroupSection>,
    );
    const section = screen.getByRole('region', { name: 'Jaktstart kölbåt' });
    const lists = within(section).getByText('listorna');
    expect(lists.compareDocumentPosition(within(section).getByText('båtarna'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('words a scratch common start without a start time', () => {
    renderWithProviders(
      <StartGroupSection
        group={{ ...pursuit, handicap: 'scratch', start_type: 'common', start_time: null }}
        canManage={false}
      >
        {null}
      </StartGroupSection>,
    );
    const section = screen.getByRole('region');
    expect(fact(section, 'Start')).toBe('Ingen starttid');
    expect(fact(section, 'Handikapp')).toBe('Ingen');
    expect(fact(section, 'Starttyp')).toBe('Gemensam start');
  });

  it('removes the group after a confirmation', async () => {
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const calls = mockFetch(() => jsonResponse(204));
    const user = userEvent.setup();
    renderWithProviders(
      <StartGroupSection group={pursuit} canManage>
        {null}
      </StartGroupSection>,
    );
    await user.click(screen.getByRole('button', { name: 'Ta bort startgruppen Jaktstart kölbåt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort startgrupp' });
    expect(dialog).toHaveTextContent(
      'Är du säker på att du vill ta bort startgruppen Jaktstart kölbåt?',
    );
    expect(calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));

    await vi.waitFor(() => expect(success).toHaveBeenCalledWith('Startgruppen togs bort.'));
    expect(calls[0]?.url).toBe('/api/start-groups/7/');
    expect(calls[0]?.init?.method).toBe('DELETE');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('says why a removal failed, and keeps the question open', async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(403, { detail: 'Du får inte ändra den här seglingen.' }));
    const user = userEvent.setup();
    renderWithProviders(
      <StartGroupSection group={pursuit} canManage>
        {null}
      </StartGroupSection>,
    );
    await user.click(screen.getByRole('button', { name: /^Ta bort startgruppen/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Du får inte ändra den här seglingen.'),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens the edit form from "Ändra"', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <StartGroupSection group={pursuit} canManage>
        {null}
      </StartGroupSection>,
    );
    await user.click(screen.getByRole('button', { name: 'Ändra startgruppen Jaktstart kölbåt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ändra startgrupp' });
    expect(within(dialog).getByLabelText(/^Namn/)).toHaveValue('Jaktstart kölbåt');
    expect(within(dialog).getByLabelText('Avrundning av starttider')).toHaveValue('minute');
  });
});
