import { index, integer, pgTable, text, timestamp, date } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Tasks and notifications: the shell counts them for its badges; the work-management
 * capability builds on these tables (orders, checklists and templates join them later).
 */
export const tasks = pgTable(
  'tasks',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['todo', 'in_progress', 'blocked', 'done'] }).notNull().default('todo'),
    priority: text('priority', { enum: ['low', 'normal', 'high', 'urgent'] }).notNull().default('normal'),
    dueDate: date('due_date'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tasks_assignee_status_idx').on(table.assigneeId, table.status)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'standard' for the notifications screen, 'ai' for AI notifications (risk insights). */
    channel: text('channel', { enum: ['standard', 'ai'] }).notNull().default('standard'),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body'),
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notifications_user_unread_idx').on(table.userId, table.channel, table.readAt)],
);
