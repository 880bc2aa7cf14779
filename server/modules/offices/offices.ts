import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Office, OfficeInputSchema, UpdateOfficeInputSchema } from '@core/contracts/offices';
import { renderFileNumber, sequenceScope } from '@core/domain/file-number';
import { todayIn } from '@core/domain/calendar-dates';
import type { Db } from '../../db/client';
import { offices, officeSequences } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { recordAudit } from '../../lib/audit';
import type { CurrentUser } from '../../lib/auth-hooks';
import { newId } from '../../lib/ids';

async function present(db: Db, row: typeof offices.$inferSelect, today: string): Promise<Office> {
  const scopeKey = sequenceScope(row.numberingFormat, today);
  const [counter] = await db.select({ value: officeSequences.lastValue }).from(officeSequences).where(and(eq(officeSequences.officeId, row.id), eq(officeSequences.scopeKey, scopeKey)));
  return {
    id: row.id,
    name: row.name,
    code: row.code,
    numberingFormat: row.numberingFormat,
    state: row.state,
    street: row.street,
    city: row.city,
    zip: row.zip,
    phone: row.phone,
    nextFileNumberPreview: renderFileNumber(row.numberingFormat, { date: today, sequence: (counter?.value ?? 0) + 1, officeCode: row.code }),
  };
}

export async function listOffices(db: Db, timeZone: string): Promise<{ items: Office[] }> {
  const rows = await db.select().from(offices).orderBy(asc(offices.name));
  const today = todayIn(timeZone);
  return { items: await Promise.all(rows.map((row) => present(db, row, today))) };
}

export async function createOffice(db: Db, actor: CurrentUser, input: z.output<typeof OfficeInputSchema>, timeZone: string): Promise<Office> {
  const [clash] = await db.select({ id: offices.id }).from(offices).where(eq(offices.code, input.code));
  if (clash) throw new AppError('CONFLICT', 'Another office has this code', { code: ['Another office has this code'] });
  const row = await db.transaction(async (tx) => {
    const [created] = await tx.insert(offices).values({ id: newId('ofc'), ...input }).returning();
    await recordAudit(tx, { actorId: actor.id, action: 'office.created', entityType: 'office', entityId: created!.id, after: input });
    return created!;
  });
  return present(db, row, todayIn(timeZone));
}

/** Changing the format applies to the next number; numbers already given keep theirs. */
export async function updateOffice(db: Db, actor: CurrentUser, id: string, input: z.output<typeof UpdateOfficeInputSchema>, timeZone: string): Promise<Office> {
  const row = await db.transaction(async (tx) => {
    const [current] = await tx.select().from(offices).where(eq(offices.id, id)).for('update');
    if (!current) throw new AppError('NOT_FOUND', 'Office not found');
    if (input.code && input.code !== current.code) {
      const [clash] = await tx.select({ id: offices.id }).from(offices).where(eq(offices.code, input.code));
      if (clash) throw new AppError('CONFLICT', 'Another office has this code', { code: ['Another office has this code'] });
    }
    const [updated] = await tx.update(offices).set({ ...input, updatedAt: new Date() }).where(eq(offices.id, id)).returning();
    const before = Object.fromEntries(Object.keys(input).map((key) => [key, (current as Record<string, unknown>)[key]]));
    await recordAudit(tx, { actorId: actor.id, action: 'office.updated', entityType: 'office', entityId: id, before, after: input });
    return updated!;
  });
  return present(db, row, todayIn(timeZone));
}
