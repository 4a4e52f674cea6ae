import type { SailorEntry, SailorSeries } from '@segla/core';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { SailorEntryList } from './sailor-entry-list.tsx';
import { SailorSeriesList } from './sailor-series-list.tsx';

const club = { id: 1, slug: 'bris', name: 'Segelsällskapet Bris' };

function entry(overrides: Partial<SailorEntry> & { id: number }): SailorEntry {
  const { id, ...rest } = overrides;
  return {
    competitor_id: id,
    sailing: {
      id,
      name: `Onsdagssegling ${id}`,
      start_date: '2026-05-13',
      start_time: '18:30:00',
      status: 'upcoming',
      status_label: 'Kommande',
      club,
    },
    start_group: { id: 7, name: 'SRS kölbåt', start_time: '18:35:00' },
    boat_name: 'Vinga',
    sail_number: 'SWE 100',
    rating: 0.8,
    result: null,
    ...rest,
  };
}

describe('SailorEntryList', () => {
  it('shows an upcoming entry with its start time and group, linking to the sailing', () => {
    renderWithProviders(<SailorEntryList label="Kommande" entries={[entry({ id: 3 })]} empty="" />);
    const item = within(screen.getByRole('list', { name: 'Kommande' })).getByRole('link');
    expect(item).toHaveAttribute('href', '/clubs/bris/sailings/3');
    expect(item).toHaveTextContent('Onsdagssegling 3');
    expect(item).toHaveTextContent('Segelsällskapet Bris · Vinga SWE 100');
    expect(item).toHaveTextContent('Start 18:35 · SRS kölbåt');
    expect(item).toHaveTextContent('Kommande');
  });

  it('shows a result as place and points, linking to the result', () => {
    renderWithProviders(
      <SailorEntryList
        label="Senaste resultat"
        entries={[
          entry({
            id: 4,
            sailing: { ...entry({ id: 4 }).sailing, status: 'finished', status_label: 'Avslutad' },
            result: { rank: 3, points: 3, code: null, group_size: 12 },
          }),
          entry({
            id: 5,
            start_group: null,
            result: { rank: null, points: 13, code: 'DNF', group_size: 12 },
          }),
        ]}
        empty=""
      />,
    );
    const [placed, coded] = screen.getAllByRole('link');
    expect(placed).toHaveAttribute('href', '/clubs/bris/sailings/4/result');
    expect(placed).toHaveTextContent('3:e av 12 · 3 p · SRS kölbåt');
    expect(coded).toHaveTextContent('DNF av 12 · 13 p');
  });

  it('says so when there is nothing to list', () => {
    renderWithProviders(<SailorEntryList label="x" entries={[]} empty="Inga resultat ännu." />);
    expect(screen.getByText('Inga resultat ännu.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('SailorSeriesList', () => {
  const series = (standing: SailorSeries['standing']): SailorSeries => ({
    id: 9,
    club,
    name: 'Vårserien',
    description: '',
    status: 'finished',
    first_date: '2026-04-22',
    last_date: '2026-05-27',
    sailing_count: 6,
    sailings: [],
    discard_thresholds: [4],
    dnf_scoring: 'series_entries',
    dnf_points: null,
    scp_places: null,
    penalty_on_tie: 'tied_score',
    rules_edition: '2025',
    round_corrected: 'none',
    entry_fee: null,
    late_fee: null,
    late_from: null,
    standing,
  });

  it('shows her standing and opens the series where asked', () => {
    renderWithProviders(
      <SailorSeriesList
        series={[series({ group: 'IF-båt', rank: 2, net: 7.5, boats: 14 })]}
        seriesHref={(id) => `?serie=${id}`}
      />,
    );
    const link = within(screen.getByRole('list', { name: 'Serier' })).getByRole('link');
    expect(link).toHaveAttribute('href', '/?serie=9');
    expect(link).toHaveTextContent('2:a av 14 i IF-båt · 7,5 p netto');
    expect(link).toHaveTextContent('6 seglingar');
  });

  it('a series without her place yet, and none at all', () => {
    const { unmount } = renderWithProviders(
      <SailorSeriesList series={[series(null)]} seriesHref={() => '#'} />,
    );
    expect(screen.getByRole('link')).toHaveTextContent('Ingen placering ännu');
    unmount();
    renderWithProviders(<SailorSeriesList series={[]} seriesHref={() => '#'} />);
    expect(screen.getByText(/Inga serier ännu/)).toBeInTheDocument();
  });
});
