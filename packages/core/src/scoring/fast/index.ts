/**
 * The fast path of the scoring core (decisions 0037, 0047, 0054): `scoreRace` and `scoreSeries`
 * as the reference in the folder above gives them, computed on typed arrays and safe integers
 * with little garbage, so that a championship of 1,000 boats scores in the bench's time. It must
 * give exactly the reference's results and errors: `equals-reference.test.ts` checks that on
 * random series. Nothing outside this folder but `../index.ts` imports from it.
 */
export { scoreRace } from './score-race.ts';
export { scoreSeries } from './series-standings.ts';
