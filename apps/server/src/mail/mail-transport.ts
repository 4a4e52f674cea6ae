import { randomUUID } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on mail to sailors (issue 31). */
  headers?: Record<string, string> | null;
}

/** Where mail goes: an SMTP server, or .eml files when none is configured. */
export interface MailTransport {
  send(from: string, message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(from, message) {
      await transporter.sendMail({
        from,
        ...message,
        html: message.html ?? undefined,
        headers: message.headers ?? undefined,
      });
    },
    close: () => transporter.close(),
  };
}

/** Writes each mail as `<time>-<id>.eml` in `dir`; written whole, then renamed into place. */
export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(from, message) {
      const info = await transporter.sendMail({
        from,
        ...message,
        html: message.html ?? undefined,
        headers: message.headers ?? undefined,
      });
      await mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(':', '-');
      const name = `${stamp}-${randomUUID().slice(0, 8)}.eml`;
      const temporary = path.join(dir, `.${name}.tmp`);
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, path.join(dir, name));
    },
    close: () => transporter.close(),
  };
}
