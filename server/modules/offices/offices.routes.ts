import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@core/contracts/common';
import { OfficeInputSchema, OfficeListSchema, OfficeSchema, UpdateOfficeInputSchema } from '@core/contracts/offices';
import type { Db } from '../../db/client';
import { requireStaff } from '../orders/orders.policy';
import { createOffice, listOffices, updateOffice } from './offices';

const tags = ['offices'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function officesRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/offices', { schema: { tags, summary: 'Offices and their numbering formats', response: { 200: OfficeListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return listOffices(db, timeZone);
  });
  r.post('/api/offices', { schema: { tags, summary: 'Add an office (admin)', body: OfficeInputSchema, response: { 201: OfficeSchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'create', 'offices');
    return reply.code(201).send(await createOffice(db, user, request.body, timeZone));
  });
  r.patch('/api/offices/:id', { schema: { tags, summary: 'Edit an office or its numbering format (admin)', params: idParam, body: UpdateOfficeInputSchema, response: { 200: OfficeSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update', 'offices');
    return updateOffice(db, user, request.params.id, request.body, timeZone);
  });
}
