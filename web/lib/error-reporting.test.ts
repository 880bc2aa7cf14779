import { describe, expect, it } from 'vitest';
import { addBreadcrumb, BREADCRUMB_LIMIT, currentBreadcrumbs } from './error-reporting';

describe('breadcrumbs', () => {
  it('keeps the last 100 and cuts each message to 2,048 characters', () => {
    for (let index = 0; index < 150; index++) addBreadcrumb('navigation', `step ${index}`);
    addBreadcrumb('console', 'x'.repeat(5000));
    const crumbs = currentBreadcrumbs();
    expect(crumbs).toHaveLength(BREADCRUMB_LIMIT);
    expect(crumbs[0]!.message).toBe('step 51');
    expect(crumbs.at(-1)!.message).toHaveLength(2048);
  });
});
