import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponseSchema } from '@core/contracts/auth';
import type { Engine } from '../../db/client';

export async function healthRoutes(app: FastifyInstance, deps: { engine: Engine; version: string }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/health',
    { config: { public: true }, schema: { tags: ['meta'], summary: 'Liveness, version and database engine', response: { 200: HealthResponseSchema } } },
    async () => ({ status: 'ok' as const, version: deps.version, database: deps.engine }),
  );
}
