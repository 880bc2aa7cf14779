import { eq, sql } from 'drizzle-orm';
import { renderFileNumber, sequenceScope } from '@core/domain/file-number';
import type { Db } from '../../db/client';
import { offices, officeSequences, orders } from '../../db/schema';
import { AppError } from '../../lib/app-error';

/**
 * The next file number of an office. Must run inside the creating transaction: the upsert locks
 * the counter row until commit, so concurrent creates queue on it (no duplicates), and a rolled
 * back create releases its number (no gaps).
 */
export async function allocateFileNumber(tx: Db, officeId: string, date: string): Promise<string> {
  const [office] = await tx.select().from(offices).where(eq(offices.id, officeId));
  if (!office) throw new AppError('VALIDATION_FAILED', 'Choose an office', { officeId: ['Choose an office'] });
  const scopeKey = sequenceScope(office.numberingFormat, date);
  // A number an admin typed by hand (or one from an earlier format) is skipped, not duplicated.
  for (;;) {
    const [counter] = await tx
      .insert(officeSequences)
      .values({ officeId, scopeKey, lastValue: 1 })
      .onConflictDoUpdate({ target: [officeSequences.officeId, officeSequences.scopeKey], set: { lastValue: sql`${officeSequences.lastValue} + 1` } })
      .returning({ value: officeSequences.lastValue });
    const fileNumber = renderFileNumber(office.numberingFormat, { date, sequence: counter!.value, officeCode: office.code });
    const [taken] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.fileNumber, fileNumber));
    if (!taken) return fileNumber;
  }
}
