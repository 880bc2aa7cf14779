import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse } from '@core/contracts/common';
import { CountyListSchema, CountyQuerySchema, StaffListSchema, UnderwriterListSchema } from '@core/contracts/reference';
import type { Db } from '../../db/client';
import { profiles, underwriters, users } from '../../db/schema';
import { requireStaff } from '../orders/orders.policy';
import { countiesOf } from './counties';

const tags = ['reference'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse };

/** The small lists order forms pick from; staff only. */
export async function referenceRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/api/underwriters', { schema: { tags, summary: 'Underwriters', response: { 200: UnderwriterListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return { items: await db.select({ id: underwriters.id, name: underwriters.name, code: underwriters.code }).from(underwriters).orderBy(asc(underwriters.name)) };
  });
  r.get('/api/staff', { schema: { tags, summary: 'Active agents and admins (assignable to files)', response: { 200: StaffListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    const rows = await db
      .select({ id: users.id, firstName: profiles.firstName, lastName: profiles.lastName, email: users.email, role: profiles.role })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(and(inArray(profiles.role, ['agent', 'admin']), eq(profiles.status, 'active')))
      .orderBy(asc(profiles.lastName), asc(profiles.firstName));
    return { items: rows.map((row) => ({ id: row.id, name: `${row.firstName} ${row.lastName}`.trim() || row.email, email: row.email, role: row.role as 'agent' | 'admin' })) };
  });
  r.get('/api/reference/counties', { schema: { tags, summary: 'Counties of a state (Census FIPS list)', querystring: CountyQuerySchema, response: { 200: CountyListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return { items: countiesOf(request.query.state, request.query.q) };
  });
}
