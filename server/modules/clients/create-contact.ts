import type { z } from 'zod';
import type { Contact, ContactInputSchema } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { contacts } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { newId } from '../../lib/ids';
import { sealDigits, type SealedBox } from '../../lib/sealed-box';
import { setContactCompanies } from './contact-companies';
import { getContact } from './get-contact';

export async function createContact(db: Db, box: SealedBox, actor: CurrentUser, input: z.output<typeof ContactInputSchema>): Promise<Contact> {
  const { ssn, companyIds, ...fields } = input;
  const sealed = sealDigits(box, ssn);
  const id = newId('con');
  await db.transaction(async (tx) => {
    await tx.insert(contacts).values({
      id,
      firstName: fields.firstName,
      lastName: fields.lastName,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      street: fields.street ?? null,
      city: fields.city ?? null,
      state: fields.state ?? null,
      zip: fields.zip ?? null,
      notes: fields.notes ?? null,
      ssnEncrypted: sealed.encrypted,
      ssnLast4: sealed.last4,
      createdBy: actor.id,
    });
    if (companyIds?.length) await setContactCompanies(tx, id, companyIds);
    // The audit keeps the last 4 only: the full number lives in one encrypted column.
    await recordAudit(tx, { actorId: actor.id, action: 'contact.created', entityType: 'contact', entityId: id, after: { ...fields, ssnLast4: sealed.last4, companyIds } });
  });
  return getContact(db, id);
}
