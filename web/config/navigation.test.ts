import { describe, expect, it } from 'vitest';
import { agentMenu, clientMenu, displayedBadgeVariant, firstChildPath, initiallyOpenGroups, isItemActive, isItemCurrent, isPathActive, visibleChildren } from './navigation';

describe('the active rule', () => {
  it('is lit on its own path and below it; the root only exactly', () => {
    expect(isPathActive('/agent/orders', '/agent/orders')).toBe(true);
    expect(isPathActive('/agent/orders', '/agent/orders/123')).toBe(true);
    expect(isPathActive('/agent/orders', '/agent/orders/')).toBe(true);
    expect(isPathActive('/agent/orders', '/agent/orders-dashboard')).toBe(false);
    expect(isPathActive('/', '/')).toBe(true);
    expect(isPathActive('/', '/agent/orders')).toBe(false);
  });

  it('lights client Documents on document-center and sign too', () => {
    const documents = clientMenu[0]!.items.find((item) => item.title === 'Documents')!;
    for (const path of ['/client/documents', '/client/document-center', '/client/sign']) expect(isItemActive(documents, path)).toBe(true);
    expect(isItemActive(documents, '/client/orders')).toBe(false);
  });
});

describe('the agent menu', () => {
  it('has the spec groups and every path of its table', () => {
    expect(agentMenu.map((group) => group.title)).toEqual(['Main', 'Orders', 'Clients', 'Tasks', 'Documents', 'Closing Disclosures', 'Title & Escrow', 'Underwriter', 'Vendor Management', 'AI Tools', 'Data & Analytics']);
    const paths = agentMenu.flatMap((group) => group.items.map((item) => item.path));
    expect(paths).toEqual(expect.arrayContaining(['/agent/orders-dashboard', '/agent/closing-disclosure/new', '/agent/title-escrow-dashboard', '/agent/underwriter-integrations', '/agent/data-import-export', '/agent/workflow-monitoring']));
    expect(paths).toHaveLength(41);
    expect(initiallyOpenGroups.every((id) => agentMenu.some((group) => group.id === id))).toBe(true);
  });

  it('sends a collapsed parent to its first child, shows only children with a path, and shows warning as default', () => {
    expect(firstChildPath(agentMenu.find((group) => group.id === 'orders')!)).toBe('/agent/orders-dashboard');
    expect(visibleChildren({ title: 'x', icon: agentMenu[0]!.icon, children: [{ title: 'a', icon: agentMenu[0]!.icon }, { title: 'b', icon: agentMenu[0]!.icon, path: '/b' }] }).map((child) => child.title)).toEqual(['b']);
    expect(displayedBadgeVariant('warning')).toBe('default');
    expect(displayedBadgeVariant('destructive')).toBe('destructive');
  });
});

describe('the current item', () => {
  it('lights the most specific of two matching items', () => {
    const items = agentMenu.flatMap((group) => group.items);
    const orderList = items.find((item) => item.path === '/agent/orders')!;
    const newOrder = items.find((item) => item.path === '/agent/orders/new')!;
    expect(isItemCurrent(agentMenu, newOrder, '/agent/orders/new')).toBe(true);
    expect(isItemCurrent(agentMenu, orderList, '/agent/orders/new')).toBe(false);
    expect(isItemCurrent(agentMenu, orderList, '/agent/orders/ord_1')).toBe(true);
  });
});
