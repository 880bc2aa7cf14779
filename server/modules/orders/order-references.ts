import { and, eq, inArray } from 'drizzle-orm';
import type { FieldErrors } from '@core/errors';
import type { Db } from '../../db/client';
import { companies, contacts, profiles, underwriters } from '../../db/schema';

/**
 * Checks the ids an order refers to, field by field, so a bad id is a 400 with the field named
 * rather than a foreign-key failure. Officers must be active agents or admins.
 */
export async function checkOrderReferences(
  db: Db,
  refs: {
    escrowOfficerId?: string | null;
    titleOfficerId?: string | null;
    processorId?: string | null;
    underwriterId?: string | null;
    parties?: { contactId?: string | null; companyId?: string | null }[];
  },
): Promise<FieldErrors> {
  const fields: FieldErrors = {};
  const officerFields = (['escrowOfficerId', 'titleOfficerId', 'processorId'] as const).filter((key) => refs[key]);
  if (officerFields.length) {
    const ids = officerFields.map((key) => refs[key]!);
    const staff = await db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(inArray(profiles.id, ids), inArray(profiles.role, ['agent', 'admin']), eq(profiles.status, 'active')));
    const found = new Set(staff.map((row) => row.id));
    for (const key of officerFields) if (!found.has(refs[key]!)) fields[key] = ['Choose an active agent'];
  }
  if (refs.underwriterId) {
    const [row] = await db.select({ id: underwriters.id }).from(underwriters).where(eq(underwriters.id, refs.underwriterId));
    if (!row) fields.underwriterId = ['Choose an underwriter from the list'];
  }
  const contactIds = (refs.parties ?? []).map((party) => party.contactId).filter((id): id is string => Boolean(id));
  const companyIds = (refs.parties ?? []).map((party) => party.companyId).filter((id): id is string => Boolean(id));
  const [foundContacts, foundCompanies] = await Promise.all([
    contactIds.length ? db.select({ id: contacts.id }).from(contacts).where(inArray(contacts.id, contactIds)) : [],
    companyIds.length ? db.select({ id: companies.id }).from(companies).where(inArray(companies.id, companyIds)) : [],
  ]);
  const known = new Set([...foundContacts, ...foundCompanies].map((row) => row.id));
  (refs.parties ?? []).forEach((party, index) => {
    const id = party.contactId ?? party.companyId;
    if (id && !known.has(id)) fields[`parties.${index}.${party.contactId ? 'contactId' : 'companyId'}`] = ['No such contact or company'];
  });
  return fields;
}
