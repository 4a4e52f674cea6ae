import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { notice } from '../utils/test-board.ts';
import { SeriesBoard } from './series-board.tsx';

describe('the series’ Anslagstavla', { timeout: 30_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("lists the series' postings, and offers officials to post; no protests here", async () => {
    const calls = mockFetch((url) =>
      url === '/api/series/3/notices/'
        ? jsonResponse(200, [notice({ sailing: null, series: 3, title: 'Inbjudan till serien' })])
        : jsonResponse(404, { detail: 'Hittades inte.' }),
    );
    renderWithProviders(<SeriesBoard seriesId={3} canPost />);
    const list = await screen.findByRole('list', { name: 'Anslag' });
    expect(within(list).getByRole('listitem')).toHaveTextContent('Inbjudan till serien');
    expect(screen.getByRole('button', { name: 'Nytt dokument' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nytt meddelande' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Protester' })).toBeNull();
    expect(calls.map((call) => call.url)).toEqual(['/api/series/3/notices/']);
  });
});
