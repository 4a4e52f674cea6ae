import { describe, expect, it } from 'vitest';
import type { ResultCompetitorRow, ResultGroupRow } from '../results/results-repository.ts';
import { scoreSeriesBoats } from '../results/series-scoring.ts';
import { presentSailwaveSeries, type ExportSailing } from './sailwave-export-presenter.ts';
import type { ExportSeriesRow } from './sailwave-export-repository.ts';

const series: ExportSeriesRow = {
  id: 7,
  club_id: 1,
  name: 'Vårserien',
  description: '',
  // One discard from two races sailed: which race is discarded shows the scores' race.
  discard_thresholds: '[2]',
  dnf_scoring: 'series_entries',
  dnf_points: null,
  rules_edition: '2025',
  round_corrected: 'none',
  scp_places: null,
  penalty_on_tie: 'tied_score',
  club_name: 'Segelsällskapet Bris',
  has_published_sailing: true,
};

/** Four sailings: sailed, called off, sailed, not sailed yet. */
const sailings: ExportSailing[] = [
  {
    id: 11,
    name: 'Onsdag 1',
    start_date: '2026-05-06',
    start_time: '18:30:00',
    status: 'finished',
  },
  {
    id: 12,
    name: 'Onsdag 2',
    start_date: '2026-05-13',
    start_time: '18:30:00',
    status: 'cancelled',
  },
  {
    id: 13,
    name: 'Onsdag 3',
    start_date: '2026-05-20',
    start_time: '18:30:00',
    status: 'finished',
  },
  { id: 14, name: 'Onsdag 4', start_date: '2026-05-27', start_time: null, status: 'upcoming' },
];

function group(id: number, sailingId: number): ResultGroupRow {
  return {
    id,
    sailing_id: sailingId,
    name: 'SRS kölbåt',
    start_time: '18:30:00',
    handicap: 'srs',
    start_type: 'common',
    position: 0,
    lists: [],
  };
}

function entry(id: number, groupRow: ResultGroupRow, name: string, finish: string) {
  return {
    id,
    sailing_id: groupRow.sailing_id,
    start_group_id: groupRow.id,
    name,
    boat_name: name === 'Anna' ? 'Vågspel' : 'Bris',
    boat_type: 'Express',
    sail_number: name === 'Anna' ? 'SWE 1' : 'SWE 2',
    rating: 1,
    start: null,
    finish_time: finish,
    elapsed_time: null,
    finish_position: null,
    code: null,
    code_points: null,
    redress_method: null,
    sailor_id: null,
    reported_finish: null,
    reported_note: '',
    reported_at: null,
    report_status: null,
    protest_id: null,
    protest_number: null,
    categories: [],
  } satisfies ResultCompetitorRow;
}

describe('presentSailwaveSeries', () => {
  // Only the scored sailings have start groups and entries; the export scores those alone.
  const groups = [group(1, 11), group(3, 13)];
  const competitors = [
    entry(1, groups[0]!, 'Anna', '19:30:00'),
    entry(2, groups[0]!, 'Bo', '19:35:00'),
    entry(3, groups[1]!, 'Anna', '19:40:00'),
    entry(4, groups[1]!, 'Bo', '19:35:00'),
  ];
  const scoredSailings = sailings.filter((sailing) => sailing.status !== 'cancelled');
  const { scored } = scoreSeriesBoats(series, scoredSailings, groups, competitors);
  const model = presentSailwaveSeries({
    series,
    sailings,
    groups,
    competitors,
    clubs: new Map(),
    scored,
  });

  it('makes every sailing a race in order, with its status, a race not sailed too', () => {
    expect(model.races.map((race) => [race.name, race.date, race.status, race.sailed])).toEqual([
      ['Onsdag 1', '2026-05-06', 'finished', true],
      ['Onsdag 2', '2026-05-13', 'cancelled', false],
      ['Onsdag 3', '2026-05-20', 'finished', true],
      ['Onsdag 4', '2026-05-27', 'upcoming', false],
    ]);
  });

  it('keeps the start time of a sailing without start groups as a start for everybody', () => {
    expect(model.races[0]!.starts).toEqual([
      { fleet: 'SRS kölbåt', time: '18:30:00', entry: 'time' },
    ]);
    expect(model.races[1]!.starts).toEqual([{ fleet: null, time: '18:30:00', entry: 'time' }]);
    expect(model.races[3]!.starts).toEqual([]);
  });

  it("puts each boat's scores in the race of their sailing, none in a race not sailed", () => {
    const anna = model.competitors.find((competitor) => competitor.helmName === 'Anna')!;
    expect(anna.results).toHaveLength(4);
    expect(anna.results[1]).toBeNull();
    expect(anna.results[3]).toBeNull();
    // First in Onsdag 1, second (and discarded) in Onsdag 3, the third race of the file.
    expect(anna.results[0]).toMatchObject({ points: 1, discarded: false });
    expect(anna.results[2]).toMatchObject({ points: 2, discarded: true });
    expect([anna.total, anna.nett]).toEqual([3, 1]);
    const bo = model.competitors.find((competitor) => competitor.helmName === 'Bo')!;
    expect(bo.results.map((result) => result?.points ?? null)).toEqual([2, null, 1, null]);
    expect(bo.results[0]).toMatchObject({ discarded: true });
  });
});
