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
  return compareRanked(toRanked(a, 0), toRanked(b, 0));
}

/** A boat's scores while ranking; her kept scores are sorted only if a tie needs them. */
interface Ranked extends SeriesScores {
  /** Position in the input: the order among boats no rule separates. */
  index: number;
  /** `keptTenths` best (lowest) first, once sorted. */
  bestFirst: number[] | null;
}

function toRanked(scores: SeriesScores, index: number): Ranked {
  const { netTenths, keptTenths, raceTenths } = scores;
  return { netTenths, keptTenths, raceTenths, index, bestFirst: null };
}

/** `compareSeriesScores`, sorting each boat's kept scores at most once. */
function compareRanked(a: Ranked, b: Ranked): number {
  if (a.netTenths !== b.netTenths) return a.netTenths - b.netTenths;
  a.bestFirst ??= [...a.keptTenths].sort((x, y) => x - y);
  b.bestFirst ??= [...b.keptTenths].sort((x, y) => x - y);
  for (let i = 0; i < Math.min(a.bestFirst.length, b.bestFirst.length); i += 1) {
    const difference = a.bestFirst[i]! - b.bestFirst[i]!;
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
 * ranks after all of them (1, 1, 3). Among equal ranks the input order is kept. Boats are sorted
 * by net points first; A8 looks at the scores of only those tied on net points.
 */
export function rankSeries<T>(
  items: readonly T[],
  scoresOf: (item: T) => SeriesScores,
): { item: T; rank: number }[] {
  const ranked = items.map((item, index) => ({ item, scores: toRanked(scoresOf(item), index) }));
  ranked.sort((a, b) => compareRanked(a.scores, b.scores) || a.scores.index - b.scores.index);
  let rank = 1;
  return ranked.map((entry, position) => {
    if (position > 0 && compareRanked(ranked[position - 1]!.scores, entry.scores) !== 0) {
      rank = position + 1;
    }
    return { item: entry.item, rank };
  });
}
