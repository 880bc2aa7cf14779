import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@core/contracts/common';
import { OutboxQuerySchema, OutboxResponseSchema } from '@core/contracts/outbox';
import type { Db } from '../../db/client';
import { requirePermission } from '../../lib/auth-hooks';
import { listOutbox } from './list-outbox';

export async function outboxRoutes(app: FastifyInstance, deps: { db: Db }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Emails the product sent or queued (admin)',
        querystring: OutboxQuerySchema,
        response: { 200: OutboxResponseSchema, 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      // Reset links are in these messages: only admins (who hold every permission) read them.
      requirePermission(request, 'read', 'users');
      return listOutbox(deps.db, request.query);
    },
  );
}
