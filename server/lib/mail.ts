import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Every message is written to the outbox first (the record tests and admins read). With
 * SMTP_URL set it is then handed to the SMTP server in the background, so a slow mail
 * server never holds a request; without it a log line says where the message is.
 */
export function createMailer(options: { db: Db; smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await options.db
        .insert(emailOutbox)
        .values({ to: message.to, subject: message.subject, text: message.text, html: message.html ?? null })
        .returning({ id: emailOutbox.id });
      if (!transport) {
        options.log.info({ outboxId: row?.id, to: message.to, subject: message.subject }, 'email written to outbox (no SMTP_URL)');
        return;
      }
      void transport
        .sendMail({ from: options.from, ...message })
        .then(() => options.db.update(emailOutbox).set({ sentAt: new Date() }).where(eq(emailOutbox.id, row!.id)))
        .catch((error: unknown) => options.log.error({ err: error, outboxId: row?.id }, 'email delivery failed'));
    },
  };
}
