import type { OrderPhase, OrderStatus } from '@core/domain/order-status';
import { orderStatuses } from '@core/domain/order-status';
import type { TransactionType } from '@core/contracts/orders';
import { paths } from '@web/config/paths';

type SearchValue = string | readonly string[] | null | undefined;

/**
 * The order list's query string. Lists stay comma-separated (`status=open,closed`) as the list
 * reads them; each value is encoded on its own so the commas stay readable in the address bar.
 */
export function orderSearch(params: Record<string, SearchValue>): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const text = Array.isArray(value) ? value.map((item) => encodeURIComponent(item)).join(',') : encodeURIComponent(value as string);
    parts.push(`${encodeURIComponent(key)}=${text}`);
  }
  return parts.join('&');
}

/** Every status but cancelled: with the closing dates, the server's "closing this week". */
export const notCancelledStatuses: OrderStatus[] = orderStatuses.filter((status) => status !== 'cancelled');

/** First and last day of a month given as `YYYY-MM` (or any date inside it). */
export function monthRange(month: string): { start: string; end: string } {
  const [year, monthNumber] = month.slice(0, 7).split('-').map(Number) as [number, number];
  const lastDay = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const mm = String(monthNumber).padStart(2, '0');
  return { start: `${year}-${mm}-01`, end: `${year}-${mm}-${String(lastDay).padStart(2, '0')}` };
}

/** Links from each dashboard figure to the order list showing exactly the orders it counts. */
export function pipelineLinks(officeId?: string) {
  const href = (params: Record<string, SearchValue>) => paths.agent.orders.href(orderSearch({ ...params, officeId }));
  return {
    status: (status: OrderStatus) => href({ status }),
    phase: (phase: OrderPhase) => href({ phase }),
    closingBetween: (from: string, to: string) => href({ closingFrom: from, closingTo: to, status: notCancelledStatuses }),
    aging: (openedFrom: string | null, openedTo: string) => href({ phase: 'open', openedFrom, openedTo }),
    typeOpened: (transactionType: TransactionType, from: string, to: string) => href({ transactionType, openedFrom: from, openedTo: to }),
    officerOpened: (officerId: string, from: string, to: string) => href({ officerId, openedFrom: from, openedTo: to }),
  };
}
export type PipelineLinks = ReturnType<typeof pipelineLinks>;
