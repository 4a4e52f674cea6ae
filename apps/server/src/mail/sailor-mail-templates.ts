import { formatDate, formatPoints, ordinal } from '@segla/core/format';
import { formatKronor, formatSwishNumber } from '@segla/core/fees';
import type { SailorMailText } from './sailor-mail.ts';

/**
 * Swedish texts of the mail to sailors (docs/product.md §19). `queueSailorMail` adds the address
 * and the unsubscribe lines; links are built from PUBLIC_URL by the caller.
 */

const closing = ['', 'Hälsningar,', 'Segla'];

/** "Tärnan (SWE 100)"; the sail number alone when the boat has no name. */
function boatWords(boatName: string, sailNumber: string): string {
  if (boatName && sailNumber) return `${boatName} (${sailNumber})`;
  return boatName || sailNumber || 'din båt';
}

/** What an entry owes, as `GET /api/competitors/{id}/payment/` has it (payments module). */
export interface EntryFeeWords {
  amount: number;
  late: boolean;
  of: 'sailing' | 'series';
  /** The club's Swish number (digits), or null while it has none. */
  swishNumber: string | null;
  /** The Swish message naming the sailing (or series) and her sail number. */
  message: string;
}

/** To a sailor who entered herself ("Anmäl"): what, with which boat, and what to pay. */
export function entryConfirmationMail(input: {
  sailingName: string;
  clubName: string;
  startDate: string;
  seriesName: string | null;
  boatName: string;
  sailNumber: string;
  fee: EntryFeeWords | null;
  /** The sailing's Info page. */
  link: string;
}): SailorMailText {
  const { fee } = input;
  const feeLines: string[] = [];
  if (fee) {
    const what = fee.late ? 'Efteranmälningsavgiften' : 'Anmälningsavgiften';
    const covers = fee.of === 'series' ? ` (gäller hela serien "${input.seriesName ?? ''}")` : '';
    feeLines.push('', `${what} är ${formatKronor(fee.amount)}${covers}.`);
    if (fee.swishNumber) {
      feeLines.push(
        'Betala med Swish:',
        `  Swishnummer: ${formatSwishNumber(fee.swishNumber)}`,
        `  Belopp: ${formatKronor(fee.amount)}`,
        `  Meddelande: ${fee.message}`,
        'Klubben markerar anmälan som betald när betalningen har kommit in.',
      );
    } else {
      feeLines.push('Klubben berättar hur du betalar.');
    }
  }
  return {
    subject: `Du är anmäld: ${input.sailingName}`,
    text: [
      'Hej!',
      '',
      `Du är anmäld till ${input.sailingName}, ${formatDate(input.startDate)}, hos ${input.clubName}.`,
      ...(input.seriesName ? [`Seglingen ingår i serien ${input.seriesName}.`] : []),
      `Båt: ${boatWords(input.boatName, input.sailNumber)}`,
      ...feeLines,
      '',
      'Seglingen på Segla (där du också kan avanmäla dig fram till start):',
      input.link,
      ...closing,
    ].join('\n'),
  };
}

/**
 * To a Segla sailor a skipper lists in her crew (crew lists, issue 31): who asks, on which boat
 * and in what; "Bekräfta" through `confirmUrl`.
 */
export function crewInvitationMail(input: {
  skipperName: string;
  boatName: string;
  sailNumber: string;
  /** The sailing (or series) the entry is for. */
  eventName: string;
  clubName?: string;
  /** 'YYYY-MM-DD', when known. */
  startDate?: string | null;
  /** Where she confirms that she sails (a page of the web app). */
  confirmUrl: string;
}): SailorMailText {
  const when = input.startDate ? `, ${formatDate(input.startDate)}` : '';
  const where = input.clubName ? ` hos ${input.clubName}` : '';
  const skipper = input.skipperName || 'En skeppare';
  return {
    subject: `Inbjudan till besättningen på ${boatWords(input.boatName, input.sailNumber)}`,
    text: [
      'Hej!',
      '',
      `${skipper} har lagt till dig i besättningen på ${boatWords(input.boatName, input.sailNumber)}`,
      `i ${input.eventName}${when}${where}.`,
      '',
      'Bekräfta att du seglar med:',
      input.confirmUrl,
      '',
      'Seglar du inte med kan du bortse från mailet.',
      ...closing,
    ].join('\n'),
  };
}

/** Her line of a sailing's result: place (or code), points and the start group's size. */
export interface ResultWords {
  groupName: string;
  rank: number | null;
  code: string | null;
  points: number | null;
  groupSize: number;
}

/** "3:e av 12 i SRS kölbåt, 3 poäng"; a coded result: "DNF av 12 …". */
function resultLine(result: ResultWords): string {
  const place =
    result.rank !== null
      ? ordinal(result.rank)
      : result.code !== null
        ? result.code
        : 'Ej placerad';
  const points = result.points === null ? '' : `, ${formatPoints(result.points)} poäng`;
  return `${place} av ${result.groupSize} i ${result.groupName}${points}`;
}

/** To a sailor of a sailing just finished ("Avsluta"): her place and points. */
export function resultsPublishedMail(input: {
  sailingName: string;
  clubName: string;
  startDate: string;
  result: ResultWords;
  /** The sailing's result page. */
  link: string;
}): SailorMailText {
  return {
    subject: `Resultat: ${input.sailingName}`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har avslutat ${input.sailingName}, ${formatDate(input.startDate)}.`,
      '',
      `Ditt resultat: ${resultLine(input.result)}.`,
      '',
      'Resultatet kan ändras tills klubben har kontrollerat det. Hela resultatet:',
      input.link,
      ...closing,
    ].join('\n'),
  };
}

/** To a sailor of a sailing whose result the club marked verified ("Markera som kontrollerat"). */
export function resultsVerifiedMail(input: {
  sailingName: string;
  clubName: string;
  startDate: string;
  result: ResultWords;
  link: string;
}): SailorMailText {
  return {
    subject: `Kontrollerat resultat: ${input.sailingName}`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har kontrollerat resultatet av ${input.sailingName},`,
      `${formatDate(input.startDate)}.`,
      '',
      `Ditt resultat: ${resultLine(input.result)}.`,
      '',
      'Hela resultatet:',
      input.link,
      ...closing,
    ].join('\n'),
  };
}
