import {
  listRatingProblem,
  MAX_RESULT_LISTS,
  RESULT_LIST_NAME_MAX,
  type ResultListKind,
} from '@segla/core/sailing';
import { SEGLA_LIST_NAME_KEY, type BlwFile } from './blw-file.ts';

type Fields = Map<string, string>;
type Competitor = BlwFile['competitors'][number];

/**
 * A Sailwave fleet of aliases that Segla imports as a further result list of another fleet's
 * start group (docs/product.md §16): Sailwave scores one boat in two fleets by entering her
 * twice, the second record an alias (`compalias`) of the first; Segla enters her once and ranks
 * her finishes in a second list (§12 "Fler resultatlistor").
 */
export interface AliasList {
  /** The list's name: the alias fleet's, or the one Segla wrote (clipped to a list name's length). */
  name: string;
  /** The alias fleet in the file. */
  fleet: string;
  /** The fleet of the primary records: the start group the list belongs to. */
  of: string;
  kind: ResultListKind;
  /** Primary competitor handle → her alias record. */
  aliases: Map<string, Competitor>;
}

/**
 * The fleets of the file that are lists of another fleet, by alias fleet name. A fleet is one
 * when every record in it is an alias of a record of one other fleet (no boat twice) and every
 * alias has the results of her primary, race by race, so the list ranks the same finishes.
 * Sailwave's rating system of the fleet gives the kind: none is "Först i mål" when the fleet
 * takes every boat of the other, else a time factor of 1 for the boats it takes (the same
 * ranking by elapsed time, among them only); PY a yardstick list; any other a time factor list.
 * Anything else (an alias fleet of mixed records, or of results of its own) stays a start group
 * of its own, with a warning.
 */
export function aliasLists(
  file: BlwFile,
  competitors: readonly Competitor[],
  fleetOf: (fields: Fields) => string,
  ratingSystemOf: (fleet: string) => string,
  warn: (text: string) => void,
): Map<string, AliasList> {
  const byHandle = new Map(competitors.map((c) => [c.handle, c]));
  const primaryOf = (c: Competitor) => byHandle.get(c.fields.get('compalias') ?? '0');
  const lists = new Map<string, AliasList>();
  const fleets = [...new Set(competitors.map((c) => fleetOf(c.fields)))];
  const names = new Map<string, Set<string>>();
  for (const fleet of fleets) {
    const members = competitors.filter((c) => fleetOf(c.fields) === fleet);
    const primaries = members.map(primaryOf);
    if (primaries.every((p) => p === undefined)) continue;
    const of = primaries[0] ? fleetOf(primaries[0].fields) : '';
    const aliases = new Map<string, Competitor>();
    let single = of !== fleet;
    members.forEach((member, i) => {
      const primary = primaries[i];
      const fits =
        primary !== undefined &&
        fleetOf(primary.fields) === of &&
        primaryOf(primary) === undefined &&
        !aliases.has(primary.handle);
      if (fits) aliases.set(primary.handle, member);
      else single = false;
    });
    // A file Segla wrote names the list; Sailwave's own, the fleet.
    const named = members.map((c) => c.fields.get(SEGLA_LIST_NAME_KEY)?.trim() ?? '').find(Boolean);
    const ownName = (named ?? fleet).trim().slice(0, RESULT_LIST_NAME_MAX).trim();
    const taken = names.get(of) ?? new Set<string>();
    const asOwnGroup = (why: string) =>
      warn(`Flottan ${fleet} är alias i Sailwave men importeras som en egen startgrupp: ${why}`);
    if (!single) {
      asOwnGroup('alla dess båtar är inte alias av båtar i en och samma andra flotta.');
      continue;
    }
    if (!sameResults(file, aliases)) {
      asOwnGroup('aliasen har andra resultat än båtarna de är alias av.');
      continue;
    }
    if (taken.has(ownName.toLowerCase()) || taken.size >= MAX_RESULT_LISTS) {
      asOwnGroup(`startgruppen ${of} har redan en lista med det namnet, eller för många listor.`);
      continue;
    }
    taken.add(ownName.toLowerCase());
    names.set(of, taken);
    const system = ratingSystemOf(fleet);
    const everyBoat = competitors.every(
      (c) => fleetOf(c.fields) !== of || primaryOf(c) !== undefined || aliases.has(c.handle),
    );
    const kind: ResultListKind =
      system === 'PY' ? 'yardstick' : system === 'None' && everyBoat ? 'scratch' : 'time_on_time';
    lists.set(fleet, { name: ownName, fleet, of, kind, aliases });
  }
  return lists;
}

/**
 * Whether every alias has her primary's result in every race she has one (what was entered, not
 * points): a race where no alias has a result is one where the list was not scored.
 */
function sameResults(file: BlwFile, aliases: ReadonlyMap<string, Competitor>): boolean {
  const keys = ['rft', 'rst', 'rcod', 'rele', 'rrecpos'];
  const entered = (fields: Fields | undefined) =>
    keys.map((key) => (fields?.get(key) ?? '').trim()).join('|');
  for (const [primary, alias] of aliases) {
    for (const race of file.races) {
      const other = file.results.get(`${alias.handle}|${race.handle}`);
      if (other === undefined || entered(other) === entered(undefined)) continue;
      if (entered(file.results.get(`${primary}|${race.handle}`)) !== entered(other)) return false;
    }
  }
  return true;
}

/**
 * A boat's rating in a list in one race: none in "Först i mål", 1 in a list of a fleet without a
 * rating system (see `aliasLists`), else the alias's race rating (`rrat`) or her own
 * (`comprating`), as the list's kind takes it (a PY number as it is); null when she has none
 * the kind accepts.
 */
export function aliasRating(
  list: AliasList,
  system: string,
  alias: Competitor | undefined,
  result: Fields | undefined,
  warn: (text: string) => void,
): number | null {
  if (list.kind === 'scratch' || alias === undefined) return null;
  if (system === 'None') return 1;
  const text = (result?.get('rrat') ?? '').trim() || (alias.fields.get('comprating') ?? '').trim();
  if (text === '') return null;
  const value = Number(text.replace(',', '.'));
  if (listRatingProblem(list.kind, value) !== null) {
    warn(`Ett tal i flottan ${list.name} (${text}) passar inte listan; båten får inget tal där.`);
    return null;
  }
  return value;
}
