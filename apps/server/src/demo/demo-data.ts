/**
 * Fictional demo content: clubs, people and boats invented for Segla's demo. The SRS figures
 * are example values of a plausible size, NOT official SRS ratings (those come from the
 * Svenska Seglarförbundet's own list and change every year).
 */

import type { ClubRole } from '@segla/core/club';

export const DEMO_PASSWORD = 'Segla-demo-2026';
export const DEMO_EMAIL_DOMAIN = 'demo.segla.se';

export interface DemoClub {
  slug: string;
  name: string;
  shortName: string;
  city: string;
  website: string;
  description: string;
  courses: { name: string; description: string; lengthNm: number }[];
}

export const demoClubs: DemoClub[] = [
  {
    slug: 'bris',
    name: 'Segelsällskapet Bris',
    shortName: 'SS Bris',
    city: 'Nacka',
    website: 'https://bris.example',
    description: 'Onsdagsseglingar i Baggensfjärden sedan 1952. Alla båtar är välkomna.',
    courses: [
      {
        name: 'Bana A – Baggensfjärden runt',
        description: 'Start vid Tollare, runda Ormholmen om babord.',
        lengthNm: 6.5,
      },
      {
        name: 'Bana B – Kort kryss',
        description: 'Kryss–läns två varv mellan bojarna.',
        lengthNm: 4.2,
      },
      { name: 'Bana C – Distans', description: 'Runt Skogsö och tillbaka.', lengthNm: 11 },
    ],
  },
  {
    slug: 'vastra-fjarden',
    name: 'Västra Fjärdens Kappseglare',
    shortName: 'VFK',
    city: 'Göteborg',
    website: 'https://vfk.example',
    description: 'Kappsegling i skärgården utanför Långedrag, tisdagar i maj–september.',
    courses: [
      {
        name: 'Bana 1 – Vinga sund',
        description: 'Start utanför hamnen, runda Knippla.',
        lengthNm: 7.8,
      },
      { name: 'Bana 2 – Inomskärs', description: 'Skyddad bana för blåsiga kvällar.', lengthNm: 5 },
    ],
  },
  {
    slug: 'malarvik',
    name: 'Mälarviks Båtklubb',
    shortName: 'MBK',
    city: 'Västerås',
    website: 'https://malarvik.example',
    description: 'Båtklubb vid Mälaren med jolle- och kölbåtsseglingar.',
    courses: [
      { name: 'Fjärdbanan', description: 'Triangelbana på Västeråsfjärden.', lengthNm: 5.5 },
    ],
  },
];

/** name, srs, srs without flying sails, shorthanded, shorthanded without flying sails. */
export const demoBoatModels: [string, number, number | null, number | null, number | null][] = [
  ['Albin Vega', 0.857, 0.823, 0.839, 0.808],
  ['Albin Express', 0.914, 0.877, 0.892, 0.859],
  ['IF-båt', 0.803, 0.803, 0.788, 0.788],
  ['H-båt', 0.871, 0.836, 0.852, 0.82],
  ['Folkbåt', 0.793, 0.793, 0.778, 0.778],
  ['Maxi 77', 0.846, 0.811, 0.83, 0.797],
  ['Maxi 95', 0.903, 0.866, 0.884, 0.85],
  ['Scampi 30', 0.889, 0.852, 0.871, 0.837],
  ['Laser 28', 0.951, 0.912, 0.93, 0.894],
  ['J/24', 0.929, 0.889, 0.91, 0.873],
  ['X-79', 0.938, 0.9, 0.917, 0.882],
  ['Linjett 30', 0.936, 0.897, 0.916, 0.88],
  ['Comfort 30', 0.872, 0.837, 0.856, 0.822],
  ['Mamba 29', 0.918, 0.881, 0.899, 0.865],
  ['First 31.7', 0.962, 0.922, 0.941, 0.904],
  ['Arcona 340', 1.004, 0.963, 0.982, 0.944],
  ['Dehler 34', 0.99, 0.95, 0.969, 0.932],
  ['Hallberg-Rassy 31', 0.858, 0.824, 0.843, 0.81],
  ['Sunwind 27', 0.842, 0.808, 0.826, 0.794],
  ['J/109', 1.047, 1.004, 1.023, 0.985],
  ['Archambault A27', 1.012, 0.97, 0.99, 0.951],
  ['Omega 36', 0.953, 0.914, 0.933, 0.897],
];

/** The demo sailors' names; the national data set (demo/scale) starts from them too. */
export const firstNames = [
  'Anna',
  'Erik',
  'Karin',
  'Lars',
  'Maria',
  'Johan',
  'Eva',
  'Anders',
  'Sara',
  'Per',
  'Lena',
  'Mikael',
  'Ingrid',
  'Fredrik',
  'Sofia',
  'Magnus',
  'Åsa',
  'Björn',
  'Elin',
  'Gustav',
  'Märta',
  'Olof',
  'Linnéa',
  'Henrik',
  'Ylva',
];
export const lastNames = [
  'Lindqvist',
  'Berg',
  'Sjöberg',
  'Holm',
  'Ek',
  'Strand',
  'Nyström',
  'Åberg',
  'Wikström',
  'Dahl',
  'Hägg',
  'Lund',
  'Östlund',
  'Forsberg',
  'Sandberg',
  'Blom',
  'Falk',
  'Engström',
  'Söderlund',
  'Kvist',
  'Ahlgren',
  'Norén',
  'Björk',
  'Lövgren',
  'Hedlund',
];
/** The demo boats' names; the national data set (demo/scale) starts from them too. */
export const boatNames = [
  'Vinga',
  'Sjöfröken',
  'Bris',
  'Måsen',
  'Tärnan',
  'Albatross',
  'Kajsa',
  'Frida',
  'Vågspel',
  'Havsörn',
  'Kvällsbris',
  'Silverpilen',
  'Skärgårdsflickan',
  'Nordan',
  'Solvind',
  'Ejdern',
  'Tranan',
  'Vindil',
  'Sjöstjärnan',
  'Blåsut',
  'Lyckan',
  'Kobben',
  'Ankaret',
  'Svalan',
  'Strömming',
];

export interface DemoBoat {
  skipper: { firstName: string; lastName: string };
  boatName: string;
  model: string;
  sailNumber: string;
}

/** 25 skippers and their boats; the first five IF-boats sail in the one-design group. */
export function demoBoats(): DemoBoat[] {
  const keelboatModels = demoBoatModels.map(([name]) => name).filter((name) => name !== 'IF-båt');
  return firstNames.map((firstName, i) => ({
    skipper: { firstName, lastName: lastNames[i] ?? 'Berg' },
    boatName: boatNames[i] ?? `Båt ${i + 1}`,
    model: i < 5 ? 'IF-båt' : (keelboatModels[(i * 7) % keelboatModels.length] ?? 'Albin Vega'),
    sailNumber: `SWE ${String(100 + ((i * 37) % 900))}`,
  }));
}

/**
 * The demo's officials (issue 29): demo sailors of a club, with accounts of their own, who hold a
 * role in it. Each is one of the skippers of `demoBoats`.
 */
export const demoOfficials: readonly {
  firstName: string;
  lastName: string;
  clubSlug: string;
  role: ClubRole;
}[] = [
  { firstName: 'Lena', lastName: 'Hägg', clubSlug: 'bris', role: 'race_officer' },
  { firstName: 'Johan', lastName: 'Strand', clubSlug: 'bris', role: 'club_admin' },
];

/**
 * The demo club Bris's prize categories (issue 32; docs/product.md §21), in its order: Dam is
 * ticked on the entries of its women skippers (`demoDamSkippers`), Junior and Veteran read the
 * birth years of `demoBirthYears`. Fixed years keep the demo the same every day.
 */
export const demoPrizeCategories = [
  { name: 'Dam', rule: 'entry_flag', born_from: null, born_until: null },
  { name: 'Junior', rule: 'birth_year', born_from: 2006, born_until: null },
  { name: 'Veteran', rule: 'birth_year', born_from: null, born_until: 1966 },
] as const;

/** The Bris skippers whose entries tick Dam (by first name, of `demoBoats`). */
export const demoDamSkippers: readonly string[] = ['Anna', 'Karin', 'Maria', 'Sara', 'Ingrid'];

/** Birth years of some demo skippers (by first name): two juniors, two veterans, two between. */
export const demoBirthYears: Readonly<Record<string, number>> = {
  Anna: 2007,
  Erik: 1958,
  Karin: 1984,
  Lars: 1963,
  Sara: 2008,
  Per: 1979,
};
