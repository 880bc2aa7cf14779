import { Readable } from 'node:stream';
import { and, asc, gt } from 'drizzle-orm';
import { transactionTypeLabels, type OrderSummary } from '@core/contracts/orders';
import { centsToInput } from '@core/domain/money';
import { statusLabels } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { chooseSearchMode, orderConditions, type OrderFilters } from './order-filters';
import { selectOrderSummaries } from './order-query';
import { presentOrderSummaries } from './orders.presenter';

const BATCH = 500;

const columns: [string, (order: OrderSummary) => string | null][] = [
  ['File number', (o) => o.fileNumber],
  ['Status', (o) => statusLabels[o.status]],
  ['Transaction type', (o) => transactionTypeLabels[o.transactionType]],
  ['Office', (o) => o.office.code],
  ['Property address', (o) => o.propertyAddress],
  ['City', (o) => o.propertyCity],
  ['State', (o) => o.propertyState],
  ['ZIP', (o) => o.propertyZip],
  ['County', (o) => o.propertyCounty],
  ['APN', (o) => o.apn],
  ['Parties', (o) => o.partyNames],
  ['Sale price', (o) => (o.salePriceCents == null ? null : centsToInput(o.salePriceCents))],
  ['Loan amount', (o) => (o.loanAmountCents == null ? null : centsToInput(o.loanAmountCents))],
  ['Opened', (o) => o.openedDate],
  ['Estimated closing', (o) => o.estimatedClosingDate],
  ['Closing', (o) => o.closingDate],
  ['Escrow officer', (o) => o.escrowOfficer?.name ?? null],
  ['Title officer', (o) => o.titleOfficer?.name ?? null],
  ['Processor', (o) => o.processor?.name ?? null],
];

/** RFC 4180 quoting, and a leading ' on values a spreadsheet would run as a formula. */
export function csvCell(value: string | null): string {
  if (value == null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/**
 * The filtered orders as CSV, streamed in file-number order a batch at a time (keyset paging on
 * the unique file number), so memory stays flat however many orders match.
 */
export function exportOrdersCsv(db: Db, filters: OrderFilters): Readable {
  async function* lines() {
    const where = orderConditions(filters, await chooseSearchMode(db, filters));
    yield `${columns.map(([name]) => csvCell(name)).join(',')}\r\n`;
    let after: string | null = null;
    for (;;) {
      const rows = await selectOrderSummaries(db)
        .where(after === null ? where : and(where, gt(orders.fileNumber, after)))
        .orderBy(asc(orders.fileNumber))
        .limit(BATCH);
      if (!rows.length) return;
      yield (await presentOrderSummaries(db, rows))
        .map((order) => `${columns.map(([, read]) => csvCell(read(order))).join(',')}\r\n`)
        .join('');
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.fileNumber;
    }
  }
  return Readable.from(lines());
}
