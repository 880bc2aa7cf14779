import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, demo, type TestApp } from '../../test/harness';
import { verifications } from '../../db/schema';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

it('explore', async () => {
  const show = (label: string, r: { statusCode: number; body: string; headers: Record<string, unknown> }) => console.log(label, r.statusCode, r.body.slice(0, 600), r.headers.location);
  show('reset-get', await t.request({ method: 'GET', url: '/api/auth/reset-password/abc?callbackURL=http://evil.example/' }));
  await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: demo.client } });
  const [v] = await t.db.select().from(verifications);
  const token = v!.identifier.split(':')[1];
  show('reset-get-valid', await t.request({ method: 'GET', url: `/api/auth/reset-password/${token}?callbackURL=http://evil.example/` }));
  show('reset-get-valid2', await t.request({ method: 'GET', url: `/api/auth/reset-password/${token}?callbackURL=/x` }));
  show('ok', await t.request({ method: 'GET', url: `/api/auth/ok` }));
  show('list-accounts', await t.request({ method: 'GET', url: `/api/auth/list-accounts` }));
  show('verify', await t.request({ method: 'POST', url: `/api/auth/send-verification-email`, payload: { email: demo.client } }));
  show('noorigin', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: demo.client, password: 'Demo!2345' } }));
  show('badorigin', await t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin: 'http://evil.example' }, payload: { email: demo.client, password: 'Demo!2345' } }));
  show('upper', await t.request({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email: ' CLIENT@demo.test ', password: 'Demo!2345' } }));
  show('noorigin-register', await t.app.inject({ method: 'POST', url: '/api/auth/register', headers: { origin: 'http://evil.example' }, payload: { firstName: 'a', lastName: 'b', email: 'evil@x.test', password: 'Demo!2345' } }));
});
