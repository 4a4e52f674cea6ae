/** RRS A8, series ties. */

/** What RRS A8 compares of a boat's series, all in tenths of points that count (weighted). */
export interface SeriesScores {
  /** Net score: total less excluded scores. */
  netTenths: number;
  /** Scores not excluded, in any order (A8.1: "no excluded scores shall be used"). */
  keptTenths: readonly number[];
  /** Scores of every race sailed, in race order, excluded ones included (A8.2). */
  raceTenths: readonly number[];
}

/**
 * Orders two boats' series: lower net first; on a tie RRS A8.1 (scores not excluded, each listed
 * best to worst, the tie broken at the first point of difference), then A8.2 (the last race, then
 * the next-to-last and so on, excluded scores included). Zero: no rule separates them.
 */
export function compareSeriesScores(a: SeriesScores, b: SeriesScores): number {
  if (a.netTenths !== b.netTenths) return a.netTenths - b.netTenths;
  const bestFirst = (scores: readonly number[]) => [...scores].sort((x, y) => x - y);
  const aBest = bestFirst(a.keptTenths);
  const bBest = bestFirst(b.keptTenths);
  for (let i = 0; i < Math.min(aBest.length, bBest.length); i += 1) {
    const difference = aBest[i]! - bBest[i]!;
    if (difference !== 0) return difference;
  }
  for (let offset = 1; offset <= Math.min(a.raceTenths.length, b.raceTenths.length); offset += 1) {
    const difference =
      a.raceTenths[a.raceTenths.length - offset]! - b.raceTenths[b.raceTenths.length - offset]!;
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * Ranks boats by `compareSeriesScores`. Boats no rule separates share a rank, and the next boat
 * ranks after all of them (1, 1, 3). Among equal ranks the input order is kept (`Array#sort` is
 * stable).
 */
export function rankSeries<T>(
  items: readonly T[],
  scoresOf: (item: T) => SeriesScores,
): { item: T; rank: number }[] {
  const sorted = items
    .map((item) => ({ item, scores: scoresOf(item) }))
    .sort((a, b) => compareSeriesScores(a.scores, b.scores));
  let rank = 1;
  return sorted.map((entry, position) => {
    if (position > 0 && compareSeriesScores(sorted[position - 1]!.scores, entry.scores) !== 0) {
      rank = position + 1;
    }
    return { item: entry.item, rank };
  });
}
