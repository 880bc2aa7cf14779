import { z } from 'zod';
import { isCalendarDate } from '../domain/calendar-dates';
import { agingBuckets, orderPhases, orderStatuses } from '../domain/order-status';
import { usStateCodes } from '../domain/us-states';
import { optionalText, pageQuery } from './common';

export const transactionTypes = ['purchase', 'refinance', 'cash_purchase', 'commercial', 'construction', 'equity'] as const;
export type TransactionType = (typeof transactionTypes)[number];
export const transactionTypeLabels: Record<TransactionType, string> = {
  purchase: 'Purchase',
  refinance: 'Refinance',
  cash_purchase: 'Cash purchase',
  commercial: 'Commercial',
  construction: 'Construction',
  equity: 'Equity / HELOC',
};

export const propertyTypes = ['single_family', 'condominium', 'townhouse', 'multi_family', 'manufactured', 'vacant_land', 'commercial'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  single_family: 'Single family',
  condominium: 'Condominium',
  townhouse: 'Townhouse',
  multi_family: 'Multi-family (2–4 units)',
  manufactured: 'Manufactured home',
  vacant_land: 'Vacant land',
  commercial: 'Commercial',
};

export const partyRoles = [
  'buyer',
  'seller',
  'borrower',
  'lender',
  'lender_contact',
  'listing_agent',
  'selling_agent',
  'attorney',
  'mortgage_broker',
  'payoff_lender',
  'hoa',
] as const;
export type PartyRole = (typeof partyRoles)[number];
export const partyRoleLabels: Record<PartyRole, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  borrower: 'Borrower',
  lender: 'Lender',
  lender_contact: 'Lender contact',
  listing_agent: 'Listing agent',
  selling_agent: 'Selling agent',
  attorney: 'Attorney',
  mortgage_broker: 'Mortgage broker',
  payoff_lender: 'Payoff lender',
  hoa: 'HOA',
};

/** Whole cents; at most ten billion dollars, far past any closing. */
export const centsField = z
  .number({ error: 'Enter an amount' })
  .int({ error: 'Amounts are whole cents' })
  .min(0, { error: 'Amount cannot be negative' })
  .max(1_000_000_000_000, { error: 'Amount is too large' });

export const calendarDate = z
  .string({ error: 'Enter a date' })
  .refine(isCalendarDate, { error: 'Enter a valid date (YYYY-MM-DD)' });

const required = (message: string, max: number) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: `Must be at most ${max} characters` });

const idRef = z.string().min(1).max(64);

export const stateField = z.enum(usStateCodes as [string, ...string[]], { error: 'Choose a state' });
export const zipField = z
  .string({ error: 'ZIP code is required' })
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'Enter a 5-digit ZIP code (or ZIP+4)' });

/** The property and money fields shared by create and update. */
const orderFields = {
  transactionType: z.enum(transactionTypes, { error: 'Choose a transaction type' }),
  propertyAddress: required('Property address is required', 200),
  propertyCity: required('City is required', 100),
  propertyState: stateField,
  propertyZip: zipField,
  propertyCounty: required('County is required', 100),
  apn: optionalText(60),
  legalDescription: optionalText(4000),
  propertyType: z.enum(propertyTypes, { error: 'Choose a property type' }),
  salePriceCents: centsField.nullish(),
  loanAmountCents: centsField.nullish(),
  openedDate: calendarDate.nullish(),
  estimatedClosingDate: calendarDate.nullish(),
  escrowOfficerId: idRef.nullish(),
  titleOfficerId: idRef.nullish(),
  processorId: idRef.nullish(),
  underwriterId: idRef.nullish(),
  notes: optionalText(10_000),
};

export const NewPartySchema = z
  .object({
    role: z.enum(partyRoles, { error: 'Choose a role' }),
    contactId: idRef.nullish(),
    companyId: idRef.nullish(),
  })
  .strict()
  .refine((party) => Boolean(party.contactId) !== Boolean(party.companyId), {
    error: 'Choose a contact or a company',
    path: ['contactId'],
  });
export type NewParty = z.input<typeof NewPartySchema>;

/** Amounts a transaction type requires or forbids; checked on create and on the merged update. */
export function moneyProblems(value: {
  transactionType?: TransactionType;
  salePriceCents?: number | null;
  loanAmountCents?: number | null;
}): Record<string, string> {
  const problems: Record<string, string> = {};
  if ((value.transactionType === 'purchase' || value.transactionType === 'cash_purchase') && value.salePriceCents == null) {
    problems.salePriceCents = 'A purchase needs a sale price';
  }
  if ((value.transactionType === 'refinance' || value.transactionType === 'equity') && value.loanAmountCents == null) {
    problems.loanAmountCents = 'A loan needs a loan amount';
  }
  if (value.transactionType === 'cash_purchase' && value.loanAmountCents) {
    problems.loanAmountCents = 'A cash purchase has no loan';
  }
  return problems;
}

function checkMoneyForType(value: Parameters<typeof moneyProblems>[0], ctx: z.RefinementCtx) {
  for (const [path, message] of Object.entries(moneyProblems(value))) ctx.addIssue({ code: 'custom', path: [path], message });
}

export const CreateOrderInputSchema = z
  .object({
    officeId: z.string({ error: 'Choose an office' }).min(1, { error: 'Choose an office' }).max(64),
    ...orderFields,
    parties: z.array(NewPartySchema).max(50, { error: 'At most 50 parties' }).default([]),
  })
  .strict()
  .superRefine(checkMoneyForType);
export type CreateOrderInput = z.input<typeof CreateOrderInputSchema>;

const dateUpdates = {
  closingDate: calendarDate.nullish(),
  fundingDate: calendarDate.nullish(),
  recordedDate: calendarDate.nullish(),
  policyIssuedDate: calendarDate.nullish(),
};

/** Only the fields sent change; `version` is the one the editor read (stale → 409). */
export const UpdateOrderInputSchema = z
  .object(orderFields)
  .partial()
  .extend({
    version: z.number({ error: 'version is required' }).int().min(1),
    ...dateUpdates,
    /** Changing the file number needs the file-number permission (admins). */
    fileNumber: z
      .string()
      .trim()
      .min(1, { error: 'File number is required' })
      .max(40)
      .regex(/^[A-Za-z0-9\-_/.]+$/, { error: 'Use letters, digits, - _ / . only' })
      .optional(),
  })
  .strict();
export type UpdateOrderInput = z.input<typeof UpdateOrderInputSchema>;

export const TransitionInputSchema = z
  .object({
    to: z.enum(orderStatuses, { error: 'Choose a status' }),
    version: z.number({ error: 'version is required' }).int().min(1),
    note: optionalText(1000),
  })
  .strict();
export type TransitionInput = z.input<typeof TransitionInputSchema>;

/** Comma-separated lists in the query string (`status=open,closed`). */
const listOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.split(',').filter(Boolean) : value),
    z.array(z.enum(values)).max(values.length).optional(),
  );

export const orderSortKeys = ['fileNumber', 'status', 'openedDate', 'closingDate', 'propertyAddress', 'salePrice', 'updatedAt'] as const;
export type OrderSortKey = (typeof orderSortKeys)[number];

export const OrderListQuerySchema = pageQuery
  .extend({
    q: z.string().trim().max(100).optional(),
    status: listOf(orderStatuses),
    phase: z.enum(orderPhases).optional(),
    transactionType: listOf(transactionTypes),
    officerId: idRef.optional(),
    officeId: idRef.optional(),
    county: z.string().trim().max(100).optional(),
    state: z.string().trim().length(2).optional(),
    openedFrom: calendarDate.optional(),
    openedTo: calendarDate.optional(),
    /** Closing date, or the estimated one while no closing date is set. */
    closingFrom: calendarDate.optional(),
    closingTo: calendarDate.optional(),
    sort: z.enum(orderSortKeys).optional(),
    dir: z.enum(['asc', 'desc']).optional(),
  })
  .strict();
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;

/** The export takes the same filters, without paging. */
export const OrderExportQuerySchema = OrderListQuerySchema.omit({ page: true, pageSize: true });

const personRef = z.object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable() });
export type PersonRef = z.infer<typeof personRef>;

export const OrderSummarySchema = z.object({
  id: z.string(),
  fileNumber: z.string(),
  status: z.enum(orderStatuses),
  phase: z.enum(orderPhases),
  transactionType: z.enum(transactionTypes),
  propertyAddress: z.string(),
  propertyCity: z.string(),
  propertyState: z.string(),
  propertyZip: z.string(),
  propertyCounty: z.string(),
  apn: z.string().nullable(),
  salePriceCents: z.number().nullable(),
  loanAmountCents: z.number().nullable(),
  openedDate: z.string(),
  estimatedClosingDate: z.string().nullable(),
  closingDate: z.string().nullable(),
  office: z.object({ id: z.string(), code: z.string(), name: z.string() }),
  escrowOfficer: personRef.nullable(),
  titleOfficer: personRef.nullable(),
  processor: personRef.nullable(),
  partyNames: z.string(),
  updatedAt: z.string(),
});
export type OrderSummary = z.infer<typeof OrderSummarySchema>;

export const OrderListResponseSchema = z.object({
  items: z.array(OrderSummarySchema),
  total: z.number(),
  /** True when there are more matches than were counted (the count stops at `countLimit`). */
  totalCapped: z.boolean(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrderListResponse = z.infer<typeof OrderListResponseSchema>;

export const OrderPartySchema = z.object({
  id: z.string(),
  role: z.enum(partyRoles),
  name: z.string(),
  contact: z
    .object({ id: z.string(), name: z.string(), email: z.string().nullable(), phone: z.string().nullable(), ssnLast4: z.string().nullable(), linkedUser: z.boolean() })
    .nullable(),
  company: z.object({ id: z.string(), name: z.string(), kind: z.string(), email: z.string().nullable(), phone: z.string().nullable(), tinLast4: z.string().nullable() }).nullable(),
});
export type OrderParty = z.infer<typeof OrderPartySchema>;

export const OrderDetailSchema = OrderSummarySchema.extend({
  heldFromStatus: z.enum(orderStatuses).nullable(),
  allowedTransitions: z.array(z.enum(orderStatuses)),
  propertyType: z.enum(propertyTypes),
  legalDescription: z.string().nullable(),
  fundingDate: z.string().nullable(),
  recordedDate: z.string().nullable(),
  policyIssuedDate: z.string().nullable(),
  underwriter: z.object({ id: z.string(), name: z.string() }).nullable(),
  notes: z.string().nullable(),
  parties: z.array(OrderPartySchema),
  version: z.number(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Other open orders on the same APN: a duplicate-property warning. */
  sameParcelOrders: z.array(z.object({ id: z.string(), fileNumber: z.string(), status: z.enum(orderStatuses) })),
});
export type OrderDetail = z.infer<typeof OrderDetailSchema>;

export const ActivityEventSchema = z.object({
  id: z.number(),
  action: z.string(),
  summary: z.string(),
  actor: z.object({ id: z.string(), name: z.string() }).nullable(),
  changes: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
  createdAt: z.string(),
});
export type ActivityEvent = z.infer<typeof ActivityEventSchema>;
export const ActivityResponseSchema = z.object({ items: z.array(ActivityEventSchema) });

export const DuplicateCheckQuerySchema = z.object({ apn: z.string().trim().min(1).max(60), excludeId: idRef.optional() }).strict();
export const DuplicateCheckResponseSchema = z.object({
  orders: z.array(z.object({ id: z.string(), fileNumber: z.string(), status: z.enum(orderStatuses), propertyAddress: z.string() })),
});

export const AddPartyInputSchema = NewPartySchema;
export const PartyParamsSchema = z.object({ id: idRef, partyId: idRef }).strict();

/** The pipeline dashboard: one call, every widget; counts use the phase definitions. */
export const OrderStatsQuerySchema = z.object({ officeId: idRef.optional() }).strict();
export const OrderStatsSchema = z.object({
  today: z.string(),
  week: z.object({ start: z.string(), end: z.string() }),
  phases: z.object({ open: z.number(), closed: z.number(), cancelled: z.number() }),
  closingThisWeek: z.number(),
  byStatus: z.array(z.object({ status: z.enum(orderStatuses), count: z.number() })),
  calendar: z.array(
    z.object({
      date: z.string(),
      orders: z.array(z.object({ id: z.string(), fileNumber: z.string(), propertyAddress: z.string(), status: z.enum(orderStatuses) })),
    }),
  ),
  aging: z.array(z.object({ bucket: z.enum(agingBuckets.map((b) => b.key) as [string, ...string[]]), label: z.string(), count: z.number(), openedFrom: z.string().nullable(), openedTo: z.string() })),
  /** Orders opened per month (last 12 months) by transaction type and by escrow officer. */
  volumeByType: z.array(z.object({ month: z.string(), transactionType: z.enum(transactionTypes), count: z.number() })),
  volumeByOfficer: z.array(z.object({ month: z.string(), officerId: z.string().nullable(), officerName: z.string(), count: z.number() })),
});
export type OrderStats = z.infer<typeof OrderStatsSchema>;

/** The agent dashboard's file widgets. */
export const MyWorkSchema = z.object({
  myOpenFiles: z.object({ total: z.number(), items: z.array(OrderSummarySchema) }),
  closingThisWeek: z.array(OrderSummarySchema),
  recentlyChanged: z.array(OrderSummarySchema),
});
export type MyWork = z.infer<typeof MyWorkSchema>;

/* ---------- Client portal: what a party to the order may see ---------- */

export const PortalOrderSummarySchema = z.object({
  id: z.string(),
  fileNumber: z.string(),
  status: z.enum(orderStatuses),
  phase: z.enum(orderPhases),
  transactionType: z.enum(transactionTypes),
  propertyAddress: z.string(),
  propertyCity: z.string(),
  propertyState: z.string(),
  propertyZip: z.string(),
  estimatedClosingDate: z.string().nullable(),
  closingDate: z.string().nullable(),
  myRoles: z.array(z.enum(partyRoles)),
  updatedAt: z.string(),
});
export type PortalOrderSummary = z.infer<typeof PortalOrderSummarySchema>;
export const PortalOrderListSchema = z.object({ items: z.array(PortalOrderSummarySchema) });

export const PortalOrderDetailSchema = PortalOrderSummarySchema.extend({
  propertyCounty: z.string(),
  salePriceCents: z.number().nullable(),
  loanAmountCents: z.number().nullable(),
  openedDate: z.string(),
  fundingDate: z.string().nullable(),
  recordedDate: z.string().nullable(),
  policyIssuedDate: z.string().nullable(),
  timeline: z.array(z.object({ status: z.enum(orderStatuses), at: z.string() })),
  /** The lifecycle steps with where the order stands on each. */
  steps: z.array(z.object({ status: z.enum(orderStatuses), label: z.string(), state: z.enum(['done', 'current', 'upcoming']) })),
  parties: z.array(z.object({ role: z.enum(partyRoles), name: z.string(), isMe: z.boolean(), ssnLast4: z.string().nullable() })),
  officer: personRef.extend({ title: z.string() }).nullable(),
});
export type PortalOrderDetail = z.infer<typeof PortalOrderDetailSchema>;

/* ---------- Saved filters ---------- */

export const SavedFilterSchema = z.object({ id: z.string(), name: z.string(), query: z.string(), createdAt: z.string() });
export type SavedFilter = z.infer<typeof SavedFilterSchema>;
export const SavedFilterListSchema = z.object({ items: z.array(SavedFilterSchema) });
export const CreateSavedFilterInputSchema = z
  .object({
    name: required('Name is required', 80),
    /** The list's query string (without paging), e.g. `status=open&county=Travis`. */
    query: z.string().max(2000, { error: 'Filter is too long' }),
  })
  .strict();
export type CreateSavedFilterInput = z.input<typeof CreateSavedFilterInputSchema>;
