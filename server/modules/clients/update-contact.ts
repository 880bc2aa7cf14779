import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Contact, UpdateContactInputSchema } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { sealDigits, type SealedBox } from '../../lib/sealed-box';
import { ordersOfParty, refreshPartyNames } from '../orders/party-names';
import { setContactCompanies } from './contact-companies';
import { getContact } from './get-contact';

export const CONTACT_CONFLICT_MESSAGE = 'This contact was changed by someone else since you opened it. Reload to see their changes, then make your edit again.';

export async function updateContact(db: Db, box: SealedBox, actor: CurrentUser, id: string, input: z.output<typeof UpdateContactInputSchema>): Promise<Contact> {
  const { version, ssn, companyIds, ...fields } = input;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(contacts).where(eq(contacts.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Contact not found');
    if (current.version !== version) throw new AppError('VERSION_CONFLICT', CONTACT_CONFLICT_MESSAGE);
    const changes: Partial<typeof contacts.$inferInsert> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && (current as Record<string, unknown>)[key] !== value) (changes as Record<string, unknown>)[key] = value;
    }
    // An SSN is replaced only when a new one is typed (the form never holds the old one).
    if (ssn) {
      const sealed = sealDigits(box, ssn);
      changes.ssnEncrypted = sealed.encrypted;
      changes.ssnLast4 = sealed.last4;
    }
    if (companyIds) await setContactCompanies(tx, id, companyIds);
    await tx.update(contacts).set({ ...changes, version: current.version + 1, updatedAt: new Date() }).where(eq(contacts.id, id));
    if (changes.firstName !== undefined || changes.lastName !== undefined) await refreshPartyNames(tx, await ordersOfParty(tx, { contactId: id }));
    const { ssnEncrypted: _secret, ...visible } = changes;
    const before = Object.fromEntries(Object.keys(visible).map((key) => [key, (current as Record<string, unknown>)[key]]));
    await recordAudit(tx, { actorId: actor.id, action: 'contact.updated', entityType: 'contact', entityId: id, before, after: { ...visible, ...(companyIds ? { companyIds } : {}) } });
  });
  return getContact(db, id);
}
