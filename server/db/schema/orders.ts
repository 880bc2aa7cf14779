import { sql } from 'drizzle-orm';
import { bigint, bigserial, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { transactionTypes, propertyTypes } from '@core/contracts/orders';
import { orderPhases, orderStatuses } from '@core/domain/order-status';
import { users } from './auth';

/** Offices number their own files; admins set the format. */
export const offices = pgTable('offices', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  numberingFormat: text('numbering_format').notNull(),
  state: text('state').notNull(),
  street: text('street'),
  city: text('city'),
  zip: text('zip'),
  phone: text('phone'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One counter per office and scope (a year, a month, or 'all'), incremented with
 * INSERT … ON CONFLICT DO UPDATE … RETURNING inside the transaction that creates the order:
 * the row lock serialises concurrent creates, and a rolled-back create gives its number back.
 */
export const officeSequences = pgTable(
  'office_sequences',
  {
    officeId: text('office_id')
      .notNull()
      .references(() => offices.id, { onDelete: 'cascade' }),
    scopeKey: text('scope_key').notNull(),
    lastValue: integer('last_value').notNull(),
  },
  (table) => [primaryKey({ columns: [table.officeId, table.scopeKey] })],
);

/** Underwriters have no login; the underwriter capability adds agreements and rate manuals. */
export const underwriters = pgTable('underwriters', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    fileNumber: text('file_number').notNull(),
    officeId: text('office_id')
      .notNull()
      .references(() => offices.id),
    transactionType: text('transaction_type', { enum: transactionTypes }).notNull(),
    status: text('status', { enum: orderStatuses }).notNull().default('open'),
    /** Set only while on hold: the step to resume at. */
    heldFromStatus: text('held_from_status', { enum: orderStatuses }),
    /** open / closed / cancelled, from core's phaseOf(); kept with the status so counts use an index. */
    phase: text('phase', { enum: orderPhases }).notNull().default('open'),
    propertyAddress: text('property_address').notNull(),
    propertyCity: text('property_city').notNull(),
    propertyState: text('property_state').notNull(),
    propertyZip: text('property_zip').notNull(),
    propertyCounty: text('property_county').notNull(),
    apn: text('apn'),
    legalDescription: text('legal_description'),
    propertyType: text('property_type', { enum: propertyTypes }).notNull(),
    salePriceCents: bigint('sale_price_cents', { mode: 'number' }),
    loanAmountCents: bigint('loan_amount_cents', { mode: 'number' }),
    openedDate: date('opened_date', { mode: 'string' }).notNull(),
    estimatedClosingDate: date('estimated_closing_date', { mode: 'string' }),
    closingDate: date('closing_date', { mode: 'string' }),
    /** The closing date, or the estimate while none is set: what calendars and "this week" read. */
    closingOn: date('closing_on', { mode: 'string' }).generatedAlwaysAs(sql`coalesce(closing_date, estimated_closing_date)`),
    fundingDate: date('funding_date', { mode: 'string' }),
    recordedDate: date('recorded_date', { mode: 'string' }),
    policyIssuedDate: date('policy_issued_date', { mode: 'string' }),
    escrowOfficerId: text('escrow_officer_id').references(() => users.id, { onDelete: 'set null' }),
    titleOfficerId: text('title_officer_id').references(() => users.id, { onDelete: 'set null' }),
    processorId: text('processor_id').references(() => users.id, { onDelete: 'set null' }),
    underwriterId: text('underwriter_id').references(() => underwriters.id),
    notes: text('notes'),
    /** Party display names, kept in step with order_parties, for search and the list. */
    partyNames: text('party_names').notNull().default(''),
    /** What the search box matches (trigram index): file number, address, APN and party names. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(file_number || ' ' || property_address || ' ' || property_city || ' ' || coalesce(apn, '') || ' ' || party_names)`,
    ),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_file_number_idx').on(table.fileNumber),
    index('orders_updated_idx').on(table.updatedAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('orders_status_idx').on(table.status, table.id),
    // Sort indexes end in id, the list's tie-breaker, so a sorted page is read straight off them.
    index('orders_phase_closing_idx').on(table.phase, table.closingOn, table.id),
    index('orders_closing_on_idx').on(table.closingOn, table.id),
    index('orders_opened_idx').on(table.openedDate, table.id),
    index('orders_office_idx').on(table.officeId),
    index('orders_type_idx').on(table.transactionType),
    index('orders_county_idx').on(table.propertyState, table.propertyCounty),
    index('orders_apn_idx').on(table.apn),
    index('orders_escrow_officer_idx').on(table.escrowOfficerId, table.phase),
    index('orders_title_officer_idx').on(table.titleOfficerId),
    index('orders_processor_idx').on(table.processorId),
    index('orders_sale_price_idx').on(table.salePriceCents, table.id),
    index('orders_address_idx').on(table.propertyAddress, table.id),
    index('orders_search_trgm_idx').using('gin', sql`${table.searchText} gin_trgm_ops`),
  ],
);

/** Every status change: who, when, from and to. The portal's timeline reads these. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: orderStatuses }),
    toStatus: text('to_status', { enum: orderStatuses }).notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
);

export const savedFilters = pgTable(
  'saved_filters',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope').notNull().default('orders'),
    name: text('name').notNull(),
    query: text('query').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('saved_filters_user_name_idx').on(table.userId, table.scope, table.name)],
);
