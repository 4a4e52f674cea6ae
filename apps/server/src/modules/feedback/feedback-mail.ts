import type { MailMessage } from '../../mail/mail-transport.ts';

/**
 * The copy of a feedback mailed to FEEDBACK_EMAIL (docs/product.md §14). The subject is one of the
 * form's fixed choices, so nothing the sender types reaches a mail header.
 */
export function feedbackMail(
  to: string,
  feedback: { id: number; subject: string; message: string; senderEmail: string | null },
  publicUrl: string,
): MailMessage {
  return {
    to,
    subject: `Feedback till Segla: ${feedback.subject}`,
    text: [
      'Hej!',
      '',
      `Någon har skickat feedback via formuläret på ${publicUrl}.`,
      '',
      `Ämne: ${feedback.subject}`,
      `Från: ${feedback.senderEmail ?? 'en besökare som inte var inloggad'}`,
      `Nummer: ${feedback.id}`,
      '',
      'Meddelande:',
      '',
      feedback.message,
      '',
      'All feedback finns också sparad i administrationen.',
      '',
      'Hälsningar,',
      'Segla',
    ].join('\n'),
  };
}
