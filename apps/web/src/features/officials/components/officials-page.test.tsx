import type { Official } from '@segla/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { invitedText } from './invite-official-form.tsx';
import { OfficialsPage } from './officials-page.tsx';
import { OFFICIAL_TEXTS } from './officials-table.tsx';

const lena: Official = {
  id: 7,
  role: 'race_officer',
  sailor: { id: 3, slug: 'lena-hagg', first_name: 'Lena', last_name: 'Hägg' },
  email: 'lena@example.se',
  created_at: '2026-05-01T10:00:00Z',
};
const olle: Official = {
  id: 8,
  role: 'club_admin',
  sailor: { id: 4, slug: 'olle-berg', first_name: 'Olle', last_name: 'Berg' },
  email: 'olle@example.se',
  created_at: '2026-05-02T10:00:00Z',
};
const log = [
  {
    id: 1,
    at: '2026-05-13T16:42:00Z',
    signed_by: 'Klubbkontot',
    kind: 'role_granted' as const,
    detail: 'Lena Hägg blev tävlingsledare.',
  },
];

const LIST = '/api/clubs/bris/officials/';
const LOG = '/api/clubs/bris/officials/log/';

/** The club's answers; `write` answers the writes (the default: 204). */
function serve(write?: (url: string, init: RequestInit | undefined) => Response) {
  return mockFetch((url, init) => {
    if (init?.method && init.method !== 'GET') {
      return write ? write(url, init) : new Response(null, { status: 204 });
    }
    if (url === LIST) return jsonResponse(200, [lena, olle]);
    if (url === LOG) return jsonResponse(200, log);
    return jsonResponse(404, { detail: 'Hittades inte.' });
  });
}

describe("the club's Funktionärer", () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('lists the officials with name (to her page), e-mail and role, and the log', async () => {
    serve();
    renderWithProviders(<OfficialsPage club="bris" />);
    const table = await screen.findByRole('table', { name: 'Funktionärer' });
    const link = within(table).getByRole('link', { name: 'Lena Hägg' });
    expect(link).toHaveAttribute('href', '/sailors/lena-hagg');
    expect(within(table).getByText('lena@example.se')).toBeInTheDocument();
    expect(within(table).getByRole('combobox', { name: 'Roll för Lena Hägg' })).toHaveValue(
      'race_officer',
    );
    expect(within(table).getByRole('combobox', { name: 'Roll för Olle Berg' })).toHaveValue(
      'club_admin',
    );
    const entries = await screen.findByRole('list', { name: 'Logg' });
    expect(entries).toHaveTextContent('Lena Hägg blev tävlingsledare.');
    expect(entries).toHaveTextContent('Klubbkontot');
    expect(entries).toHaveTextContent('ons 13 maj 2026 18:42');
  });

  it('offers the protest committee among the roles, and says it may only decide protests', async () => {
    serve();
    renderWithProviders(<OfficialsPage club="bris" />);
    const form = await screen.findByRole('form', { name: 'Bjud in funktionär' });
    const role = within(form).getByRole('combobox', { name: 'Roll' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Protestkommitté', 'Tävlingsledare', 'Klubbadministratör']);
    expect(role).toHaveValue('race_officer');
    const select = await screen.findByRole('combobox', { name: 'Roll för Lena Hägg' });
    expect(within(select).getByRole('option', { name: 'Protestkommitté' })).toBeInTheDocument();
    expect(screen.getByText(/Protestkommittén kan bara avgöra protester\./)).toBeInTheDocument();
  });

  it('says "är nu med i protestkommittén" once one is invited to it', () => {
    expect(invitedText({ ...lena, role: 'protest_committee' })).toBe(
      'Lena Hägg är nu med i protestkommittén.',
    );
    expect(invitedText(lena)).toBe('Lena Hägg är nu tävlingsledare.');
  });

  it('invites with the e-mail and role, and shows a 400 field error under its field', async () => {
    const calls = serve(() =>
      jsonResponse(400, { email: ['Det finns ingen seglare med den e-postadressen.'] }),
    );
    renderWithProviders(<OfficialsPage club="bris" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Bjud in funktionär' });
    await user.type(within(form).getByRole('textbox', { name: /E-post/ }), ' kim@example.se ');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Roll' }), 'club_admin');
    await user.click(within(form).getByRole('button', { name: 'Bjud in' }));
    expect(
      await within(form).findByText('Det finns ingen seglare med den e-postadressen.'),
    ).toBeInTheDocument();
    const post = calls.find((call) => call.init?.method === 'POST');
    expect(post?.url).toBe(LIST);
    expect(post?.body).toEqual({ email: 'kim@example.se', role: 'club_admin' });
    expect(within(form).getByRole('textbox', { name: /E-post/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("shows a 429's explanation in the form's alert", async () => {
    serve(() => jsonResponse(429, { detail: 'För många inbjudningar. Försök igen om en stund.' }));
    renderWithProviders(<OfficialsPage club="bris" />);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Bjud in funktionär' });
    await user.type(within(form).getByRole('textbox', { name: /E-post/ }), 'kim@example.se');
    await user.click(within(form).getByRole('button', { name: 'Bjud in' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'För många inbjudningar. Försök igen om en stund.',
    );
  });

  it('saves a new role on change (PATCH), with a toast', async () => {
    const calls = serve(() => jsonResponse(200, { ...lena, role: 'club_admin' }));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    renderWithProviders(<OfficialsPage club="bris" />);
    const user = userEvent.setup();
    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Roll för Lena Hägg' }),
      'club_admin',
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith(OFFICIAL_TEXTS.roleChanged));
    const patch = calls.find((call) => call.init?.method === 'PATCH');
    expect(patch?.url).toBe('/api/officials/7/');
    expect(patch?.body).toEqual({ role: 'club_admin' });
  });

  it('asks before removing, removes nothing on "Avbryt", and DELETEs once confirmed', async () => {
    const calls = serve();
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    renderWithProviders(<OfficialsPage club="bris" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Lena Hägg' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ta bort funktionär' });
    expect(dialog).toHaveTextContent('Lena Hägg är inte längre tävlingsledare i klubben.');
    await user.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((call) => call.init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Ta bort Lena Hägg' }));
    dialog = await screen.findByRole('dialog', { name: 'Ta bort funktionär' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith(OFFICIAL_TEXTS.removed));
    const removal = calls.find((call) => call.init?.method === 'DELETE');
    expect(removal?.url).toBe('/api/officials/7/');
  });

  it("toasts the server's refusal to remove the last admin", async () => {
    serve(() =>
      jsonResponse(400, { non_field_errors: ['Klubben måste ha minst en administratör.'] }),
    );
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    renderWithProviders(<OfficialsPage club="bris" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Ta bort Olle Berg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ta bort funktionär' });
    await user.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('Klubben måste ha minst en administratör.'),
    );
  });
});
