import { CLUB_CREATE_EMAIL_MISSING, type ClubAdmin } from '@segla/core';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import {
  CLUB_SAVED,
  ClubForm,
  LOGINS_HELP,
  clubCreatedMessage,
  clubCreatedNotice,
} from './club-form.tsx';

const club: ClubAdmin = {
  id: 7,
  slug: 'vaxholms-segelsallskap',
  name: 'Vaxholms Segelsällskap',
  short_name: 'VSS',
  city: 'Vaxholm',
  website: '',
  email: 'kansli@vss.se',
  description: '',
  logo: null,
  swish_number: '',
  is_active: true,
};

/** Whether the club login's label carries the required asterisk. */
function clubLoginMarkedRequired(): boolean {
  const input = screen.getByLabelText(/^E-post för klubbkontot/);
  return document.querySelector(`label[for="${input.id}"]`)?.textContent?.includes('*') ?? false;
}

function renderForm(existing?: ClubAdmin) {
  const onDone = vi.fn();
  const view = renderWithProviders(<ClubForm club={existing} onDone={onDone} />);
  return { ...view, onDone };
}

describe('"Ny klubb" (issue 13)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('labels the fields as the issue names them', () => {
    renderForm();
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('');
    expect(screen.getByLabelText('Kortnamn')).toBeInTheDocument();
    expect(screen.getByLabelText('Ort')).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-post för klubbkontot/)).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Skapa klubb' })).toBeInTheDocument();
  });

  it('refuses a nameless club without an e-mail and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    const { onDone } = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(screen.getByText(CLUB_CREATE_EMAIL_MISSING)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^E-post för klubbkontot/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses an e-mail that is none', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Vaxholms Segelsällskap');
    await user.type(screen.getByLabelText(/^E-post för klubbkontot/), 'kansli-vss.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByText('Ange en giltig e-postadress.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('creates the club and says where the link was mailed', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onDone } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), '  Vaxholms Segelsällskap ');
    await user.type(screen.getByLabelText('Kortnamn'), 'VSS');
    await user.type(screen.getByLabelText('Ort'), 'Vaxholm');
    await user.type(screen.getByLabelText(/^E-post för klubbkontot/), ' Kansli@VSS.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/clubs/');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.body).toMatchObject({
      name: 'Vaxholms Segelsällskap',
      short_name: 'VSS',
      city: 'Vaxholm',
    });
    expect(String((calls[0]?.body as { email: string }).email).toLowerCase()).toBe('kansli@vss.se');
    expect(success).toHaveBeenCalledWith(clubCreatedMessage('kansli@vss.se'));
    expect(clubCreatedMessage('kansli@vss.se')).toBe(
      'Klubben är skapad. Ett mejl med en länk för att välja lösenord är skickat till kansli@vss.se.',
    );
  });

  it('offers the first club administrator, and says how she differs from the club login', () => {
    renderForm();
    expect(screen.getByLabelText('Första klubbadministratör (e-post)')).toHaveAttribute(
      'type',
      'email',
    );
    expect(screen.getByText(LOGINS_HELP)).toBeInTheDocument();
    expect(LOGINS_HELP).toMatch(/gemensamma inloggning/);
    expect(LOGINS_HELP).toMatch(/person som loggar in med sitt eget konto/);
    // The club login is required only until an administrator is named.
    expect(clubLoginMarkedRequired()).toBe(true);
  });

  it('creates a club with only its first club administrator: no club login e-mail sent', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onDone } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Vaxholms Segelsällskap');
    await user.type(screen.getByLabelText('Första klubbadministratör (e-post)'), 'Lena@VSS.se');
    expect(clubLoginMarkedRequired()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls).toHaveLength(1);
    const body = calls[0]?.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('email');
    expect(String(body.admin_email).toLowerCase()).toBe('lena@vss.se');
    expect(success).toHaveBeenCalledWith(
      'Klubben är skapad. lena@vss.se är klubbens första klubbadministratör.',
    );
  });

  it('sends both e-mails when both are given, and says so', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Vaxholms Segelsällskap');
    await user.type(screen.getByLabelText(/^E-post för klubbkontot/), 'kansli@vss.se');
    await user.type(screen.getByLabelText('Första klubbadministratör (e-post)'), 'lena@vss.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    await vi.waitFor(() => expect(success).toHaveBeenCalledTimes(1));
    expect(calls[0]?.body).toMatchObject({ email: 'kansli@vss.se', admin_email: 'lena@vss.se' });
    expect(success).toHaveBeenCalledWith(clubCreatedNotice('kansli@vss.se', 'lena@vss.se'));
    expect(clubCreatedNotice('kansli@vss.se', 'lena@vss.se')).toBe(
      `${clubCreatedMessage('kansli@vss.se')} lena@vss.se är klubbens första klubbadministratör.`,
    );
  });

  it('refuses an administrator e-mail that is none', async () => {
    const calls = mockFetch(() => jsonResponse(201, club));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Vaxholms Segelsällskap');
    await user.type(screen.getByLabelText('Första klubbadministratör (e-post)'), 'lena-vss.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByText('Ange en giltig e-postadress.')).toBeInTheDocument();
    expect(screen.getByLabelText('Första klubbadministratör (e-post)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of the administrator under her field", async () => {
    const refusal = 'Det finns inget seglarkonto med den här e-postadressen.';
    mockFetch(() => jsonResponse(400, { admin_email: [refusal] }));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Vaxholms Segelsällskap');
    await user.type(screen.getByLabelText('Första klubbadministratör (e-post)'), 'ny@vss.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    expect(screen.getByLabelText('Första klubbadministratör (e-post)')).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("shows the server's refusal of a taken e-mail under the field and stays open", async () => {
    const taken = 'Det finns redan ett konto med den här e-postadressen.';
    mockFetch(() => jsonResponse(400, { email: [taken] }));
    const { onDone } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Segelsällskapet Bris');
    await user.type(screen.getByLabelText(/^E-post för klubbkontot/), 'bris@demo.segla.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(screen.getByLabelText(/^E-post för klubbkontot/)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Segelsällskapet Bris');
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows the shared message of a 500 in the alert', async () => {
    mockFetch(() => jsonResponse(500));
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Namn/), 'Segelsällskapet Bris');
    await user.type(screen.getByLabelText(/^E-post för klubbkontot/), 'ny@exempel.se');
    await user.click(screen.getByRole('button', { name: 'Skapa klubb' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
    );
  });
});

describe('"Ändra klubb" (issue 13)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts from the club and saves a change with PATCH', async () => {
    const calls = mockFetch(() => jsonResponse(200, { ...club, city: 'Resarö' }));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onDone } = renderForm(club);
    expect(screen.getByLabelText(/^Namn/)).toHaveValue('Vaxholms Segelsällskap');
    expect(screen.getByLabelText('Kortnamn')).toHaveValue('VSS');
    expect(screen.getByLabelText('E-post')).toHaveValue('kansli@vss.se');
    expect(screen.queryByLabelText('Första klubbadministratör (e-post)')).toBeNull();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Ort'));
    await user.type(screen.getByLabelText('Ort'), 'Resarö');
    await user.click(screen.getByRole('button', { name: 'Spara' }));

    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[0]?.url).toBe('/api/clubs/vaxholms-segelsallskap/');
    expect(calls[0]?.init?.method).toBe('PATCH');
    expect(calls[0]?.body).toMatchObject({ city: 'Resarö' });
    expect(success).toHaveBeenCalledWith(CLUB_SAVED);
  });

  it('"Avbryt" closes without sending', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    const { onDone } = renderForm(club);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Avbryt' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });
});
