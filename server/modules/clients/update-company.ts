import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Company, UpdateCompanyInputSchema } from '@core/contracts/clients';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { sealDigits, type SealedBox } from '../../lib/sealed-box';
import { ordersOfParty, refreshPartyNames } from '../orders/party-names';
import { getCompany } from './get-company';

const COMPANY_CONFLICT_MESSAGE = 'This company was changed by someone else since you opened it. Reload to see their changes, then make your edit again.';

export async function updateCompany(db: Db, box: SealedBox, actor: CurrentUser, id: string, input: z.output<typeof UpdateCompanyInputSchema>): Promise<Company> {
  const { version, tin, ...fields } = input;
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Company not found');
    if (current.version !== version) throw new AppError('VERSION_CONFLICT', COMPANY_CONFLICT_MESSAGE);
    const changes: Partial<typeof companies.$inferInsert> = {};
    for (const [key, value] of Object.entries(fields)) {
      if (value !== undefined && (current as Record<string, unknown>)[key] !== value) (changes as Record<string, unknown>)[key] = value;
    }
    if (tin) {
      const sealed = sealDigits(box, tin);
      changes.tinEncrypted = sealed.encrypted;
      changes.tinLast4 = sealed.last4;
    }
    await tx.update(companies).set({ ...changes, version: current.version + 1, updatedAt: new Date() }).where(eq(companies.id, id));
    if (changes.name !== undefined) await refreshPartyNames(tx, await ordersOfParty(tx, { companyId: id }));
    const { tinEncrypted: _secret, ...visible } = changes;
    const before = Object.fromEntries(Object.keys(visible).map((key) => [key, (current as Record<string, unknown>)[key]]));
    await recordAudit(tx, { actorId: actor.id, action: 'company.updated', entityType: 'company', entityId: id, before, after: visible });
  });
  return getCompany(db, id);
}
