/**
 * What a new Sailwave 2.38 series holds before anything is entered, taken from the real files in
 * fixtures/conformance/sailwave (scoring-config/a52.blw): the series settings, one scoring system
 * (RRS Appendix A, low point) with its codes, and the list's columns. The writer fills in what
 * Segla knows (names, discards, A5.2/A5.3, rules edition, rating systems); the rest is Sailwave's
 * own default, so the file opens as one the club made itself (docs/product.md §16).
 */

/** Series settings (`ser…`) in the order Sailwave writes them; name, venue and ids are added. */
export const SERIES_DEFAULTS: readonly (readonly [string, string])[] = [
  ['serallowfixedflights', '0'],
  ['sersocial', '0'],
  ['serversion', '2.38.02'],
  ['serisaflink', 'www.sailing.org/sailor?ref=*'],
  ['serisafpub', '1'],
  ['serflagslink', 'http://www.sailwave.com/flags/small/*.jpg'],
  ['serflagspub', '0'],
  ['serflagstext', '0'],
  ['serhidediscards', '0'],
  ['sernodiscardformat', '0'],
  ['serhidefields', '0'],
  ['sersep', '0'],
  ['serseprow', '0'],
  ['serpubpbreak', '0'],
  ['serpubfirstn', '0'],
  ['serdatespec', 'd-m-y'],
  ['serpubincludecodes', '0'],
  ['serpubincludecontents', '0'],
  ['serincludelaps', '0'],
  ['serincludestarttimes', '0'],
  // Segla's results show finish and corrected times; a club's Sailwave page would too.
  ['serincludefinishtimes', '1'],
  ['serincludecorrected', '1'],
  ['serincludedncs', '0'],
  ['serincludespeed', '0'],
  ['serincludeewin', '0'],
  ['serincluderwin', '0'],
  ['serpubincluderaces', '2'],
  ['serpubincluderaces2', '2'],
  ['serpubincludenotes', '0'],
  ['serpubincludeseries', '0'],
  ['serpubincludeprizes', '0'],
  ['serpubincludedates', '1'],
  ['serpubincludetimes', '0'],
  ['serpubstartcols', '0'],
  ['serhidepropbar', '0'],
  ['serpropbarwidth', '120'],
  ['serpropbartree', '0'],
  ['serdoscripts', '0'],
  ['serhideexcluded', '0'],
  ['serhideunsailed', '0'],
  ['sereventburgee', 'https://www.sailwave.com/results/swlogo30.jpg'],
  ['servenueburgee', 'https://www.sailwave.com/results/swlogo30.jpg'],
  ['serpoponofftitle', 'Sign On/Off Declaration'],
  ['serpoponoffcolumns', 'Sign On, Sign Off'],
  ['serentrytitle', 'Competitor List'],
  ['serentrycolumns', 'Extra Col 1,Extra Col 2'],
  ['serdecalttitle', 'Declaration of Alternative Penalties'],
  [
    'serdecaltcolumns',
    'Date, Race, Class/SailNo, Description of Incident, Alternative Penalty (e.g. 720),Initials',
  ],
  ['serdecaltrows', '25'],
  ['sernoticetitle', 'Competitor Notice'],
  ['seronofftitle', 'Sign On/Off Declaration'],
  ['seronoffcolumns', 'Date, Class/SailNo, Sign On, Sign Off'],
  ['seronoffrows', '80'],
  ['serdecrettitle', 'Declaration of Retirements'],
  ['serdecretcolumns', 'Date, Race, Class/SailNo, Ret Code, Initials'],
  ['serdecretrows', '25'],
  ['serpubincluderacetables', '1'],
];

/** Settings written after the event's name and venue. */
export const SERIES_TRAILER: readonly (readonly [string, string])[] = [['serpubflightrace', '1']];

/** The list's sorting and font (after `serscoringhandle`). */
export const SERIES_LIST_SETTINGS: readonly (readonly [string, string])[] = [
  ['sersortcol', '2'],
  ['sersortcol2', '2'],
  ['sersortdir', '1'],
  ['sersortdir2', '1'],
  ['serlistface', 'Arial'],
  ['serlistsize', '10'],
  ['serlistcolour', '0'],
  ['serelapsedview', '1'],
];

/** The `scrfollow…` switches: what a child system takes from its parent. */
export const FOLLOW_KEYS = [
  'scrfollowchamp',
  'scrfollowmedal',
  'scrfollowcodes',
  'scrfollowratingsystem',
  'scrfollowratingmode',
  'scrfollowpointssystem',
  'scrfollowcoefficients',
  'scrfollowcustomexprs',
  'scrfollowseriesties',
  'scrfollowoverallpoints',
  'scrfollowdiscards',
  'scrfollowraceties',
  'scrfollowflights',
  'scrfollowpointsplaces',
  'scrfollowqualification',
] as const;

/** Appendix A's ties and points (RRS A7, A8), before the settings the writer fills in. */
export const SCORING_HEAD: readonly (readonly [string, string])[] = [
  ['scrtie3', 'No'],
  ['scrtie0', 'No'],
  ['scrtie1', 'Yes'],
  ['scrincludediscards', 'No'],
  ['scrtie2', 'Yes'],
  ['scrtie2back', 'No'],
  ['scrtie2starts', 'No'],
  ['scrtiefinals', 'No'],
  ['scrraceties', 'Averaged'],
  ['scrpointsplaces', '1'],
];

/** After `scrratingsystem`, up to the discard list. */
export const SCORING_MIDDLE: readonly (readonly [string, string])[] = [
  ['scrratingvalue', 'No'],
  ['scrwindstrengths', '0-1,2-3,4,5-9'],
  ['scrupdateratings', 'No'],
  ['scrbackcalcpercent', '0'],
];

/** After the discard list: no flights, finals or medal race. */
export const SCORING_TAIL: readonly (readonly [string, string])[] = [
  ['scrflights', 'No'],
  ['scrfinals', 'No'],
  ['scrfinalsstickyq', 'No'],
  ['scrfinalsfirst', '0'],
  ['scrlowweight', 'Yes'],
  ['scrmedal', 'No'],
  ['scrmedalrace', '3'],
  ['scrmedalyesnotdiscardable', 'Yes'],
  ['scrmedalyesmultiply', 'Yes'],
  ['scrmedalyestie', 'Yes'],
  ['scrmedalnonotdiscardable', 'Yes'],
  ['scrmedalnomultiply', 'Yes'],
  ['scrmedalnotie', 'Yes'],
  ['scrmedalmax', '10'],
];

/** A code definition: name, method, its value, and the flags Sailwave keeps beside them. */
export interface CodeDefinition {
  code: string;
  method: string;
  value: string;
  /** The ten fields after the value ("Yes|Yes|||spare|…|No"), as Sailwave writes them. */
  flags: string;
  /** The flags after the system's handle (one empty field, then the description). */
  description: string;
}

/** Where the DNF score is counted from: RRS A5.2 (series entries) or A5.3 (starting area). */
export const DNF_METHOD = { series: 'Boats in series +', race: 'Boats in race +' } as const;

/**
 * The codes of a new Sailwave series (RRS A11 and the usual extras), in its order. DNF's method
 * is the series' A5.2/A5.3 choice; the codes that score like DNF follow it, DNC always counts
 * the series' entries (as Segla's scoring does under both).
 */
export const CODE_DEFINITIONS: readonly CodeDefinition[] = [
  code(
    'BFD',
    'Score like',
    'DNF',
    'Yes|Yes',
    'No|No|No',
    'Black flag disqualification under rule 30.4',
  ),
  code(
    'DGM',
    'Score like',
    'DSQ',
    'No|Yes',
    'Yes|Yes|No',
    'Disqualification not excludable under rule 69.1(b)(2)',
  ),
  code('DNC', DNF_METHOD.series, '1', 'Yes|No', 'No|No|No', 'Did not come to the starting area'),
  code(
    'DNE',
    'Score like',
    'DSQ',
    'No|Yes',
    'Yes|Yes|No',
    'Disqualification (other then DGM) not excludable under rule 90.3(b)',
  ),
  code('DNF', DNF_METHOD.series, '1', 'Yes|Yes', 'Yes|No|No', 'Started but did not finish'),
  code(
    'DNS',
    'Score like',
    'DNF',
    'Yes|Yes',
    'No|No|No',
    'Came to the start area but did not start',
  ),
  code('DPI1', 'Fixed penalty', '1', 'Yes|Yes', 'Yes|Yes|Yes', '1 point discretionary penalty'),
  code('DSQ', 'Score like', 'DNF', 'Yes|Yes', 'Yes|Yes|No', 'Disqualification'),
  code(
    'NSC',
    'Score like',
    'DNF',
    'Yes|Yes',
    'Yes|No|No',
    'A boat did not sail the course as defined rule A5.1',
  ),
  code(
    'OCS',
    'Score like',
    'DNF',
    'Yes|Yes',
    'No|No|No',
    'On course side at start or broke rule 30.1',
  ),
  code(
    'OOD',
    'Average (all)',
    '',
    'Yes|No',
    'Yes|Yes|No',
    'Race officer duty points scored as RDGa',
  ),
  code(
    'RDG',
    'Set points by hand',
    '',
    'Yes|Yes',
    'Yes|Yes|Yes',
    'Redress - points set by protest hearing',
  ),
  code(
    'RDGa',
    'Average (all)',
    '',
    'Yes|Yes',
    'Yes|Yes|Yes',
    'Redress - average points for all races except the race in question',
  ),
  code(
    'RDGb',
    'Average (before)',
    '',
    'Yes|Yes',
    'Yes|Yes|Yes',
    'Redress - average points for all races preceding the race in question',
  ),
  code('RET', 'Score like', 'DNF', 'Yes|Yes', 'Yes|No|No', 'Retired'),
  code(
    'SCP',
    'Percentage penalty DNF',
    '20',
    'Yes|Yes',
    'Yes|Yes|Yes',
    'Scoring penalty under rule 44.3',
  ),
  code(
    'UFD',
    'Score like',
    'DNF',
    'Yes|Yes',
    'No|No|No',
    'U flag disqualification under rule 30.3',
  ),
  code(
    'ZFP',
    'Percentage penalty DNF',
    '20',
    'Yes|Yes',
    'Yes|Yes|Yes',
    '20% penalty under rule 30.2',
  ),
];

/** A discretionary penalty of `points` (a DPI of Segla), as a fixed-penalty code. */
export function dpiDefinition(name: string, points: string): CodeDefinition {
  return code(
    name,
    'Fixed penalty',
    points,
    'Yes|Yes',
    'Yes|Yes|Yes',
    `${points} point discretionary penalty`,
  );
}

function code(
  name: string,
  method: string,
  value: string,
  head: string,
  tail: string,
  description: string,
): CodeDefinition {
  return {
    code: name,
    method,
    value,
    flags: `${head}|||spare|spare|spare|spare|${tail}`,
    description,
  };
}

/** The people columns Sailwave has for every crew position, each with the same eleven fields. */
const ROLES = [
  'Skipper',
  'Tactician',
  'Navigator',
  'Bowman',
  'Mast',
  'Pit',
  'Maintrim',
  'Porttrim',
  'Startrim',
  'Portgrind',
  'Stargrind',
  'Owner',
  'Guest',
];
const ROLE_FIELDS = [
  'Name',
  'Id',
  'AgeGroup',
  'Email',
  'Website',
  'Sex',
  'MemberNo',
  'Phone',
  'Photo',
  'Address',
  'Notes',
];
/** Id of the first role column (Sailwave's numbering). */
const FIRST_ROLE_COLUMN = 48;

/**
 * The competitor list's columns (`column` records: kind|name|id|shown|printed|width|…). Shown:
 * what Segla fills in (rank, fleet, helm, boat, sail number, class, club, rating, totals).
 */
export function columnRecords(): string[] {
  const shown = (name: string, id: number) => `1|${name}|${id}|Yes|Yes|40||`;
  const hidden = (name: string, id: number, width = 40) => `1|${name}|${id}|No|No|${width}||`;
  const roles = ROLES.flatMap((role, r) =>
    ROLE_FIELDS.map((field, f) =>
      hidden(`${role}${field}`, FIRST_ROLE_COLUMN + r * ROLE_FIELDS.length + f),
    ),
  );
  return [
    hidden('AltSailNo', 15),
    shown('Boat', 12),
    hidden('BowNumber', 7),
    hidden('CarriedFwd', 207, 20),
    shown('Class', 13),
    shown('Club', 16),
    ...['Address', 'AgeGroup', 'Email', 'Id', 'MemberNo'].map((f, i) =>
      hidden(`Crew${f}`, [46, 39, 40, 38, 43][i]!),
    ),
    // Segla keeps no crew.
    hidden('CrewName', 18),
    ...['Notes', 'Phone', 'Photo', 'Sex', 'Website'].map((f, i) =>
      hidden(`Crew${f}`, [47, 44, 45, 42, 41][i]!),
    ),
    hidden('Division', 9),
    '1|Exclude|2|Yes|No|10|BLANK|',
    hidden('Fee', 198),
    shown('Fleet', 8),
    ...['Address', 'AgeGroup', 'Email', 'Id', 'MemberNo'].map((f, i) =>
      hidden(`Helm${f}`, [36, 29, 30, 28, 33][i]!),
    ),
    shown('HelmName', 17),
    ...['Notes', 'Phone', 'Photo', 'Sex', 'Website'].map((f, i) =>
      hidden(`Helm${f}`, [37, 34, 35, 32, 31][i]!),
    ),
    hidden('Medical', 5),
    '1|MedicalFlag|1|No|No|10|BLANK|',
    hidden('Nat', 23),
    shown('Nett', 210),
    hidden('NewRating', 20),
    hidden('Notes', 211),
    hidden('Paid', 199),
    hidden('Penalties', 208, 20),
    hidden('PrivateNotes', 212),
    shown('Rank', 4),
    shown('Rating', 19),
    shown('SailNo', 14),
    hidden('Status', 196),
    '1|Tally|6|Yes|No|40||',
    shown('Total', 209),
    '2||206|Yes|Yes|15||',
    '3||1000|Yes|No|40|BLANK|',
    '1|Alias|3|Yes|No|10|BLANK|',
    hidden('Flight', 10),
    hidden('Seeding', 11),
    hidden('WindRats', 21),
    hidden('Formula', 22),
    hidden('Platform', 24),
    hidden('Rig', 25),
    hidden('Sailmaker', 26),
    hidden('Foils', 27),
    ...roles,
    ...['District', 'Squad', 'Area', 'Region', 'Group'].map((f, i) => hidden(f, 191 + i)),
    hidden('Medalist', 197),
    ...['Sponsor', 'SponsorWebsite', 'SponsorEmail', 'Team', 'TeamWebsite', 'TeamEmail'].map(
      (f, i) => hidden(f, 200 + i),
    ),
  ];
}
