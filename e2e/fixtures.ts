import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export const DEMO_PASSWORD = 'Demo!2345';
export const demo = {
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  client: 'client@demo.test',
  vendor: 'vendor@demo.test',
  pendingAgent: 'pending.agent@demo.test',
} as const;

/** A unique email per test run so journeys never collide with each other or the seed. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/** Signs in through the UI's own endpoint from the page's context (shares its cookies). */
export async function signInViaApi(page: Page, email: string, password = DEMO_PASSWORD) {
  const response = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Reads the newest reset link sent to `email` from the outbox, as an admin. */
export async function latestResetLink(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/auth/sign-in/email', { data: { email: demo.admin, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const response = await request.get(`/api/outbox?to=${encodeURIComponent(email)}&limit=1`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { text: string }[] };
  const link = items[0]?.text.match(/https?:\/\/\S+\/auth\/reset-password#\S+/)?.[0];
  if (!link) throw new Error(`no reset link in the outbox for ${email}`);
  return link;
}

/** Serious and critical axe violations on the current page (WCAG 2 A/AA rules). */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, nodes: violation.nodes.map((node) => node.target.join(' ')) }));
}

export const test = base;
export { expect };
