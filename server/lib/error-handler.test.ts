import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error';
import { registerErrorHandler } from './error-handler';

const logged: unknown[] = [];
const app = Fastify({ logger: false, bodyLimit: 1024 });

beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/strict', { schema: { body: z.object({ name: z.string().min(1, { error: 'Name is required' }), age: z.number().int() }).strict() } }, async () => ({ ok: true }));
  r.get('/app-error', async () => {
    throw new AppError('VERSION_CONFLICT', 'Someone else changed this order', { version: ['Stale'] });
  });
  r.get('/crash', async (request) => {
    vi.spyOn(request.log, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
    throw new Error('database exploded');
  });
  r.get('/unique', async () => {
    throw Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
  });
  await app.ready();
});
afterAll(() => app.close());

describe('the error handler', () => {
  it('turns zod failures into VALIDATION_FAILED with field messages, unknown fields included', async () => {
    const response = await app.inject({ method: 'POST', url: '/strict', payload: { name: '', age: 'x', admin: true } });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields).toEqual({ name: ['Name is required'], age: [expect.any(String)], admin: ['Unknown field'] });
  });

  it('maps AppError codes to their status and keeps the fields', async () => {
    const response = await app.inject({ method: 'GET', url: '/app-error' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ error: { code: 'VERSION_CONFLICT', message: 'Someone else changed this order', fields: { version: ['Stale'] } } });
  });

  it('answers malformed JSON, empty bodies, wrong media types and oversize bodies with a 4xx', async () => {
    const cases = [
      { payload: '{"name":', headers: { 'content-type': 'application/json' }, status: 400, code: 'INVALID_JSON' },
      { payload: '', headers: { 'content-type': 'application/json' }, status: 400, code: 'INVALID_JSON' },
      { payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' }, status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { payload: JSON.stringify({ name: 'x'.repeat(2000), age: 1 }), headers: { 'content-type': 'application/json' }, status: 413, code: 'PAYLOAD_TOO_LARGE' },
    ];
    for (const item of cases) {
      const response = await app.inject({ method: 'POST', url: '/strict', payload: item.payload, headers: item.headers });
      expect({ status: response.statusCode, code: response.json().error.code }).toEqual({ status: item.status, code: item.code });
    }
  });

  it('reports a unique-constraint race as a conflict', async () => {
    const response = await app.inject({ method: 'GET', url: '/unique' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('CONFLICT');
  });

  it('hides unexpected errors behind an error id that is also logged', async () => {
    const response = await app.inject({ method: 'GET', url: '/crash' });
    expect(response.statusCode).toBe(500);
    const { error } = response.json();
    expect(error.code).toBe('INTERNAL');
    expect(error.errorId).toMatch(/^[0-9a-f-]{36}$/);
    expect(error.message).toContain(error.errorId);
    expect(error.message).not.toContain('database exploded');
    expect(JSON.stringify(logged)).toContain(error.errorId);
  });
});
