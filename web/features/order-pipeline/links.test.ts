import { describe, expect, it } from 'vitest';
import { monthRange, notCancelledStatuses, orderSearch, pipelineLinks } from './links';
import { volumeMonths } from './components/volume-breakdown';

describe('orderSearch', () => {
  it('keeps list commas readable, encodes values and drops empty ones', () => {
    expect(orderSearch({ status: ['open', 'on_hold'], q: 'a&b', officeId: undefined, county: '', openedFrom: null, transactionType: [] })).toBe(
      'status=open,on_hold&q=a%26b',
    );
  });
});

describe('monthRange', () => {
  it('gives the first and last day, leap years included', () => {
    expect(monthRange('2024-02')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(monthRange('2025-02-14')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(monthRange('2025-12')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });
});

describe('pipelineLinks', () => {
  const links = pipelineLinks();
  it('links each figure to the order list with its filter', () => {
    expect(links.status('title_ordered')).toBe('/agent/orders?status=title_ordered');
    expect(links.phase('open')).toBe('/agent/orders?phase=open');
    expect(links.aging('2025-01-11', '2025-02-09')).toBe('/agent/orders?phase=open&openedFrom=2025-01-11&openedTo=2025-02-09');
    expect(links.aging(null, '2024-12-10')).toBe('/agent/orders?phase=open&openedTo=2024-12-10');
    expect(links.typeOpened('refinance', '2025-01-01', '2025-01-31')).toBe('/agent/orders?transactionType=refinance&openedFrom=2025-01-01&openedTo=2025-01-31');
    expect(links.officerOpened('u1', '2025-01-01', '2025-01-31')).toBe('/agent/orders?officerId=u1&openedFrom=2025-01-01&openedTo=2025-01-31');
  });

  it('counts closings like the server: closing dates in range, every status but cancelled', () => {
    const href = links.closingBetween('2025-03-10', '2025-03-16');
    expect(href).toBe(`/agent/orders?closingFrom=2025-03-10&closingTo=2025-03-16&status=${notCancelledStatuses.join(',')}`);
    expect(notCancelledStatuses).not.toContain('cancelled');
    expect(notCancelledStatuses).toContain('on_hold');
    expect(notCancelledStatuses).toHaveLength(13);
  });

  it('keeps the office filter on every link', () => {
    expect(pipelineLinks('off-2').status('open')).toBe('/agent/orders?status=open&officeId=off-2');
  });
});

describe('volumeMonths', () => {
  it('lists the twelve months up to today, plus any other month the data has', () => {
    const months = volumeMonths('2025-03-12', ['2025-01', '2024-01']);
    expect(months[0]).toBe('2024-01');
    expect(months.slice(1)).toEqual([
      '2024-04', '2024-05', '2024-06', '2024-07', '2024-08', '2024-09', '2024-10', '2024-11', '2024-12', '2025-01', '2025-02', '2025-03',
    ]);
  });
});
