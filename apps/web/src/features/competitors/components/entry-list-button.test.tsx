import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as notify from '../../../lib/notify.ts';
import { tokenStorage } from '../../../lib/tokens.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ENTRY_LIST_LABEL, EntryListButton } from './entry-list-button.tsx';

const CSV = '\uFEFFStartgrupp;Segelnummer\r\nKöl;SWE 1\r\n';
const DISPOSITION =
  'attachment; filename="Deltagare Hostpokalen 2026-09-02.csv"; filename*=UTF-8\'\'Deltagare%20H%C3%B6stpokalen%202026-09-02.csv';

describe('the entry list download (issue 31)', () => {
  let saved: { name: string; blob: Blob }[];

  beforeEach(() => {
    tokenStorage.setPair({ access: 'access', refresh: 'refresh' });
    saved = [];
    let blob: Blob | null = null;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((object) => {
      blob = object as Blob;
      return 'blob:entry-list';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (blob) saved.push({ name: this.download, blob });
    });
  });
  afterEach(() => {
    tokenStorage.clear();
    vi.restoreAllMocks();
  });

  it('fetches the CSV with the club’s token and saves it under the server’s name', async () => {
    const calls = mockFetch(
      () =>
        new Response(CSV, {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': DISPOSITION,
          },
        }),
    );
    renderWithProviders(<EntryListButton sailingId={5} sailingName="Höstpokalen" />);
    await userEvent.setup().click(screen.getByRole('button', { name: ENTRY_LIST_LABEL }));
    await vi.waitFor(() => expect(saved).toHaveLength(1));
    expect(calls[0]?.url).toBe('/api/sailings/5/entry-list/');
    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer access');
    expect(saved[0]?.name).toBe('Deltagare Höstpokalen 2026-09-02.csv');
    // The file as sent, byte order mark and all (Excel reads UTF-8 only with it).
    const bytes = new Uint8Array(await saved[0]!.blob.arrayBuffer());
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(CSV);
  });

  it('says why when the server refuses, and saves nothing', async () => {
    const error = vi.spyOn(notify.notify, 'error').mockImplementation(() => undefined);
    mockFetch(() =>
      jsonResponse(403, { detail: 'Du har inte behörighet att utföra denna åtgärd.' }),
    );
    renderWithProviders(<EntryListButton sailingId={5} sailingName="Höstpokalen" />);
    await userEvent.setup().click(screen.getByRole('button', { name: ENTRY_LIST_LABEL }));
    await vi.waitFor(() =>
      expect(error).toHaveBeenCalledWith('Du har inte behörighet att utföra denna åtgärd.'),
    );
    expect(saved).toEqual([]);
  });
});
