import type { MailMessage } from '../../mail/mail-transport.ts';

/**
 * To the club account staff created in the admin area (issue 13, docs/product.md §14): choose a
 * password through the link (the reset link, valid 24 hours, single use), then sign in.
 */
export function clubAccountMail(input: {
  to: string;
  clubName: string;
  link: string;
  publicUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `${input.clubName} har fått ett klubbkonto på Segla`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har nu ett klubbkonto på Segla. Med kontot lägger klubben in`,
      'seglingar, serier, banor och deltagare, tar tid vid målgång och publicerar resultat.',
      '',
      'Öppna länken nedan för att välja lösenord till kontot. Länken gäller i 24 timmar och kan',
      'bara användas en gång.',
      '',
      input.link,
      '',
      `Logga sedan in på ${input.publicUrl} med e-postadressen ${input.to}.`,
      'Har länken gått ut kan du begära en ny med "Glömt ditt lösenord?" när du loggar in.',
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}
