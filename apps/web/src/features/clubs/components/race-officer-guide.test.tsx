import { LIFECYCLE_ACTION_LABELS } from '@segla/core/sailing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RaceOfficerGuide } from './race-officer-guide.tsx';

describe("the race officer's guide", () => {
  it('walks from a new sailing to shared results in numbered steps', () => {
    renderWithProviders(<RaceOfficerGuide club="ksss" />);
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Så kör du en segling',
      '1. Planera seglingen',
      '2. Startgrupper och deltagare',
      '3. På tävlingsdagen',
      '4. Kontrollera resultatet',
      '5. Så når resultatet seglarna',
    ]);
    expect(screen.getByRole('link', { name: 'Serier' })).toHaveAttribute(
      'href',
      '/clubs/ksss/series',
    );
    expect(screen.getByRole('link', { name: 'Seglingar' })).toHaveAttribute(
      'href',
      '/clubs/ksss/sailings',
    );
    expect(screen.getByRole('link', { name: 'Banor' })).toHaveAttribute(
      'href',
      '/clubs/ksss/courses',
    );
  });

  it('names the lifecycle buttons as the sailing page shows them', () => {
    renderWithProviders(<RaceOfficerGuide club="ksss" />);
    for (const action of ['publish', 'start', 'finish', 'verify', 'reopen'] as const) {
      expect(screen.getAllByText(LIFECYCLE_ACTION_LABELS[action]).length).toBeGreaterThan(0);
    }
    // The Målgång page is there: the guide says where to find it and what a tap does.
    expect(screen.queryByText(/kommer i nästa version/)).not.toBeInTheDocument();
    expect(screen.getByText(/förs in på fliken/)).toHaveTextContent(
      'Måltider och koder (till exempel DNF) förs in på fliken Målgång i seglingen. Tryck på båtens knapp Mål när den går i mål',
    );
  });
});
