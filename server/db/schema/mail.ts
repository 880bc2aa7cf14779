import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every email the product sends; without SMTP this is where it ends up (and tests read it). */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [index('email_outbox_to_idx').on(table.to, table.createdAt)],
);
