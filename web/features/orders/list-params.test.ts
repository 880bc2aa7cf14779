import { describe, expect, it } from 'vitest';
import { activeFilterCount, apiSearchFor, clearedFilters, exportSearchFor, listSearchFor, nextSort, readListParams, savedQueryFor, withFilters } from './list-params';

const read = (search: string) => readListParams(new URLSearchParams(search));

describe('order list parameters', () => {
  it('reads filters, sort and page from the address and builds the API query', () => {
    const params = read('q=smith&status=open,title_ordered&transactionType=purchase&county=Travis&state=tx&openedFrom=2026-01-01&sort=fileNumber&dir=asc&page=3');
    expect(params).toMatchObject({ q: 'smith', status: ['open', 'title_ordered'], transactionType: ['purchase'], state: 'TX', page: 3, pageSize: 25 });
    expect(apiSearchFor(params)).toBe(
      'q=smith&status=open%2Ctitle_ordered&transactionType=purchase&county=Travis&state=TX&openedFrom=2026-01-01&sort=fileNumber&dir=asc&page=3&pageSize=25',
    );
  });

  it('drops what the API would refuse instead of sending it on', () => {
    const params = read('status=open,nonsense&phase=later&sort=colour&openedTo=2026-02-30&page=-4&pageSize=7&unknown=1');
    expect(params.status).toEqual(['open']);
    expect(params.phase).toBe('');
    expect(params.sort).toBe('');
    expect(params.openedTo).toBe('');
    expect(params.page).toBe(1);
    expect(apiSearchFor(params)).toBe('status=open&page=1&pageSize=25');
  });

  it('goes back to page 1 when a filter changes, and keeps the sort', () => {
    const params = read('status=open&sort=salePrice&dir=desc&page=4');
    const next = withFilters(params, { phase: 'closed' });
    expect(next.page).toBe(1);
    expect(listSearchFor(next)).toBe('status=open&phase=closed&sort=salePrice&dir=desc');
  });

  it('exports and saves the filters without the page', () => {
    const params = read('county=Travis&page=2&pageSize=50');
    expect(exportSearchFor(params)).toBe('county=Travis');
    expect(savedQueryFor(params)).toBe('county=Travis&pageSize=50');
  });

  it('clears filters but keeps sort and page size', () => {
    const cleared = clearedFilters(read('q=x&status=open&sort=status&dir=desc&pageSize=100&page=9'));
    expect(activeFilterCount(cleared)).toBe(0);
    expect(listSearchFor(cleared)).toBe('sort=status&dir=desc&pageSize=100');
  });

  it('flips the direction of the sorted column and starts a new column ascending', () => {
    expect(nextSort(read(''), 'updatedAt')).toEqual({ sort: 'updatedAt', dir: 'asc' });
    expect(nextSort(read('sort=fileNumber&dir=asc'), 'fileNumber')).toEqual({ sort: 'fileNumber', dir: 'desc' });
    expect(nextSort(read('sort=fileNumber'), 'propertyAddress')).toEqual({ sort: 'propertyAddress', dir: 'asc' });
  });
});
