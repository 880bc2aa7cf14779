import { bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Errors the web app met in users' browsers, with what led up to them. */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    errorId: text('error_id').notNull(),
    userId: text('user_id'),
    source: text('source').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    url: text('url').notNull(),
    userAgent: text('user_agent'),
    breadcrumbs: jsonb('breadcrumbs').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_errors_created_at_idx').on(table.createdAt), index('client_errors_error_id_idx').on(table.errorId)],
);
