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
