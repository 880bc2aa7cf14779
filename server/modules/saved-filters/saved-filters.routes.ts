import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam, okResponse } from '@core/contracts/common';
import { CreateSavedFilterInputSchema, SavedFilterListSchema, SavedFilterSchema } from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { requireStaff } from '../orders/orders.policy';
import { createSavedFilter, deleteSavedFilter, listSavedFilters } from './saved-filters';

const tags = ['saved filters'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function savedFiltersRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/saved-filters', { schema: { tags, summary: 'My saved order-list filters', response: { 200: SavedFilterListSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'read');
    return listSavedFilters(db, user.id);
  });
  r.post('/api/saved-filters', { schema: { tags, summary: 'Save the current filters under a name', body: CreateSavedFilterInputSchema, response: { 201: SavedFilterSchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'read');
    return reply.code(201).send(await createSavedFilter(db, user.id, request.body));
  });
  r.delete('/api/saved-filters/:id', { schema: { tags, summary: 'Delete one of my saved filters', params: idParam, response: { 200: okResponse, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'read');
    await deleteSavedFilter(db, user.id, request.params.id);
    return { ok: true as const };
  });
}
