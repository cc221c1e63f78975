import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAILER = Symbol('MAILER');

/** Sends through an SMTP server (`TIS_SMTP_URL`, e.g. smtp://user:pass@mail.example.com:587). */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    this.transport = createTransport(url);
  }

  async send(mail: Mail): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
  }
}

/**
 * The embedded default has no mail server: each mail is written as an .eml file under
 * `<data dir>/mail`, where an operator (or a test) can open it.
 */
export class FileMailer implements Mailer {
  private readonly transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(mail: Mail): Promise<void> {
    const info = await this.transport.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text });
    await mkdir(this.dir, { recursive: true });
    const safeTo = mail.to.replace(/[^A-Za-z0-9@._-]/g, '_');
    await writeFile(join(this.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${safeTo}.eml`), info.message);
  }
}
