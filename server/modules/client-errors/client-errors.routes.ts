import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ClientErrorAcceptedSchema, ClientErrorReportSchema } from '@core/contracts/client-errors';
import { errorResponse } from '@core/contracts/common';
import type { Db } from '../../db/client';
import { recordClientError } from './record-client-error';

export async function clientErrorsRoutes(app: FastifyInstance, deps: { db: Db; ratePerMinute: number }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/client-errors',
    {
      schema: {
        tags: ['meta'],
        summary: 'Report an error met in the browser (signed in or not)',
        body: ClientErrorReportSchema,
        response: { 202: ClientErrorAcceptedSchema, 400: errorResponse, 413: errorResponse, 429: errorResponse },
      },
      // Anyone may report, so a flood from one address is cut off.
      config: { rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } },
      bodyLimit: 256 * 1024,
    },
    async (request, reply) => {
      const accepted = await recordClientError({ db: deps.db, log: request.log }, request.body, {
        userId: request.currentUser?.id ?? null,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.status(202).send(accepted);
    },
  );
}
