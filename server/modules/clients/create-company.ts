import type { z } from 'zod';
import type { Company, CompanyInputSchema } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { newId } from '../../lib/ids';
import { sealDigits, type SealedBox } from '../../lib/sealed-box';
import { getCompany } from './get-company';

export async function createCompany(db: Db, box: SealedBox, actor: CurrentUser, input: z.output<typeof CompanyInputSchema>): Promise<Company> {
  const { tin, ...fields } = input;
  const sealed = sealDigits(box, tin);
  const id = newId('cmp');
  await db.transaction(async (tx) => {
    await tx.insert(companies).values({
      id,
      name: fields.name,
      kind: fields.kind,
      email: fields.email ?? null,
      phone: fields.phone ?? null,
      street: fields.street ?? null,
      city: fields.city ?? null,
      state: fields.state ?? null,
      zip: fields.zip ?? null,
      notes: fields.notes ?? null,
      tinEncrypted: sealed.encrypted,
      tinLast4: sealed.last4,
      createdBy: actor.id,
    });
    await recordAudit(tx, { actorId: actor.id, action: 'company.created', entityType: 'company', entityId: id, after: { ...fields, tinLast4: sealed.last4 } });
  });
  return getCompany(db, id);
}
