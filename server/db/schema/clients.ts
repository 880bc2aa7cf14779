import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { companyKinds } from '@core/contracts/clients';
import { partyRoles } from '@core/contracts/orders';
import { users } from './auth';
import { orders } from './orders';

/** People. A client user is linked to the contact(s) that are them. */
export const contacts = pgTable(
  'contacts',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    /** AES-256-GCM ciphertext; only the last 4 digits are ever returned. */
    ssnEncrypted: text('ssn_encrypted'),
    ssnLast4: text('ssn_last4'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    notes: text('notes'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** An invitation to the portal waiting for this email to register. */
    invitedEmail: text('invited_email'),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(first_name || ' ' || last_name || ' ' || coalesce(email, ''))`),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contacts_user_idx').on(table.userId),
    index('contacts_invited_email_idx').on(table.invitedEmail),
    index('contacts_name_idx').on(table.lastName, table.firstName),
    index('contacts_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Lenders, brokerages, law firms, HOAs, servicers, vendors. */
export const companies = pgTable(
  'companies',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: companyKinds }).notNull(),
    email: text('email'),
    phone: text('phone'),
    tinEncrypted: text('tin_encrypted'),
    tinLast4: text('tin_last4'),
    street: text('street'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    notes: text('notes'),
    searchText: text('search_text').generatedAlwaysAs(sql`lower(name || ' ' || coalesce(email, ''))`),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('companies_name_idx').on(table.name),
    index('companies_kind_idx').on(table.kind),
    index('companies_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

export const contactCompanies = pgTable(
  'contact_companies',
  {
    contactId: text('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    companyId: text('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.contactId, table.companyId] }), index('contact_companies_company_idx').on(table.companyId)],
);

/** A contact or a company in a typed role on an order. */
export const orderParties = pgTable(
  'order_parties',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    role: text('role', { enum: partyRoles }).notNull(),
    contactId: text('contact_id').references(() => contacts.id),
    companyId: text('company_id').references(() => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_parties_order_idx').on(table.orderId),
    index('order_parties_contact_idx').on(table.contactId),
    index('order_parties_company_idx').on(table.companyId),
    uniqueIndex('order_parties_unique_idx').on(table.orderId, table.role, sql`coalesce(${table.contactId}, ${table.companyId})`),
    check('order_parties_one_party', sql`(${table.contactId} is null) <> (${table.companyId} is null)`),
  ],
);
