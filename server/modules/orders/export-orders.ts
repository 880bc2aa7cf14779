import { Readable } from 'node:stream';
import { and, asc, gt, sql } from 'drizzle-orm';
import { transactionTypeLabels, type OrderSummary } from '@core/contracts/orders';
import { centsToInput } from '@core/domain/money';
import { statusLabels } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { prepared } from '../../lib/prepared';
import { bindOrderFilters, chooseSearchMode, type OrderFilters } from './order-filters';
import { selectOrderSummaries, type OrderSummaryRow } from './order-query';
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
export function exportOrdersCsv(db: Db, filters0: OrderFilters): Readable {
  async function* lines() {
    const filters = bindOrderFilters(filters0, await chooseSearchMode(db, filters0));
    const batch = prepared(db, `orders.export:${filters.shape}`, (name) =>
      selectOrderSummaries(db)
        .where(and(filters.where, gt(orders.fileNumber, sql.placeholder('after'))))
        .orderBy(asc(orders.fileNumber))
        .limit(BATCH)
        .prepare(name),
    );
    yield `${columns.map(([name]) => csvCell(name)).join(',')}\r\n`;
    // Every file number sorts after the empty string: the first batch needs no other statement.
    let after = '';
    for (;;) {
      const rows = (await batch.execute({ ...filters.values, after })) as OrderSummaryRow[];
      if (!rows.length) return;
      yield (await presentOrderSummaries(db, rows)).map((order) => `${columns.map(([, read]) => csvCell(read(order))).join(',')}\r\n`).join('');
      if (rows.length < BATCH) return;
      after = rows[rows.length - 1]!.fileNumber;
    }
  }
  return Readable.from(lines());
}
