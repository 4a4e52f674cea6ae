import type { MailMessage, MailTransport } from '../../src/mail/mail-transport.ts';

/** A mail transport that keeps what it is given, standing in for the SMTP server. */
export class MemoryMailTransport implements MailTransport {
  readonly sent: (MailMessage & { from: string })[] = [];
  /** Sends fail while this is above zero (counting down), to test retries. */
  failNext = 0;

  send(from: string, message: MailMessage): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      return Promise.reject(new Error('SMTP unavailable (test)'));
    }
    this.sent.push({ from, ...message });
    return Promise.resolve();
  }

  close(): void {}
}
