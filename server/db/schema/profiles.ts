import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** The spec's profiles table; one row per user, same id. Role and status live here. */
export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['client', 'agent', 'vendor', 'admin'] }).notNull().default('client'),
    status: text('status', { enum: ['active', 'pending', 'rejected', 'deactivated'] })
      .notNull()
      .default('active'),
    phone: text('phone'),
    avatarUrl: text('avatar_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('profiles_status_idx').on(table.status),
    index('profiles_role_idx').on(table.role),
  ],
);
