import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, contactCompanies } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/** Replaces a contact's company links; unknown company ids are a field error, not a 500. */
export async function setContactCompanies(tx: Db, contactId: string, companyIds: string[]): Promise<void> {
  const unique = [...new Set(companyIds)];
  if (unique.length) {
    const found = await tx.select({ id: companies.id }).from(companies).where(inArray(companies.id, unique));
    if (found.length !== unique.length) throw new AppError('VALIDATION_FAILED', 'Some fields need attention', { companyIds: ['Choose companies from the directory'] });
  }
  await tx.delete(contactCompanies).where(eq(contactCompanies.contactId, contactId));
  if (unique.length) await tx.insert(contactCompanies).values(unique.map((companyId) => ({ contactId, companyId })));
}
