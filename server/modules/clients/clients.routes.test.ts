/**
 * The client directory API from the outside: roles, validation, optimistic concurrency,
 * encrypted SSN/TIN, search, and portal invitations that link on registration.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, contacts, emailOutbox } from '../../db/schema';
import { createTestApp, demo, type TestApp } from '../../test/harness';

let t: TestApp;
const cookies: Record<'agent' | 'admin' | 'client' | 'vendor', string> = {} as never;
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['agent', 'admin', 'client', 'vendor'] as const) cookies[role] = await t.signIn(demo[role]);
});
afterAll(() => t.close());

type As = keyof typeof cookies | null;
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, as: As = 'agent', payload?: unknown) =>
  t.request({ method, url, cookie: as ? cookies[as] : undefined, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

describe('contacts', () => {
  it('is for staff: clients and vendors get 403, the signed-out 401', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/contacts', undefined],
      ['POST', '/api/contacts', { firstName: 'A', lastName: 'B' }],
      ['GET', '/api/contacts/con_seed_1', undefined],
      ['PATCH', '/api/contacts/con_seed_1', { version: 1, phone: '512-555-0000' }],
      ['GET', '/api/contacts/con_seed_1/orders', undefined],
      ['POST', '/api/contacts/con_seed_1/invite', { email: 'x@example.test' }],
      ['GET', '/api/companies', undefined],
      ['POST', '/api/companies', { name: 'X', kind: 'lender' }],
      ['GET', '/api/companies/cmp_lonestar_bank', undefined],
    ] as const) {
      for (const as of ['client', 'vendor', null] as const) {
        expect((await call(method, url, as, body)).statusCode, `${as} ${method} ${url}`).toBe(as ? 403 : 401);
      }
      expect((await call(method, url, 'agent', body)).statusCode, `agent ${method} ${url}`).toBeLessThan(300);
    }
  });

  it('creates with field errors for bad input, keeps the SSN encrypted and shows the last 4 only', async () => {
    const bad = await call('POST', '/api/contacts', 'agent', { firstName: ' ', lastName: 'X', email: 'nope', ssn: '12345', phone: 'call me' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['email', 'firstName', 'phone', 'ssn']);
    const created = await call('POST', '/api/contacts', 'agent', { firstName: 'Penelope', lastName: 'Vanderhoeven', email: 'Penny@Example.test', ssn: '987-65-4321', companyIds: ['cmp_lonestar_bank'] });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Penelope Vanderhoeven', email: 'penny@example.test', ssnLast4: '4321', companies: [{ id: 'cmp_lonestar_bank' }], version: 1 });
    expect(created.body).not.toContain('987654321');
    const [row] = await t.db.select().from(contacts).where(eq(contacts.id, created.json().id));
    expect(row!.ssnEncrypted).toMatch(/^v1\./);
    expect((await call('POST', '/api/contacts', 'agent', { firstName: 'A', lastName: 'B', companyIds: ['cmp_nope'] })).statusCode).toBe(400);
    const found = (await call('GET', '/api/contacts?q=vanderhoven')).json();
    expect(found.items[0].id).toBe(created.json().id);
  });

  it('edits with the current version, refuses a stale one with 409, and renames the order parties', async () => {
    const contact = (await call('GET', '/api/contacts/con_seed_1')).json();
    const { items } = (await call('GET', '/api/contacts/con_seed_1/orders')).json();
    const edited = await call('PATCH', '/api/contacts/con_seed_1', 'agent', { version: contact.version, lastName: 'Zebulonsky' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ lastName: 'Zebulonsky', version: contact.version + 1, ssnLast4: contact.ssnLast4 });
    const stale = await call('PATCH', '/api/contacts/con_seed_1', 'admin', { version: contact.version, lastName: 'Other' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    if (items.length) {
      const order = (await call('GET', `/api/orders/${items[0].order.id}`)).json();
      expect(order.partyNames).toContain('Zebulonsky');
    }
    expect((await call('GET', '/api/contacts/con_nope')).statusCode).toBe(404);
  });
});

describe('companies', () => {
  it('creates, lists by kind, keeps the TIN encrypted and refuses stale edits', async () => {
    const created = await call('POST', '/api/companies', 'agent', { name: 'Pecan Street Lending', kind: 'lender', tin: '12-3456789' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ tinLast4: '6789', kind: 'lender' });
    const [row] = await t.db.select().from(companies).where(eq(companies.id, created.json().id));
    expect(row!.tinEncrypted).not.toContain('123456789');
    const lenders = (await call('GET', '/api/companies?kind=lender&pageSize=100')).json();
    expect(lenders.items.every((company: { kind: string }) => company.kind === 'lender')).toBe(true);
    expect((await call('POST', '/api/companies', 'agent', { name: 'X', kind: 'spaceship' })).statusCode).toBe(400);
    const edit = await call('PATCH', `/api/companies/${created.json().id}`, 'agent', { version: 1, phone: '(512) 555-0199' });
    expect(edit.json().version).toBe(2);
    expect((await call('PATCH', `/api/companies/${created.json().id}`, 'agent', { version: 1, phone: '(512) 555-0198' })).statusCode).toBe(409);
    const orders = (await call('GET', '/api/companies/cmp_lonestar_bank/orders')).json();
    expect(orders.items.every((item: { role: string }) => item.role === 'lender')).toBe(true);
  });
});

describe('portal invitations', () => {
  it('links an existing client account at once', async () => {
    const contact = (await call('POST', '/api/contacts', 'agent', { firstName: 'Casey', lastName: 'Again' })).json();
    const linked = await call('POST', `/api/contacts/${contact.id}/invite`, 'agent', { email: demo.client });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ outcome: 'linked', contact: { linkedUser: { email: demo.client } } });
    expect((await call('POST', `/api/contacts/${contact.id}/invite`, 'agent', { email: demo.client })).statusCode).toBe(409);
  });

  it('refuses a staff or vendor email', async () => {
    const contact = (await call('POST', '/api/contacts', 'agent', { firstName: 'Not', lastName: 'Aclient' })).json();
    expect((await call('POST', `/api/contacts/${contact.id}/invite`, 'agent', { email: demo.vendor })).statusCode).toBe(409);
  });

  it('emails an invitation and links the contact when that email registers as a client', async () => {
    const email = `invitee.${Date.now()}@example.test`;
    const contact = (await call('POST', '/api/contacts', 'agent', { firstName: 'Ivy', lastName: 'Invitee' })).json();
    const order = (
      await call('POST', '/api/orders', 'agent', {
        officeId: 'ofc_austin', transactionType: 'refinance', propertyAddress: '9 Invite Way', propertyCity: 'Austin', propertyState: 'TX',
        propertyZip: '78701', propertyCounty: 'Travis County', propertyType: 'condominium', loanAmountCents: 20_000_000,
        parties: [{ role: 'borrower', contactId: contact.id }],
      })
    ).json();
    const invited = await call('POST', `/api/contacts/${contact.id}/invite`, 'agent', { email });
    expect(invited.json()).toMatchObject({ outcome: 'invited', contact: { invitedEmail: email, linkedUser: null } });
    const [message] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(message!.text).toContain('/auth/register');
    const registered = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email, password: 'Str0ng!Passw0rd', firstName: 'Ivy', lastName: 'Invitee', accountType: 'client' },
    });
    expect(registered.statusCode, registered.body).toBeLessThan(300);
    const cookie = await t.signIn(email, 'Str0ng!Passw0rd');
    const portal = await t.request({ method: 'GET', url: '/api/portal/orders', cookie });
    expect(portal.json().items.map((item: { id: string }) => item.id)).toEqual([order.id]);
  });
});
