import {
  DECISION_OUTCOME_LABELS,
  PROTEST_KIND_LABELS,
  type DecisionOutcome,
  type ProtestKind,
} from '@segla/core/board';
import { formatDate } from '@segla/core/format';
import type { MailMessage } from '../../mail/mail-transport.ts';

/**
 * Swedish mails to a protest's parties (docs/product.md §17, §14): the hearing, each time it is
 * set, and the decision. The link goes to the sailing's notice board.
 */

/** What the mails say about the protest and where it is. */
export interface ProtestMailContext {
  kind: ProtestKind;
  number: number;
  sailingName: string;
  /** `${PUBLIC_URL}/clubs/<slug>/sailings/<id>/board`. */
  boardUrl: string;
}

/** "Protest 2 – Onsdagssegling 3": the subject's name of the protest. */
export function protestTitle(context: ProtestMailContext): string {
  return `${PROTEST_KIND_LABELS[context.kind]} ${context.number} – ${context.sailingName}`;
}

/** A hearing time 'YYYY-MM-DDTHH:MM' (Stockholm) in words: "ons 10 juni 2026 kl. 20:30". */
export function hearingTimeWords(at: string): string {
  const [date = '', time = ''] = at.split('T');
  return `${formatDate(date)} kl. ${time}`;
}

const closing = ['', 'Hälsningar,', 'Segla'];

/** To a party: the hearing is set (or moved) to this time and place. */
export function hearingMail(
  to: string,
  context: ProtestMailContext,
  hearing: { at: string; place: string },
): MailMessage {
  const title = protestTitle(context);
  return {
    to,
    subject: `Förhandling: ${title}`,
    text: [
      'Hej!',
      '',
      `Förhandlingen om ${PROTEST_KIND_LABELS[context.kind].toLowerCase()} ${context.number} i`,
      `seglingen "${context.sailingName}" är utlyst:`,
      '',
      `Tid: ${hearingTimeWords(hearing.at)}`,
      `Plats: ${hearing.place}`,
      '',
      'Du får mailet som part i ärendet. Allt om det finns på seglingens anslagstavla:',
      context.boardUrl,
      ...closing,
    ].join('\n'),
  };
}

/** To a party: the decision, with what it gave each boat. */
export function decisionMail(
  to: string,
  context: ProtestMailContext,
  decision: { outcome: DecisionOutcome; penalties: readonly string[] },
): MailMessage {
  const title = protestTitle(context);
  return {
    to,
    subject: `Beslut: ${title}`,
    text: [
      'Hej!',
      '',
      `Protestkommittén har avgjort ${PROTEST_KIND_LABELS[context.kind].toLowerCase()}`,
      `${context.number} i seglingen "${context.sailingName}":`,
      '',
      `Beslut: ${DECISION_OUTCOME_LABELS[decision.outcome]}`,
      ...(decision.penalties.length > 0 ? ['', ...decision.penalties] : []),
      '',
      'Fakta, slutsatser och regler finns i beslutet på seglingens anslagstavla:',
      context.boardUrl,
      ...closing,
    ].join('\n'),
  };
}
