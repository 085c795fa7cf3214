import { createRequire } from 'node:module';
import type { FastifyBaseLogger } from 'fastify';
import type Nodemailer from 'nodemailer';
import type { Database } from '../db/database.ts';
import type { Clock } from './clock.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** `smtp` sends for real; `outbox` keeps the mail where admins (and tests) can read it. */
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  // Loaded only where SMTP is configured: the outbox of a fresh install needs none of it.
  const nodemailer = createRequire(import.meta.url)('nodemailer') as typeof Nodemailer;
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    mode: 'smtp',
    async send(message) {
      await transport.sendMail({ from: options.from, ...message });
    },
    close: () => transport.close(),
  };
}

/** Without SMTP the flow still works on a fresh machine: the mail goes to the log and the dev outbox table. */
export function createOutboxMailer(options: { database: Database; logger: FastifyBaseLogger; clock: Clock }): Mailer {
  return {
    mode: 'outbox',
    async send(message) {
      options.logger.info({ mail: message }, 'mail kept in the dev outbox (SMTP_URL is not set)');
      await options.database.db
        .insertInto('mail_outbox')
        .values({
          to_address: message.to,
          subject: message.subject,
          text: message.text,
          created_at: options.clock().toISOString(),
        })
        .execute();
    },
    close: () => undefined,
  };
}
