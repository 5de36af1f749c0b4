/**
 * Outgoing mail: SMTP through nodemailer when SMTP_URL is set, otherwise the development outbox
 * (stored in the database, readable at /dev/mail and GET /api/dev/emails/).
 */
import nodemailer from 'nodemailer';
import type { Database, Db, Tx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';

/** A text attachment (the .ics of a booking); the same shape nodemailer takes. */
export interface MailAttachment {
  filename: string;
  content: string;
  /** The full MIME type, parameters included, e.g. `text/calendar; charset=utf-8; method=REQUEST`. */
  contentType: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Sends inside a database transaction, when sending is itself a database write (the development
   * outbox): the outbox worker then writes the mail and removes its row at once, so it is sent once.
   */
  sendInTransaction?(tx: Tx, message: MailMessage): Promise<void>;
}

export class OutboxMailer implements Mailer {
  constructor(
    private readonly database: Database,
    private readonly clock: Clock,
  ) {}

  send(message: MailMessage): Promise<void> {
    return this.sendInTransaction(this.database.db, message);
  }

  async sendInTransaction(db: Db | Tx, message: MailMessage): Promise<void> {
    await db.insert(outboxEmails).values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: (message.attachments ?? []).map(({ filename, contentType, content }) => ({
        filename,
        contentType,
        content,
      })),
      createdAt: this.clock.now(),
    });
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: nodemailer.Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}
