import { and, asc, between, count, eq, gte, ne, sql, type SQL } from 'drizzle-orm';
import type { OrderStats } from '@core/contracts/orders';
import { addDays, todayIn, weekOf } from '@core/domain/calendar-dates';
import { agingBuckets, orderStatuses, type OrderPhase, type OrderStatus } from '@core/domain/order-status';
import type { Db } from '../../db/client';
import { orders, profiles } from '../../db/schema';

const CALENDAR_DAYS = 14;
const VOLUME_MONTHS = 12;

function monthStart(date: string, monthsBack: number): string {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) - monthsBack;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** Every widget of the pipeline dashboard; each count uses the phase definitions of core. */
export async function getOrderStats(db: Db, options: { timeZone: string; officeId?: string }): Promise<OrderStats> {
  const today = todayIn(options.timeZone);
  const week = weekOf(today);
  const scope: SQL | undefined = options.officeId ? eq(orders.officeId, options.officeId) : undefined;
  const notCancelled = ne(orders.phase, 'cancelled');
  const volumeFrom = monthStart(today, VOLUME_MONTHS - 1);
  const month = sql<string>`to_char(${orders.openedDate}, 'YYYY-MM')`;
  const age = sql`(${today}::date - ${orders.openedDate})`;
  const bucket = sql<string>`case ${sql.join(
    agingBuckets.map((b) => (b.max === null ? sql`when ${age} >= ${b.min} then ${b.key}` : sql`when ${age} <= ${b.max} then ${b.key}`)),
    sql` `,
  )} end`;

  const [byStatusRows, [thisWeek], calendarRows, agingRows, byTypeRows, byOfficerRows] = await Promise.all([
    db.select({ status: orders.status, count: count() }).from(orders).where(scope).groupBy(orders.status),
    db.select({ count: count() }).from(orders).where(and(scope, notCancelled, between(orders.closingOn, week.start, week.end))),
    db
      .select({ id: orders.id, fileNumber: orders.fileNumber, propertyAddress: orders.propertyAddress, status: orders.status, closingOn: orders.closingOn })
      .from(orders)
      .where(and(scope, notCancelled, between(orders.closingOn, today, addDays(today, CALENDAR_DAYS - 1))))
      .orderBy(asc(orders.closingOn), asc(orders.fileNumber)),
    db.select({ bucket, count: count() }).from(orders).where(and(scope, eq(orders.phase, 'open')))
      // By position: the bucket expression carries parameters, so repeating it would not match.
      .groupBy(sql`1`),
    db
      .select({ month, transactionType: orders.transactionType, count: count() })
      .from(orders)
      .where(and(scope, gte(orders.openedDate, volumeFrom)))
      .groupBy(month, orders.transactionType)
      .orderBy(month),
    db
      .select({
        month,
        officerId: orders.escrowOfficerId,
        officerName: sql<string | null>`min(nullif(trim(${profiles.firstName} || ' ' || ${profiles.lastName}), ''))`,
        count: count(),
      })
      .from(orders)
      .leftJoin(profiles, eq(profiles.id, orders.escrowOfficerId))
      .where(and(scope, gte(orders.openedDate, volumeFrom)))
      .groupBy(month, orders.escrowOfficerId)
      .orderBy(month),
  ]);

  const statusCounts = new Map(byStatusRows.map((row) => [row.status as OrderStatus, row.count]));
  const phases: Record<OrderPhase, number> = { open: 0, closed: 0, cancelled: 0 };
  // Phase counts come from a separate grouping because a held file keeps the phase it had.
  const phaseRows = await db.select({ phase: orders.phase, count: count() }).from(orders).where(scope).groupBy(orders.phase);
  for (const row of phaseRows) phases[row.phase] = row.count;

  const calendar = Array.from({ length: CALENDAR_DAYS }, (_, index) => {
    const date = addDays(today, index);
    return {
      date,
      orders: calendarRows.filter((row) => row.closingOn === date).map(({ closingOn: _on, ...order }) => order),
    };
  });
  const agingCounts = new Map(agingRows.map((row) => [row.bucket, row.count]));

  return {
    today,
    week,
    phases,
    closingThisWeek: thisWeek?.count ?? 0,
    byStatus: orderStatuses.map((status) => ({ status, count: statusCounts.get(status) ?? 0 })),
    calendar,
    aging: agingBuckets.map((b) => ({
      bucket: b.key,
      label: b.label,
      count: agingCounts.get(b.key) ?? 0,
      // Opened between these dates (inclusive): the list filter that shows the bucket's files.
      openedFrom: b.max === null ? null : addDays(today, -b.max),
      openedTo: addDays(today, -b.min),
    })),
    volumeByType: byTypeRows,
    volumeByOfficer: byOfficerRows.map((row) => ({ month: row.month, officerId: row.officerId, officerName: row.officerName ?? 'Unassigned', count: row.count })),
  };
}
