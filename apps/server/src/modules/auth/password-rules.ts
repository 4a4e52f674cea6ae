import { dictionary } from '@zxcvbn-ts/language-common';

/** Swedish passwords that lists built from English-language leaks miss. */
const swedishCommon = [
  'lösenord',
  'losenord',
  'lösenord1',
  'lösenord123',
  'sommar',
  'sommar123',
  'sommaren',
  'hejsan',
  'hejsan123',
  'hejhej',
  'hejhej123',
  'segling',
  'segling1',
  'segla123',
  'seglare',
  'sverige',
  'sverige1',
  'stockholm',
  'göteborg',
  'goteborg',
  'kärlek',
  'karlek',
  'fotboll',
  'qwertyuiopå',
  'abc123abc',
];

let commonPasswords: Set<string> | undefined;

function isCommon(password: string): boolean {
  commonPasswords ??= new Set([...dictionary['passwords-common'], ...swedishCommon]);
  return commonPasswords.has(password.toLowerCase());
}

/** Longest common subsequence length; inputs are short (≤ 254 characters). */
function lcsLength(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      current[j] =
        a[i - 1] === b[j - 1]
          ? (previous[j - 1] ?? 0) + 1
          : Math.max(previous[j] ?? 0, current[j - 1] ?? 0);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/** Similarity 0–1 in the manner of difflib's ratio: 2·matches / total length. */
function similarity(a: string, b: string): number {
  if (a.length === 0 || b.length === 0) return 0;
  return (2 * lcsLength(a, b)) / (a.length + b.length);
}

const MAX_SIMILARITY = 0.7;

function isTooSimilarToEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.toLowerCase();
  const [local = ''] = address.split('@');
  const parts = [address, local, ...address.split(/[^\p{L}\p{N}]+/u)].filter((p) => p.length >= 3);
  return parts.some((part) => similarity(lower, part) >= MAX_SIMILARITY);
}

/**
 * The password rules of docs/product.md §7 that need more than the shared schema: not a common
 * password, not too similar to the e-mail address. Returns Swedish messages; empty means ok.
 */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (isTooSimilarToEmail(password, email)) {
    problems.push('Lösenordet är för likt e-postadressen.');
  }
  if (isCommon(password)) {
    problems.push('Lösenordet är för vanligt. Välj ett som är svårare att gissa.');
  }
  return problems;
}
