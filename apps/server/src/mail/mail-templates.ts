import { CLUB_ROLE_LABELS, type ClubRole } from '@segla/core/club';
import type { MailMessage } from './mail-transport.ts';

/** Swedish mail texts (docs/product.md §14). Links are built from PUBLIC_URL by the caller. */
export function passwordResetMail(to: string, link: string): MailMessage {
  return {
    to,
    subject: 'Återställ ditt lösenord för Segla',
    text: [
      'Hej!',
      '',
      'Vi har fått en begäran om att återställa lösenordet för ditt konto på Segla.',
      'Öppna länken nedan för att välja ett nytt lösenord. Länken gäller i 24 timmar och kan',
      'bara användas en gång.',
      '',
      link,
      '',
      'Har du inte bett om detta kan du bortse från mailet; ditt lösenord är oförändrat.',
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}

/**
 * The lines of a mail to an account someone else made (a club's "Skapa konto", "Bjud in
 * funktionär"): choose your password through the link (24 hours, once), or ask for a new one.
 */
export function choosePasswordLines(link: string, email: string): string[] {
  return [
    'Öppna länken nedan för att välja ditt lösenord. Länken gäller i 24 timmar och kan bara',
    'användas en gång.',
    '',
    link,
    '',
    `Har länken gått ut kan du begära en ny med "Glömt ditt lösenord?" när du loggar in med`,
    `${email}.`,
  ];
}

/** A club role as the mails name it: "tävlingsledare", "klubbadministratör". */
function roleName(role: ClubRole): string {
  return CLUB_ROLE_LABELS[role].toLowerCase();
}

/**
 * To a sailor account that was given a club role (issue 29): it works at once, the next time
 * she opens Segla; the link goes to the club's page.
 */
export function officialRoleMail(input: {
  to: string;
  clubName: string;
  role: ClubRole;
  clubUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Du är nu ${roleName(input.role)} i ${input.clubName}`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har gjort dig till ${roleName(input.role)} på Segla. Rollen gäller`,
      'redan: logga in med ditt vanliga konto och öppna klubbens sida.',
      '',
      input.clubUrl,
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}

/**
 * To an address without an account that was given a club role (issue 29): a sailor account has
 * been made for it; choose a password through the link (the reset link, valid 24 hours, single
 * use), then sign in and open the club's page.
 */
export function officialInvitationMail(input: {
  to: string;
  clubName: string;
  role: ClubRole;
  link: string;
  clubUrl: string;
}): MailMessage {
  return {
    to: input.to,
    subject: `Du är inbjuden som ${roleName(input.role)} i ${input.clubName}`,
    text: [
      'Hej!',
      '',
      `${input.clubName} har bjudit in dig som ${roleName(input.role)} på Segla och skapat ett`,
      'seglarkonto åt dig med den här e-postadressen.',
      '',
      ...choosePasswordLines(input.link, input.to),
      '',
      'Klubbens sida, när du har loggat in:',
      input.clubUrl,
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}
