import { orderSortKeys, transactionTypes, type OrderSortKey, type TransactionType } from '@core/contracts/orders';
import { isCalendarDate } from '@core/domain/calendar-dates';
import { orderPhases, orderStatuses, type OrderPhase, type OrderStatus } from '@core/domain/order-status';

/**
 * The order list keeps every filter, the sort and the page in the address (shareable, the back
 * button works). The URL uses the API's own parameter names, so a link from a dashboard count,
 * a saved filter and the CSV export all read the same way.
 */
export const pageSizes = [25, 50, 100] as const;
export const defaultPageSize = 25;

export interface OrderListParams {
  q: string;
  status: OrderStatus[];
  phase: OrderPhase | '';
  transactionType: TransactionType[];
  officerId: string;
  officeId: string;
  county: string;
  state: string;
  openedFrom: string;
  openedTo: string;
  closingFrom: string;
  closingTo: string;
  sort: OrderSortKey | '';
  dir: 'asc' | 'desc' | '';
  page: number;
  pageSize: number;
}

export type FilterKey = Exclude<keyof OrderListParams, 'sort' | 'dir' | 'page' | 'pageSize'>;
export const filterKeys: FilterKey[] = [
  'q', 'status', 'phase', 'transactionType', 'officerId', 'officeId', 'county', 'state', 'openedFrom', 'openedTo', 'closingFrom', 'closingTo',
];

const listOf = <T extends string>(value: string | null, allowed: readonly T[]): T[] =>
  (value ?? '').split(',').filter((item): item is T => (allowed as readonly string[]).includes(item));
const oneOf = <T extends string>(value: string | null, allowed: readonly T[]): T | '' =>
  value && (allowed as readonly string[]).includes(value) ? (value as T) : '';
const text = (value: string | null, max = 100) => (value ?? '').trim().slice(0, max);
const date = (value: string | null) => (value && isCalendarDate(value) ? value : '');

/** Reads the list's state from the address; anything malformed is dropped, never sent on. */
export function readListParams(search: URLSearchParams): OrderListParams {
  const page = Number(search.get('page'));
  const pageSize = Number(search.get('pageSize'));
  const state = text(search.get('state'), 2).toUpperCase();
  return {
    q: text(search.get('q')),
    status: listOf(search.get('status'), orderStatuses),
    phase: oneOf(search.get('phase'), orderPhases),
    transactionType: listOf(search.get('transactionType'), transactionTypes),
    officerId: text(search.get('officerId'), 64),
    officeId: text(search.get('officeId'), 64),
    county: text(search.get('county')),
    state: state.length === 2 ? state : '',
    openedFrom: date(search.get('openedFrom')),
    openedTo: date(search.get('openedTo')),
    closingFrom: date(search.get('closingFrom')),
    closingTo: date(search.get('closingTo')),
    sort: oneOf(search.get('sort'), orderSortKeys),
    dir: oneOf(search.get('dir'), ['asc', 'desc'] as const),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    pageSize: (pageSizes as readonly number[]).includes(pageSize) ? pageSize : defaultPageSize,
  };
}

/** Parameters in a fixed order, defaults left out, so equal lists make equal strings. */
function toSearch(params: OrderListParams, parts: { paging: boolean; pageSize: boolean }): string {
  const search = new URLSearchParams();
  for (const key of filterKeys) {
    const value = params[key];
    const encoded = Array.isArray(value) ? value.join(',') : value;
    if (encoded) search.set(key, encoded);
  }
  if (params.sort) {
    search.set('sort', params.sort);
    if (params.dir) search.set('dir', params.dir);
  }
  if (parts.paging && params.page > 1) search.set('page', String(params.page));
  if (parts.pageSize && params.pageSize !== defaultPageSize) search.set('pageSize', String(params.pageSize));
  return search.toString();
}

/** The address of the list. */
export const listSearchFor = (params: OrderListParams) => toSearch(params, { paging: true, pageSize: true });
/** GET /api/orders: always says which page and how many. */
export function apiSearchFor(params: OrderListParams): string {
  const search = new URLSearchParams(toSearch(params, { paging: false, pageSize: false }));
  search.set('page', String(params.page));
  search.set('pageSize', String(params.pageSize));
  return search.toString();
}
/** The CSV export: the same filters and sort, no paging. */
export const exportSearchFor = (params: OrderListParams) => toSearch(params, { paging: false, pageSize: false });
/** What a saved filter stores: the list's address without the page. */
export const savedQueryFor = (params: OrderListParams) => toSearch(params, { paging: false, pageSize: true });

/** A filter change always goes back to page 1. */
export function withFilters(params: OrderListParams, changes: Partial<Pick<OrderListParams, FilterKey>>): OrderListParams {
  return { ...params, ...changes, page: 1 };
}

export function clearedFilters(params: OrderListParams): OrderListParams {
  return readListParams(new URLSearchParams({ sort: params.sort, dir: params.dir, pageSize: String(params.pageSize) }));
}

export function activeFilterCount(params: OrderListParams): number {
  return filterKeys.filter((key) => {
    const value = params[key];
    return Array.isArray(value) ? value.length > 0 : value !== '';
  }).length;
}

/** Clicking a header: the same column flips direction; a new column starts ascending (dates and money newest/largest first). */
export function nextSort(params: OrderListParams, key: OrderSortKey): Pick<OrderListParams, 'sort' | 'dir'> {
  const current = effectiveSort(params);
  if (current?.sort === key) return { sort: key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  const startsDescending = key === 'updatedAt' || key === 'salePrice' || key === 'openedDate';
  return { sort: key, dir: startsDescending ? 'desc' : 'asc' };
}

/** The order the server applies; none while a search ranks by best match. */
export function effectiveSort(params: OrderListParams): { sort: OrderSortKey; dir: 'asc' | 'desc' } | null {
  if (!params.sort) return params.q ? null : { sort: 'updatedAt', dir: 'desc' };
  return { sort: params.sort, dir: params.dir || (params.sort === 'updatedAt' ? 'desc' : 'asc') };
}
