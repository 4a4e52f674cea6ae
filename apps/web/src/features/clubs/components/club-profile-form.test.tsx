import type { Club } from '@segla/core';
import { SWISH_NUMBER_MESSAGE } from '@segla/core/fees';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMAGE_FILE_MESSAGE } from '../../../components/form/image-input.tsx';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { CLUB_PROFILE_SAVED, ClubProfileForm } from './club-profile-form.tsx';
import { ClubProfileView } from './club-profile-view.tsx';
import { EditClubProfile } from './edit-club-profile.tsx';

const club: Club = {
  id: 1,
  slug: 'ksss',
  name: 'Kungliga Svenska Segelsällskapet',
  short_name: 'KSSS',
  city: 'Saltsjöbaden',
  website: 'https://www.ksss.se',
  email: 'info@ksss.se',
  description: 'Kappsegling sedan 1830.',
  logo: '/media/abc.png',
  swish_number: '1234567890',
};

const NOT_AN_IMAGE = 'Filen måste vara en bild i formatet PNG, JPEG eller WebP (högst 5 MB).';

function png(name = 'logo.png', size = 16) {
  return new File([new Uint8Array(size)], name, { type: 'image/png' });
}

function renderForm(onSaved = vi.fn()) {
  const view = renderWithProviders(
    <ClubProfileForm club={club} onSaved={onSaved} onCancel={() => undefined} />,
  );
  return { ...view, onSaved };
}

/** The hidden file input behind Mantine's FileInput (the labelled control is a button). */
function fileInput(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

/** The fields of the multipart body of the `index`th call. */
function sentFields(calls: ReturnType<typeof mockFetch>, index = 0) {
  const body = calls[index]?.init?.body;
  if (!(body instanceof FormData)) throw new Error('not multipart');
  return body;
}

describe('the club profile form', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    URL.createObjectURL = vi.fn(() => 'blob:chosen-logo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('starts from the club and labels its fields', () => {
    renderForm();
    expect(screen.getByLabelText(/^Namn/)).toHaveValue(club.name);
    expect(screen.getByLabelText('Kortnamn')).toHaveValue('KSSS');
    expect(screen.getByLabelText('Ort')).toHaveValue('Saltsjöbaden');
    expect(screen.getByLabelText('Webbplats')).toHaveValue('https://www.ksss.se');
    expect(screen.getByLabelText('E-post')).toHaveValue('info@ksss.se');
    expect(screen.getByLabelText('Beskrivning')).toHaveValue('Kappsegling sedan 1830.');
    // Written as Swish writes it, and described (issue 31).
    expect(screen.getByLabelText('Swishnummer')).toHaveValue('123 456 78 90');
    expect(screen.getByLabelText('Swishnummer')).toHaveAccessibleDescription(
      '10 siffror som börjar med 123. Visas för seglare som ska betala en anmälningsavgift.',
    );
    expect(screen.getByRole('img', { name: 'Förhandsvisning av logotypen' })).toHaveAttribute(
      'src',
      '/media/abc.png',
    );
  });

  it('refuses an empty Namn with the schema message and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Namn/));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText('Detta fält får inte vara tomt.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Namn/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('refuses a web address that is none, under Webbplats', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Webbplats'));
    await user.type(screen.getByLabelText('Webbplats'), 'inte en adress');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(
      await screen.findByText('Ange en giltig webbadress, till exempel https://www.ksss.se.'),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('refuses a Swish number that is none, under Swishnummer, and sends nothing', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Swishnummer'));
    await user.type(screen.getByLabelText('Swishnummer'), '070 123 45 67');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(SWISH_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Swishnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
  });

  it('sends a typed Swish number as its digits, and an emptied one as none', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('Swishnummer'));
    await user.type(screen.getByLabelText('Swishnummer'), '123-900 12 34');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sentFields(calls, 0).get('swish_number')).toBe('1239001234');

    await user.clear(screen.getByLabelText('Swishnummer'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(sentFields(calls, 1).get('swish_number')).toBe('');
  });

  it("shows the server's refusal of the Swish number under Swishnummer", async () => {
    mockFetch(() => jsonResponse(400, { swish_number: [SWISH_NUMBER_MESSAGE] }));
    const { onSaved } = renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(SWISH_NUMBER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Swishnummer')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('previews a chosen logo and saves it with the texts as multipart', async () => {
    const saved = { ...club, name: 'KSSS Saltsjöbaden', logo: '/media/new.png' };
    const calls = mockFetch(() => jsonResponse(200, saved));
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { container, onSaved, queryClient } = renderForm();
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/^Namn/));
    await user.type(screen.getByLabelText(/^Namn/), '  KSSS Saltsjöbaden ');
    await user.clear(screen.getByLabelText('Webbplats'));
    await user.type(screen.getByLabelText('Webbplats'), 'www.ksss.se');
    const logo = png();
    await user.upload(fileInput(container), logo);
    expect(
      await screen.findByRole('img', { name: 'Förhandsvisning av logotypen' }),
    ).toHaveAttribute('src', 'blob:chosen-logo');

    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls[0]?.url).toBe('/api/clubs/ksss/');
    expect(calls[0]?.init?.method).toBe('PATCH');
    const sent = sentFields(calls);
    // The schema's output is sent: trimmed, and the web address made whole.
    expect(sent.get('name')).toBe('KSSS Saltsjöbaden');
    expect(sent.get('website')).toBe('https://www.ksss.se');
    expect(sent.get('short_name')).toBe('KSSS');
    expect(sent.get('swish_number')).toBe('1234567890');
    expect(sent.get('logo')).toBeInstanceOf(File);
    expect((sent.get('logo') as File).name).toBe('logo.png');
    expect(success).toHaveBeenCalledWith(CLUB_PROFILE_SAVED);
    // The club's header reads the cached club: it shows the new name at once.
    expect(queryClient.getQueryData(['clubs', 'ksss'])).toEqual(saved);
  });

  it('sends no logo when none was chosen, and an empty one with "Ta bort logotyp"', async () => {
    const calls = mockFetch(() => jsonResponse(200, { ...club, logo: null }));
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sentFields(calls, 0).has('logo')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'Ta bort logotyp' }));
    expect(screen.queryByRole('img', { name: 'Förhandsvisning av logotypen' })).toBeNull();
    expect(screen.getByText('Bilden tas bort när du sparar.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledTimes(2));
    expect(sentFields(calls, 1).get('logo')).toBe('');
  });

  it('refuses a file that is no accepted image before sending', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    const { container } = renderForm();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      fileInput(container),
      new File(['GIF89a'], 'karta.gif', { type: 'image/gif' }),
    );
    // Shown at once under the field, and the form will not send it.
    expect(await screen.findByText(IMAGE_FILE_MESSAGE)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(calls).toHaveLength(0);
  });

  it('refuses a logo over 5 MB before sending (the server would answer 413)', async () => {
    const calls = mockFetch(() => jsonResponse(200, club));
    const { container } = renderForm();
    const user = userEvent.setup();
    await user.upload(fileInput(container), png('stor.png', 5 * 1024 * 1024 + 1));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(IMAGE_FILE_MESSAGE)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal of the logo under the logo input", async () => {
    mockFetch(() => jsonResponse(400, { logo: [NOT_AN_IMAGE] }));
    const { container, onSaved } = renderForm();
    const user = userEvent.setup();
    await user.upload(fileInput(container), png('trasig.png'));
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByText(NOT_AN_IMAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Logotyp/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ett eller flera fält har ett fel. Kontrollera och försök igen.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a non-field error in the alert and keeps the values', async () => {
    mockFetch(() =>
      jsonResponse(400, { non_field_errors: ['Ogiltig multipart-data i förfrågan.'] }),
    );
    const { onSaved } = renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Ort'), ' hamn');
    await user.click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ogiltig multipart-data i förfrågan.',
    );
    expect(screen.getByLabelText('Ort')).toHaveValue('Saltsjöbaden hamn');
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows a 403's detail in the alert", async () => {
    mockFetch(() =>
      jsonResponse(403, { detail: 'Du har inte behörighet att utföra denna åtgärd.' }),
    );
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Du har inte behörighet att utföra denna åtgärd.',
    );
  });

  it('shows the shared message of a 500 in the alert', async () => {
    mockFetch(() => jsonResponse(500));
    renderForm();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Spara' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ett oväntat fel uppstod. Var vänlig försök igen senare.',
    );
  });
});

describe('the club profile', () => {
  it('shows the profile read-only: the web address as a link, the e-mail as mailto', () => {
    renderWithProviders(<ClubProfileView club={club} />);
    expect(screen.getByRole('img', { name: `Logotyp för ${club.name}` })).toHaveAttribute(
      'src',
      '/media/abc.png',
    );
    expect(screen.getByRole('link', { name: /www\.ksss\.se/ })).toHaveAttribute(
      'href',
      'https://www.ksss.se',
    );
    expect(screen.getByRole('link', { name: 'info@ksss.se' })).toHaveAttribute(
      'href',
      'mailto:info@ksss.se',
    );
    expect(screen.getByText('Kappsegling sedan 1830.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('says what is missing instead of showing empty fields', () => {
    renderWithProviders(
      <ClubProfileView club={{ ...club, website: '', email: '', city: '', logo: null }} />,
    );
    expect(screen.getAllByText('Inte angiven')).toHaveLength(3);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('"Redigera profil" opens the form in a dialog that closes once saved', async () => {
    vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    mockFetch(() => jsonResponse(200, { ...club, city: 'Stockholm' }));
    const onSaved = vi.fn();
    renderWithProviders(<EditClubProfile club={club} onSaved={onSaved} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Redigera profil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera profil' });
    await user.clear(within(dialog).getByLabelText('Ort'));
    await user.type(within(dialog).getByLabelText('Ort'), 'Stockholm');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith({ ...club, city: 'Stockholm' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    vi.restoreAllMocks();
  });
});
