import { DOCUMENT_KIND_LABELS, type DocumentKind } from '@segla/core';
import type { MailMessage } from '../../mail/mail-transport.ts';

/** What a new posting's mail names (docs/product.md §14, §17). */
export interface NoticeMailInput {
  to: string;
  clubName: string;
  /** "seglingen" or "serien", and its name. */
  board: { kind: 'sailing' | 'series'; name: string };
  posting:
    | { kind: 'document'; documentKind: DocumentKind; title: string }
    | { kind: 'message'; title: string; text: string };
  /** The board's page: `${PUBLIC_URL}/clubs/<slug>/sailings/<id>/board` (series: `/series/`). */
  link: string;
}

/** The posting as the mail names it: its title, or "Meddelande" for an untitled notice. */
export function postingHeadline(posting: NoticeMailInput['posting']): string {
  return posting.title || 'Meddelande';
}

/**
 * To a sailor entered in the sailing (a series: in one of its sailings), once for each new
 * posting on its official notice board ("Anslagstavla"): the club, the title, a notice's text,
 * and the link to the board.
 */
export function newPostingMail(input: NoticeMailInput): MailMessage {
  const { posting, board } = input;
  const headline = postingHeadline(posting);
  const where = board.kind === 'sailing' ? 'seglingen' : 'serien';
  const body =
    posting.kind === 'document'
      ? [`${DOCUMENT_KIND_LABELS[posting.documentKind]}: ${posting.title}`]
      : [posting.title ? `Meddelande: ${posting.title}` : 'Meddelande:', '', posting.text];
  return {
    to: input.to,
    subject: `Nytt på anslagstavlan: ${headline} – ${board.name}`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har anslagit något nytt på den officiella anslagstavlan för ${where}`,
      `"${board.name}", där du är anmäld:`,
      '',
      ...body,
      '',
      'Läs det på anslagstavlan:',
      '',
      input.link,
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}
