import { z } from 'zod';
import { emailField, optionalText, pageQuery } from './common';
import { OrderSummarySchema, partyRoles, stateField, zipField } from './orders';

export const companyKinds = ['lender', 'brokerage', 'law_firm', 'title_company', 'builder', 'hoa', 'payoff_servicer', 'vendor', 'other'] as const;
export type CompanyKind = (typeof companyKinds)[number];
export const companyKindLabels: Record<CompanyKind, string> = {
  lender: 'Lender',
  brokerage: 'Real-estate brokerage',
  law_firm: 'Law firm',
  title_company: 'Title company',
  builder: 'Builder',
  hoa: 'HOA / management company',
  payoff_servicer: 'Loan servicer (payoffs)',
  vendor: 'Vendor',
  other: 'Other',
};

const optionalEmail = z
  .union([z.literal(''), emailField])
  .transform((value) => (value === '' ? null : value))
  .nullish();

const optionalPhone = z
  .string()
  .trim()
  .refine((value) => value === '' || /^[0-9()+.\-\s]{7,25}$/.test(value), { error: 'Enter a valid phone number' })
  .transform((value) => (value === '' ? null : value))
  .nullish();

/** Nine digits with or without dashes; stored encrypted, only the last 4 ever leave the server. */
const nineDigits = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{3}-?\d{2}-?\d{4}$/.test(value) || /^\d{2}-?\d{7}$/.test(value), {
      error: `Enter a 9-digit ${label}`,
    })
    .transform((value) => (value === '' ? null : value.replace(/-/g, '')))
    .nullish();

const address = {
  street: optionalText(200),
  city: optionalText(100),
  state: z.union([z.literal(''), stateField]).transform((value) => (value === '' ? null : value)).nullish(),
  zip: z.union([z.literal(''), zipField]).transform((value) => (value === '' ? null : value)).nullish(),
};

export const ContactInputSchema = z
  .object({
    firstName: z.string({ error: 'First name is required' }).trim().min(1, { error: 'First name is required' }).max(100),
    lastName: z.string({ error: 'Last name is required' }).trim().min(1, { error: 'Last name is required' }).max(100),
    email: optionalEmail,
    phone: optionalPhone,
    ssn: nineDigits('SSN'),
    ...address,
    notes: optionalText(4000),
    companyIds: z.array(z.string().min(1).max(64)).max(20).optional(),
  })
  .strict();
export type ContactInput = z.input<typeof ContactInputSchema>;

export const UpdateContactInputSchema = ContactInputSchema.partial().extend({ version: z.number().int().min(1) }).strict();
export type UpdateContactInput = z.input<typeof UpdateContactInputSchema>;

export const CompanyInputSchema = z
  .object({
    name: z.string({ error: 'Company name is required' }).trim().min(1, { error: 'Company name is required' }).max(200),
    kind: z.enum(companyKinds, { error: 'Choose a kind' }),
    email: optionalEmail,
    phone: optionalPhone,
    tin: nineDigits('TIN'),
    ...address,
    notes: optionalText(4000),
  })
  .strict();
export type CompanyInput = z.input<typeof CompanyInputSchema>;
export const UpdateCompanyInputSchema = CompanyInputSchema.partial().extend({ version: z.number().int().min(1) }).strict();
export type UpdateCompanyInput = z.input<typeof UpdateCompanyInputSchema>;

const companyRef = z.object({ id: z.string(), name: z.string(), kind: z.enum(companyKinds) });

export const ContactSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  ssnLast4: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  notes: z.string().nullable(),
  companies: z.array(companyRef),
  /** The client user linked to this contact (portal access), or an invitation waiting. */
  linkedUser: z.object({ id: z.string(), email: z.string() }).nullable(),
  invitedEmail: z.string().nullable(),
  orderCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Contact = z.infer<typeof ContactSchema>;

export const CompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(companyKinds),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  tinLast4: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  notes: z.string().nullable(),
  contacts: z.array(z.object({ id: z.string(), name: z.string() })),
  orderCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof CompanySchema>;

export const DirectoryQuerySchema = pageQuery.extend({ q: z.string().trim().max(100).optional() }).strict();
export type DirectoryQuery = z.input<typeof DirectoryQuerySchema>;
export const ContactListSchema = z.object({ items: z.array(ContactSchema), total: z.number(), page: z.number(), pageSize: z.number() });
export const CompanyListQuerySchema = DirectoryQuerySchema.extend({ kind: z.enum(companyKinds).optional() }).strict();
export const CompanyListSchema = z.object({ items: z.array(CompanySchema), total: z.number(), page: z.number(), pageSize: z.number() });

/** The orders a contact or company is a party to, with the role it plays in each. */
export const PartyOrdersSchema = z.object({
  items: z.array(z.object({ role: z.enum(partyRoles), order: OrderSummarySchema })),
});

export const InviteClientInputSchema = z.object({ email: emailField }).strict();
export type InviteClientInput = z.input<typeof InviteClientInputSchema>;
export const InviteClientResultSchema = z.object({
  /** linked: an existing client account was linked; invited: an invitation email was sent. */
  outcome: z.enum(['linked', 'invited']),
  contact: ContactSchema,
});
