import { formatDate } from '@segla/core/format';
import { choosePasswordLines } from '../../mail/mail-templates.ts';
import type { MailMessage } from '../../mail/mail-transport.ts';

/**
 * Swedish mails of `create-account` (docs/product.md §14): the invitation of a sailor whose account a
 * club created, with a link to choose a password, and the notice to a sailor who already had an
 * account and was linked to an entry.
 */

/** To a new account: choose a password through the link (valid 24 h, single use). */
export function competitorInvitationMail(input: {
  to: string;
  name: string;
  clubName: string;
  link: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.clubName} har skapat ett konto åt dig på Segla`,
    text: [
      input.name ? `Hej ${input.name}!` : 'Hej!',
      '',
      `${input.clubName} har skapat ett seglarkonto åt dig på Segla, där du ser dina seglingar,`,
      'serier och resultat.',
      '',
      ...choosePasswordLines(input.link, input.to),
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}

/** To an existing sailor account: an entry has been linked to it. */
export function competitorLinkedMail(input: {
  to: string;
  clubName: string;
  sailingName: string;
  startDate: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Din anmälan i ${input.sailingName} är kopplad till ditt konto`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har kopplat ditt seglarkonto till din anmälan i seglingen`,
      `"${input.sailingName}" (${formatDate(input.startDate)}). Du ser seglingen och`,
      'resultatet bland dina seglingar när du loggar in på Segla:',
      '',
      input.publicUrl,
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}
