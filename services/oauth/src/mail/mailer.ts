import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAILER = Symbol('MAILER');

/** nodemailer is loaded with the first mail (password resets are rare), not at start: idle memory (bench S8). */
async function smtpTransport(url: string): Promise<Transporter> {
  const { createTransport } = await import('nodemailer');
  return createTransport(url);
}

async function fileTransport(): Promise<Transporter<StreamTransport.SentMessageInfo>> {
  const { createTransport } = await import('nodemailer');
  return createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
}

/** Sends through an SMTP server (`TIS_SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(
    private readonly url: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.transport ??= smtpTransport(this.url);
    await (await this.transport).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/**
 * The embedded default has no mail server: each mail is written as an .eml file under
 * `<data dir>/mail`, where an operator (or a test) can open it.
 */
export class FileMailer implements Mailer {
  private transport: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    this.transport ??= fileTransport();
    const info = await (await this.transport).sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    await mkdir(this.dir, { recursive: true });
    const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
    await writeFile(join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), info.message);
  }
}
