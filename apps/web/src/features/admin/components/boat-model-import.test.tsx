import type { BoatModelImportPreview } from '@segla/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { BoatModelImport, importDoneMessage } from './boat-model-import.tsx';

const PREVIEW: BoatModelImportPreview = {
  created: 1,
  updated: 1,
  rows: [
    {
      line: 2,
      action: 'create',
      name: 'Havsfidra',
      srs: 0.95,
      srs_no_flying: 0.9,
      srs_shorthanded: null,
      srs_shorthanded_no_flying: null,
    },
    {
      line: 3,
      action: 'update',
      name: 'Folkbåt',
      srs: 0.793,
      srs_no_flying: 0.793,
      srs_shorthanded: 0.778,
      srs_shorthanded_no_flying: 0.778,
    },
  ],
};

const csv = (name = 'modeller.csv') =>
  new File(['name;srs\nHavsfidra;0,95\n'], name, { type: 'text/csv' });

/** The hidden file input behind Mantine's FileInput (the labelled control is a button). */
function fileInput(container: HTMLElement) {
  const input = container.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

function renderImport() {
  const onDone = vi.fn();
  const view = renderWithProviders(<BoatModelImport onDone={onDone} />);
  return { ...view, onDone };
}

const importButton = () => screen.getByRole('button', { name: 'Importera' });

describe('"Importera CSV" (issue 13)', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts the toast in Swedish, one and many', () => {
    expect(importDoneMessage(2, 0)).toBe('Importen är klar: 2 nya båtmodeller, 0 ändrade.');
    expect(importDoneMessage(1, 1)).toBe('Importen är klar: 1 ny båtmodell, 1 ändrad.');
  });

  it('cannot import before a file is chosen', () => {
    renderImport();
    expect(importButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Avbryt' })).toBeEnabled();
  });

  it('previews a chosen file, then imports it all and closes', async () => {
    const calls = mockFetch((url) =>
      url.includes('preview=1')
        ? jsonResponse(200, PREVIEW)
        : jsonResponse(200, { created: 1, updated: 1 }),
    );
    const success = vi.spyOn(notify.notify, 'success').mockImplementation(() => undefined);
    const { container, onDone } = renderImport();
    const user = userEvent.setup();
    await user.upload(fileInput(container), csv());

    expect(
      await screen.findByText('Importen skapar 1 och ändrar 1 båtmodeller:'),
    ).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent(/^2Havsfidra0,9500,900––Ny$/);
    expect(rows[2]).toHaveTextContent(/^3Folkbåt0,7930,7930,7780,778Ändrad$/);
    // The preview wrote nothing: one call, to the preview.
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/boat-models/import/?preview=1');
    expect(calls[0]?.init?.method).toBe('POST');
    expect((calls[0]?.init?.body as FormData).get('file')).toBeInstanceOf(File);

    await user.click(importButton());
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(calls[1]?.url).toBe('/api/boat-models/import/');
    expect(success).toHaveBeenCalledWith('Importen är klar: 1 ny båtmodell, 1 ändrad.');
  });

  it('lists the errors by line and refuses to import a file with a bad line', async () => {
    const calls = mockFetch(() =>
      jsonResponse(400, {
        file: [
          'Rad 3: srs: Ange ett tal, till exempel 0,845.',
          'Rad 4: "Havsfidra" finns redan på rad 2.',
        ],
      }),
    );
    const { container, onDone } = renderImport();
    const user = userEvent.setup();
    await user.upload(fileInput(container), csv('trasig.csv'));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Filen kan inte importeras. Inget har sparats.');
    const items = within(alert).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Rad 3: srs: Ange ett tal, till exempel 0,845.',
      'Rad 4: "Havsfidra" finns redan på rad 2.',
    ]);
    expect(importButton()).toBeDisabled();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('says so when the file changes nothing, and offers no import', async () => {
    mockFetch(() => jsonResponse(200, { created: 0, updated: 0, rows: [] }));
    const { container } = renderImport();
    await userEvent.setup().upload(fileInput(container), csv());
    expect(
      await screen.findByText(
        'Alla båtmodeller i filen finns redan med samma värden. Inget att importera.',
      ),
    ).toBeInTheDocument();
    expect(importButton()).toBeDisabled();
  });

  it('"Ta bort vald fil" clears the file and its errors', async () => {
    mockFetch(() => jsonResponse(400, { file: ['Filen är tom.'] }));
    const { container } = renderImport();
    const user = userEvent.setup();
    await user.upload(fileInput(container), csv('tom.csv'));
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Ta bort vald fil' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText('tom.csv')).toBeNull();
    expect(importButton()).toBeDisabled();
  });

  it('toasts a failure that is not about the file and shows no preview', async () => {
    mockFetch(() => jsonResponse(500));
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    const { container } = renderImport();
    await userEvent.setup().upload(fileInput(container), csv());
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Ett oväntat fel uppstod. Var vänlig försök igen senare.'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(importButton()).toBeDisabled();
  });

  it('shows the errors if the import itself is refused after the preview', async () => {
    mockFetch((url) =>
      url.includes('preview=1')
        ? jsonResponse(200, PREVIEW)
        : jsonResponse(400, { file: ['Rad 2: "Havsfidra" finns redan på rad 1.'] }),
    );
    const { container, onDone } = renderImport();
    const user = userEvent.setup();
    await user.upload(fileInput(container), csv());
    await screen.findByRole('table');
    await user.click(importButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Rad 2: "Havsfidra" finns redan på rad 1.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
