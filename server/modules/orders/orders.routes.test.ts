/**
 * The orders API from the outside: every endpoint for every role, the lifecycle and concurrency
 * rules, numbering under concurrency, search, export, and a client's view of only their files.
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lifecycle } from '@core/domain/order-status';
import { auditEvents, contacts, orders, orderStatusEvents } from '../../db/schema';
import { SEED_ORDER_COUNT } from '../../db/seed';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
const cookies: Record<'agent' | 'admin' | 'client' | 'clientB' | 'vendor', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['agent', 'admin', 'client', 'clientB', 'vendor'] as const) cookies[role] = await t.signIn(demo[role]);
});
afterAll(() => t.close());

type As = keyof typeof cookies | null;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, as: As = 'agent', payload?: unknown) =>
  t.request({ method, url, cookie: as ? cookies[as] : undefined, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

const newOrder = (overrides: Record<string, unknown> = {}) => ({
  officeId: 'ofc_austin',
  transactionType: 'purchase',
  propertyAddress: '742 Evergreen Ter',
  propertyCity: 'Austin',
  propertyState: 'TX',
  propertyZip: '78704',
  propertyCounty: 'Travis',
  propertyType: 'single_family',
  salePriceCents: 45_000_000,
  loanAmountCents: 36_000_000,
  estimatedClosingDate: '2030-01-15',
  escrowOfficerId: 'usr_demo_agent',
  ...overrides,
});

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/orders', 'agent', newOrder(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const clientOrderIds = async (as: 'client' | 'clientB') => (await call('GET', '/api/portal/orders', as)).json().items.map((o: { id: string }) => o.id) as string[];

describe('who may call what', () => {
  const staffEndpoints: [string, string][] = [
    ['GET', '/api/orders'],
    ['GET', '/api/orders/export.csv'],
    ['GET', '/api/orders/stats'],
    ['GET', '/api/orders/my-work'],
    ['GET', '/api/orders/duplicates?apn=1'],
    ['GET', '/api/orders/ord_seed_1'],
    ['GET', '/api/orders/ord_seed_1/activity'],
    ['GET', '/api/saved-filters'],
    ['GET', '/api/offices'],
    ['GET', '/api/underwriters'],
    ['GET', '/api/staff'],
    ['GET', '/api/reference/counties?state=TX'],
  ];

  it('serves staff endpoints to agents and admins, 403 to clients and vendors, 401 signed out', async () => {
    for (const [method, url] of staffEndpoints) {
      expect((await call(method as 'GET', url, 'agent')).statusCode, url).toBe(200);
      expect((await call(method as 'GET', url, 'admin')).statusCode, url).toBe(200);
      expect((await call(method as 'GET', url, 'client')).statusCode, url).toBe(403);
      expect((await call(method as 'GET', url, 'vendor')).statusCode, url).toBe(403);
      expect((await call(method as 'GET', url, null)).statusCode, url).toBe(401);
    }
  });

  it('refuses every write to clients, vendors and the signed-out, and writes nothing', async () => {
    const [before] = await t.db.select({ value: count() }).from(orders);
    const writes: [string, string, unknown][] = [
      ['POST', '/api/orders', newOrder()],
      ['PATCH', '/api/orders/ord_seed_1', { version: 1, notes: 'x' }],
      ['POST', '/api/orders/ord_seed_1/transitions', { to: 'on_hold', version: 1 }],
      ['POST', '/api/orders/ord_seed_1/parties', { role: 'buyer', contactId: 'con_seed_1' }],
      ['DELETE', '/api/orders/ord_seed_1/parties/pty_seed_1_0', undefined],
      ['POST', '/api/saved-filters', { name: 'x', query: '' }],
    ];
    for (const as of ['client', 'vendor', null] as const) {
      for (const [method, url, body] of writes) {
        expect((await call(method as 'POST', url, as, body)).statusCode, `${as} ${method} ${url}`).toBe(as ? 403 : 401);
      }
    }
    const [after] = await t.db.select({ value: count() }).from(orders);
    expect(after!.value).toBe(before!.value);
  });

  it('keeps the portal for clients: agents and vendors get 403 there', async () => {
    expect((await call('GET', '/api/portal/orders', 'agent')).statusCode).toBe(403);
    expect((await call('GET', '/api/portal/orders', 'vendor')).statusCode).toBe(403);
    expect((await call('GET', '/api/portal/orders', null)).statusCode).toBe(401);
  });
});

describe('creating an order', () => {
  it('numbers it from the office format, stores the canonical county, and records status and audit', async () => {
    const order = await create({ parties: [{ role: 'buyer', contactId: 'con_seed_3' }] });
    expect(order.fileNumber).toMatch(/^AUS-\d{2}-\d{5}$/);
    expect(order).toMatchObject({ status: 'open', phase: 'open', propertyCounty: 'Travis County', version: 1, allowedTransitions: ['title_ordered', 'on_hold', 'cancelled'] });
    expect(order.parties).toHaveLength(1);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: 'open', actorId: 'usr_demo_agent' }]);
    const audit = await t.db.select().from(auditEvents).where(and(eq(auditEvents.entityId, order.id), eq(auditEvents.action, 'order.created')));
    expect(audit).toHaveLength(1);
  });

  it('gives 50 concurrent creates 50 different, consecutive numbers', async () => {
    const responses = await Promise.all(Array.from({ length: 50 }, () => call('POST', '/api/orders', 'agent', newOrder({ officeId: 'ofc_miami', propertyState: 'FL', propertyCounty: 'Broward', propertyCity: 'Hollywood', propertyZip: '33019' }))));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(201));
    const numbers = responses.map((response) => response.json().fileNumber as string);
    expect(new Set(numbers).size).toBe(50);
    const sequences = numbers.map((number) => Number(number.split('-').pop())).sort((a, b) => a - b);
    expect(sequences.at(-1)! - sequences[0]!).toBe(49);
  });

  it('answers bad input with 400 and field messages, and writes nothing', async () => {
    const [before] = await t.db.select({ value: count() }).from(orders);
    const missing = await call('POST', '/api/orders', 'agent', { officeId: 'ofc_austin' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(missing.json().error.fields)).toEqual(expect.arrayContaining(['transactionType', 'propertyAddress', 'propertyZip']));
    const cases: [Record<string, unknown>, string][] = [
      [{ salePriceCents: -1 }, 'salePriceCents'],
      [{ salePriceCents: 10.5 }, 'salePriceCents'],
      [{ salePriceCents: '100' }, 'salePriceCents'],
      [{ salePriceCents: null }, 'salePriceCents'],
      [{ propertyZip: '7870' }, 'propertyZip'],
      [{ propertyState: 'XX' }, 'propertyState'],
      [{ estimatedClosingDate: '2026-02-30' }, 'estimatedClosingDate'],
      [{ propertyCounty: 'Nowhere' }, 'propertyCounty'],
      [{ escrowOfficerId: 'usr_demo_client' }, 'escrowOfficerId'],
      [{ underwriterId: 'und_nope' }, 'underwriterId'],
      [{ officeId: 'ofc_nope' }, 'officeId'],
      [{ parties: [{ role: 'buyer', contactId: 'con_nope' }] }, 'parties.0.contactId'],
      [{ parties: [{ role: 'buyer' }] }, 'parties.0.contactId'],
      [{ transactionType: 'cash_purchase', loanAmountCents: 100 }, 'loanAmountCents'],
    ];
    for (const [override, field] of cases) {
      const response = await call('POST', '/api/orders', 'agent', newOrder(override));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      expect(Object.keys(response.json().error.fields ?? {}), JSON.stringify(override)).toContain(field);
    }
    expect((await call('POST', '/api/orders', 'agent', { ...newOrder(), surprise: 1 })).statusCode).toBe(400);
    const malformed = await t.request({ method: 'POST', url: '/api/orders', cookie: cookies.agent, headers: { 'content-type': 'application/json' }, payload: '{"officeId":' });
    expect(malformed.statusCode).toBe(400);
    const oversize = await call('POST', '/api/orders', 'agent', newOrder({ notes: 'x'.repeat(2 * 1024 * 1024) }));
    expect(oversize.statusCode).toBe(413);
    const longNotes = await call('POST', '/api/orders', 'agent', newOrder({ notes: 'x'.repeat(10_001) }));
    expect(longNotes.statusCode).toBe(400);
    const [after] = await t.db.select({ value: count() }).from(orders);
    expect(after!.value).toBe(before!.value);
  });
});

describe('editing and moving an order', () => {
  it('saves an edit with the current version and refuses a stale one with 409', async () => {
    const order = await create();
    const first = await call('PATCH', `/api/orders/${order.id}`, 'agent', { version: 1, notes: 'Seller signs early', salePriceCents: 46_000_000 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ version: 2, notes: 'Seller signs early', salePriceCents: 46_000_000 });
    for (const [body, field] of [[{ openedDate: null }, 'openedDate'], [{ propertyAddress: '' }, 'propertyAddress'], [{ salePriceCents: null }, 'salePriceCents']] as const) {
      const refused = await call('PATCH', `/api/orders/${order.id}`, 'agent', { version: 2, ...body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().error.fields)).toEqual([field]);
    }
    const stale = await call('PATCH', `/api/orders/${order.id}`, 'admin', { version: 1, notes: 'Overwrite' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'VERSION_CONFLICT' });
    expect((await call('GET', `/api/orders/${order.id}`)).json().notes).toBe('Seller signs early');
    const activity = (await call('GET', `/api/orders/${order.id}/activity`)).json().items;
    expect(activity[0]).toMatchObject({ action: 'order.updated', actor: { id: 'usr_demo_agent', name: 'Erin Escrow' } });
    expect(activity[0].changes).toContainEqual({ field: 'Sale price', from: 45_000_000, to: 46_000_000 });
  });

  it('lets only an admin change a file number, and never to one in use', async () => {
    const order = await create();
    expect((await call('PATCH', `/api/orders/${order.id}`, 'agent', { version: 1, fileNumber: 'HAND-1' })).statusCode).toBe(403);
    const taken = await call('PATCH', `/api/orders/${order.id}`, 'admin', { version: 1, fileNumber: (await create()).fileNumber });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields.fileNumber).toBeDefined();
    const changed = await call('PATCH', `/api/orders/${order.id}`, 'admin', { version: 1, fileNumber: 'HAND-1' });
    expect(changed.json().fileNumber).toBe('HAND-1');
  });

  it('walks the whole lifecycle one step at a time, stamping key dates, and refuses skips with 409', async () => {
    let order = await create();
    const skip = await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'closed', version: order.version });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error.code).toBe('ORDER_STATUS_TRANSITION_INVALID');
    for (const status of lifecycle.slice(1)) {
      const response = await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: status, version: order.version });
      expect(response.statusCode, `${status}: ${response.body}`).toBe(200);
      order = response.json();
    }
    expect(order).toMatchObject({ status: 'completed', phase: 'closed', allowedTransitions: [] });
    expect(order.closingDate).not.toBeNull();
    expect(order.recordedDate).not.toBeNull();
    const final = await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'cancelled', version: order.version });
    expect(final.statusCode).toBe(409);
    const events = await t.db.select().from(orderStatusEvents).where(eq(orderStatusEvents.orderId, order.id));
    expect(events).toHaveLength(lifecycle.length);
  });

  it('holds a file and resumes it where it stopped; a stale transition is 409', async () => {
    let order = await create();
    order = (await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'title_ordered', version: order.version })).json();
    const held = (await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'on_hold', version: order.version, note: 'Waiting on probate' })).json();
    expect(held).toMatchObject({ status: 'on_hold', heldFromStatus: 'title_ordered', phase: 'open', allowedTransitions: ['title_ordered', 'cancelled'] });
    expect((await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'title_received', version: held.version })).statusCode).toBe(409);
    expect((await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'title_ordered', version: order.version })).json().error.code).toBe('VERSION_CONFLICT');
    const resumed = (await call('POST', `/api/orders/${order.id}/transitions`, 'agent', { to: 'title_ordered', version: held.version })).json();
    expect(resumed).toMatchObject({ status: 'title_ordered', heldFromStatus: null });
    const activity = (await call('GET', `/api/orders/${order.id}/activity`)).json().items;
    expect(activity.map((event: { summary: string }) => event.summary)).toContain('Status changed from Title ordered to On hold — Waiting on probate');
  });

  it('answers 404 for an unknown order and 400 for a bad status', async () => {
    expect((await call('GET', '/api/orders/ord_nope')).statusCode).toBe(404);
    expect((await call('PATCH', '/api/orders/ord_nope', 'agent', { version: 1, notes: 'x' })).statusCode).toBe(404);
    expect((await call('POST', '/api/orders/ord_seed_1/transitions', 'agent', { to: 'teleported', version: 1 })).statusCode).toBe(400);
  });
});

describe('parties', () => {
  it('adds and removes parties, shows only the last 4 of an SSN, and keeps search names in step', async () => {
    const contact = (await call('POST', '/api/contacts', 'agent', { firstName: 'Bartholomew', lastName: 'Quillingham', ssn: '123-45-6789' })).json();
    expect(contact.ssnLast4).toBe('6789');
    const [stored] = await t.db.select().from(contacts).where(eq(contacts.id, contact.id));
    expect(stored!.ssnEncrypted).not.toContain('123456789');
    const order = await create();
    const added = await call('POST', `/api/orders/${order.id}/parties`, 'agent', { role: 'seller', contactId: contact.id });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ role: 'seller', name: 'Bartholomew Quillingham', contact: { ssnLast4: '6789' } });
    expect(JSON.stringify((await call('GET', `/api/orders/${order.id}`)).json())).not.toContain('123456789');
    expect((await call('POST', `/api/orders/${order.id}/parties`, 'agent', { role: 'seller', contactId: contact.id })).statusCode).toBe(409);

    const misspelled = (await call('GET', '/api/orders?q=Quilingham')).json();
    expect(misspelled.items.map((item: { id: string }) => item.id)).toContain(order.id);
    await call('DELETE', `/api/orders/${order.id}/parties/${added.json().id}`);
    expect((await call('GET', '/api/orders?q=Quilingham')).json().items.map((item: { id: string }) => item.id)).not.toContain(order.id);
    expect((await call('DELETE', `/api/orders/${order.id}/parties/${added.json().id}`)).statusCode).toBe(404);
  });
});

describe('the list', () => {
  it('pages, sorts and filters on the server', async () => {
    const page1 = (await call('GET', '/api/orders?pageSize=10&sort=fileNumber&dir=asc')).json();
    expect(page1.items).toHaveLength(10);
    expect(page1.total).toBeGreaterThanOrEqual(SEED_ORDER_COUNT);
    const numbers = page1.items.map((item: { fileNumber: string }) => item.fileNumber);
    expect(numbers).toEqual([...numbers].sort());
    const page2 = (await call('GET', '/api/orders?pageSize=10&page=2&sort=fileNumber&dir=asc')).json();
    expect(page2.items[0].fileNumber > numbers.at(-1)).toBe(true);
    const held = (await call('GET', '/api/orders?status=on_hold,cancelled&pageSize=200')).json();
    expect(held.items.every((item: { status: string }) => ['on_hold', 'cancelled'].includes(item.status))).toBe(true);
    const miami = (await call('GET', '/api/orders?officeId=ofc_miami&county=miami&transactionType=purchase&pageSize=200')).json();
    expect(miami.items.every((item: { office: { id: string }; propertyCounty: string; transactionType: string }) => item.office.id === 'ofc_miami' && item.propertyCounty === 'Miami-Dade County' && item.transactionType === 'purchase')).toBe(true);
    const mine = (await call('GET', '/api/orders?officerId=usr_demo_title&phase=closed&pageSize=200')).json();
    expect(mine.total).toBeGreaterThan(0);
    expect(mine.items.every((item: { titleOfficer: { id: string } | null; phase: string }) => item.titleOfficer?.id === 'usr_demo_title' && item.phase === 'closed')).toBe(true);
    const dated = (await call('GET', '/api/orders?openedFrom=2000-01-01&openedTo=2000-12-31')).json();
    expect(dated).toMatchObject({ items: [], total: 0, totalCapped: false });
    expect((await call('GET', '/api/orders?sort=nope')).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?status=nope')).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?pageSize=1000')).statusCode).toBe(400);
    expect((await call('GET', '/api/orders?q=%25_')).statusCode).toBe(200);
  });

  it('exports the filtered set as CSV', async () => {
    const response = await call('GET', '/api/orders/export.csv?status=completed');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="orders-/);
    const lines = response.body.trim().split('\r\n');
    const { total } = (await call('GET', '/api/orders?status=completed')).json();
    expect(lines).toHaveLength(total + 1);
    expect(lines[0]).toMatch(/^File number,Status,/);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Completed')).toBe(true);
  });

  it('warns of other open files on the same parcel', async () => {
    const first = await create({ apn: 'DUP-APN-1' });
    const second = await create({ apn: 'DUP-APN-1' });
    expect((await call('GET', `/api/orders/${second.id}`)).json().sameParcelOrders).toEqual([{ id: first.id, fileNumber: first.fileNumber, status: 'open' }]);
    expect((await call('GET', '/api/orders/duplicates?apn=DUP-APN-1')).json().orders).toHaveLength(2);
  });
});

describe('dashboards', () => {
  it('counts phases and statuses the same way, and a new order adds one open file', async () => {
    const before = (await call('GET', '/api/orders/stats')).json();
    const statusTotal = before.byStatus.reduce((sum: number, row: { count: number }) => sum + row.count, 0);
    expect(before.phases.open + before.phases.closed + before.phases.cancelled).toBe(statusTotal);
    expect(before.calendar).toHaveLength(14);
    expect(before.aging.reduce((sum: number, row: { count: number }) => sum + row.count, 0)).toBe(before.phases.open);
    await create();
    const after = (await call('GET', '/api/orders/stats')).json();
    expect(after.phases.open).toBe(before.phases.open + 1);
    const listed = (await call('GET', '/api/orders?phase=open')).json();
    expect(listed.total).toBe(after.phases.open);
    const week = (await call('GET', `/api/orders?closingFrom=${after.week.start}&closingTo=${after.week.end}&phase=open`)).json().total +
      (await call('GET', `/api/orders?closingFrom=${after.week.start}&closingTo=${after.week.end}&phase=closed`)).json().total;
    expect(week).toBe(after.closingThisWeek);
  });

  it("gives an agent their own files", async () => {
    const work = (await call('GET', '/api/orders/my-work')).json();
    expect(work.myOpenFiles.total).toBeGreaterThan(0);
    for (const item of work.myOpenFiles.items) {
      expect([item.escrowOfficer?.id, item.titleOfficer?.id, item.processor?.id]).toContain('usr_demo_agent');
      expect(item.phase).toBe('open');
    }
    expect(work.recentlyChanged.length).toBeGreaterThan(0);
  });
});

describe('the client portal', () => {
  it("shows a client exactly the orders they are a party to, and another client's as 404", async () => {
    const mine = await clientOrderIds('client');
    const theirs = await clientOrderIds('clientB');
    expect(mine).toHaveLength(5);
    expect(theirs).toHaveLength(3);
    const shared = mine.filter((id) => theirs.includes(id));
    expect(shared).toHaveLength(1);
    const onlyTheirs = theirs.find((id) => !mine.includes(id))!;
    const refused = await call('GET', `/api/portal/orders/${onlyTheirs}`, 'client');
    expect(refused.statusCode).toBe(404);
    // Guessing ids gets the same answer as ids that do not exist.
    const guessed = await call('GET', '/api/portal/orders/ord_seed_7', 'client');
    const missing = await call('GET', '/api/portal/orders/ord_nope', 'client');
    expect(guessed.statusCode).toBe(404);
    expect(guessed.body).toBe(missing.body);
    // The staff API is closed to clients whatever the id.
    expect((await call('GET', `/api/orders/${mine[0]}`, 'client')).statusCode).toBe(403);
  });

  it("shows what a party may see: no notes, no other party's SSN, the timeline and the officer", async () => {
    const [shared] = await clientOrderIds('client');
    const detail = (await call('GET', `/api/portal/orders/${shared}`, 'client')).json();
    expect(detail).not.toHaveProperty('notes');
    expect(detail.parties.filter((party: { ssnLast4: string | null; isMe: boolean }) => party.ssnLast4 && !party.isMe)).toEqual([]);
    expect(detail.parties.some((party: { isMe: boolean }) => party.isMe)).toBe(true);
    expect(detail.timeline[0].status).toBe('open');
    expect(detail.steps.length).toBeGreaterThan(0);
    const raw = JSON.stringify(detail);
    expect(raw).not.toContain('ssnEncrypted');
  });

  it('follows changes: a client linked to a new order sees it at once', async () => {
    const order = await create({ parties: [{ role: 'buyer', contactId: 'con_client_0' }] });
    expect(await clientOrderIds('client')).toContain(order.id);
    expect(await clientOrderIds('clientB')).not.toContain(order.id);
  });
});

describe('saved filters', () => {
  it('keeps each user their own filters', async () => {
    const created = await call('POST', '/api/saved-filters', 'agent', { name: 'My Travis files', query: '?county=Travis&page=3' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'My Travis files', query: 'county=Travis' });
    expect((await call('POST', '/api/saved-filters', 'agent', { name: 'My Travis files', query: '' })).statusCode).toBe(409);
    expect((await call('GET', '/api/saved-filters', 'admin')).json().items).toEqual([]);
    expect((await call('DELETE', `/api/saved-filters/${created.json().id}`, 'admin')).statusCode).toBe(404);
    expect((await call('DELETE', `/api/saved-filters/${created.json().id}`, 'agent')).statusCode).toBe(200);
    expect((await call('POST', '/api/saved-filters', 'agent', { name: '', query: '' })).statusCode).toBe(400);
  });
});

describe('offices', () => {
  it('lets an admin set a numbering format that the next order uses, and refuses agents and bad formats', async () => {
    const office = { name: 'Round Rock', code: 'RR', numberingFormat: '{OFFICE}{YY}-{SEQ:3}', state: 'TX' };
    expect((await call('POST', '/api/offices', 'agent', office)).statusCode).toBe(403);
    const bad = await call('POST', '/api/offices', 'admin', { ...office, numberingFormat: '{YY}' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.numberingFormat[0]).toMatch(/SEQ/);
    const created = (await call('POST', '/api/offices', 'admin', office)).json();
    expect(created.nextFileNumberPreview).toMatch(/^RR\d{2}-001$/);
    const order = await create({ officeId: created.id });
    expect(order.fileNumber).toBe(created.nextFileNumberPreview);
    expect((await call('POST', '/api/offices', 'admin', office)).statusCode).toBe(409);
    const renamed = await call('PATCH', `/api/offices/${created.id}`, 'admin', { numberingFormat: 'R-{SEQ:6}' });
    expect(renamed.json().nextFileNumberPreview).toBe('R-000001');
  });
});
