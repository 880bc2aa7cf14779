import { useQuery } from '@tanstack/react-query';
import { Download, Plus } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import type { OrderSortKey } from '@core/contracts/orders';
import { EmptyState } from '@web/components/layout/empty-state';
import { PageHeader } from '@web/components/layout/page-header';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { Spinner } from '@web/components/ui/spinner';
import { paths } from '@web/config/paths';
import { ApiError } from '@web/lib/api-client';
import { orderListQueryOptions } from '../api';
import {
  activeFilterCount,
  apiSearchFor,
  clearedFilters,
  effectiveSort,
  exportSearchFor,
  listSearchFor,
  nextSort,
  readListParams,
  savedQueryFor,
  withFilters,
  type FilterKey,
  type OrderListParams,
} from '../list-params';
import { ListPager } from './list-pager';
import { OrderListFilters } from './order-list-filters';
import { OrdersTable } from './orders-table';
import { SavedFiltersControl } from './saved-filters-control';

/** The agent's order list: every filter, the sort and the page live in the address. */
export function OrderListScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readListParams(searchParams);
  const orders = useQuery(orderListQueryOptions(apiSearchFor(params)));
  const sort = effectiveSort(params);

  const go = (next: OrderListParams) => setSearchParams(new URLSearchParams(listSearchFor(next)));
  const changeFilters = (changes: Partial<Pick<OrderListParams, FilterKey>>) => go(withFilters(params, changes));
  const clear = () => go(clearedFilters(params));
  const sortBy = (key: OrderSortKey) => go({ ...params, ...nextSort(params, key), page: 1 });
  const exportSearch = exportSearchFor(params);
  const filtered = activeFilterCount(params) > 0;

  return (
    <div className="space-y-4">
      <PageHeader
        title="Orders"
        description="Every closing file: search, filter, sort and export."
        actions={
          <div className="flex flex-wrap items-center gap-2">
            <SavedFiltersControl currentQuery={savedQueryFor(params)} onApply={(query) => go(readListParams(new URLSearchParams(query)))} />
            <Button asChild variant="outline">
              <a href={`/api/orders/export.csv${exportSearch ? `?${exportSearch}` : ''}`} download>
                <Download className="size-4" aria-hidden="true" />
                Export CSV
              </a>
            </Button>
            <Button asChild>
              <Link to={paths.agent.newOrder.href()}>
                <Plus className="size-4" aria-hidden="true" />
                New order
              </Link>
            </Button>
          </div>
        }
      />
      <OrderListFilters params={params} onChange={changeFilters} onClear={clear} />
      {orders.isPending ? (
        <Spinner label="Loading orders…" />
      ) : orders.isError ? (
        <Alert variant="error" title="Orders could not be loaded">
          {orders.error instanceof ApiError ? orders.error.message : 'An unexpected error occurred.'}{' '}
          <Button variant="link" className="h-auto px-0" onClick={() => void orders.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : orders.data.items.length === 0 ? (
        orders.data.total > 0 ? (
          <EmptyState title="This page is past the end of the list">
            <Button variant="outline" onClick={() => go({ ...params, page: 1 })}>
              Go to the first page
            </Button>
          </EmptyState>
        ) : filtered ? (
          <EmptyState title="No orders match these filters">
            <p className="mb-3">Check the spelling, widen the dates or remove a filter.</p>
            <Button variant="outline" onClick={clear}>
              Clear filters
            </Button>
          </EmptyState>
        ) : (
          <EmptyState title="No orders yet">
            <p className="mb-3">Open the first closing file to see it here.</p>
            <Button asChild>
              <Link to={paths.agent.newOrder.href()}>New order</Link>
            </Button>
          </EmptyState>
        )
      ) : (
        <>
          <OrdersTable orders={orders.data.items} sort={sort} onSort={sortBy} busy={orders.isPlaceholderData} />
          <ListPager
            page={params.page}
            pageSize={params.pageSize}
            shown={orders.data.items.length}
            total={orders.data.total}
            totalCapped={orders.data.totalCapped}
            onPage={(page) => go({ ...params, page })}
            onPageSize={(pageSize) => go({ ...params, pageSize, page: 1 })}
          />
        </>
      )}
    </div>
  );
}
