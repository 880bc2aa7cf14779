import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports status, version and the database engine', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', version: expect.any(String), database: t.engine });
  });

  it('sends security headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.request({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('serves the OpenAPI document generated from the contracts', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/me', '/api/auth/register', '/api/users']));
    expect(document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties).toHaveProperty('accountType');
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing API call from another origin, before it does anything', async () => {
    const response = await t.request({ method: 'POST', url: '/api/auth/register', headers: { origin: 'https://evil.example' }, payload: { firstName: 'E', lastName: 'Vil', email: 'evil@example.test', password: 'Closing!2026' } });
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toEqual({ code: 'FORBIDDEN', message: 'Cross-site request refused' });
    const sameSite = await t.request({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } });
    expect(sameSite.statusCode).toBe(200);
    const noOrigin = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } });
    expect(noOrigin.statusCode).toBe(200);
  });
});
