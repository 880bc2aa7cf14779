import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam, okResponse } from '@core/contracts/common';
import {
  ActivityResponseSchema,
  AddPartyInputSchema,
  CreateOrderInputSchema,
  DuplicateCheckQuerySchema,
  DuplicateCheckResponseSchema,
  MyWorkSchema,
  OrderDetailSchema,
  OrderExportQuerySchema,
  OrderListQuerySchema,
  OrderListResponseSchema,
  OrderPartySchema,
  OrderStatsQuerySchema,
  OrderStatsSchema,
  PartyParamsSchema,
  PortalOrderDetailSchema,
  PortalOrderListSchema,
  TransitionInputSchema,
  UpdateOrderInputSchema,
} from '@core/contracts/orders';
import type { Db } from '../../db/client';
import { addOrderParty } from './add-order-party';
import { createOrder } from './create-order';
import { exportOrdersCsv } from './export-orders';
import { findOpenOrdersOnParcel, getOrder } from './get-order';
import { listOrders } from './list-orders';
import { getMyWork } from './my-work';
import { listOrderActivity } from './order-activity';
import { getOrderStats } from './order-stats';
import { requirePortalClient, requireStaff } from './orders.policy';
import { getPortalOrder, listPortalOrders } from './portal-orders';
import { removeOrderParty } from './remove-order-party';
import { transitionOrder } from './transition-order';
import { updateOrder } from './update-order';

const tags = ['orders'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export async function ordersRoutes(app: FastifyInstance, deps: { db: Db; timeZone: string }) {
  const { db, timeZone } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/orders', { schema: { tags, summary: 'Search, filter, sort and page orders', querystring: OrderListQuerySchema, response: { 200: OrderListResponseSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return listOrders(db, request.query);
  });

  r.get('/api/orders/export.csv', { schema: { tags, summary: 'The filtered orders as CSV (streamed)', querystring: OrderExportQuerySchema, response: { 400: errorResponse, 401: errorResponse, 403: errorResponse } } }, async (request, reply) => {
    requireStaff(request, 'read');
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${stamp}.csv"`)
      .header('cache-control', 'private, no-store')
      // A stream, not JSON: the response schemas above describe only the error bodies.
      .send(exportOrdersCsv(db, request.query) as never);
  });

  r.get('/api/orders/stats', { schema: { tags, summary: 'Pipeline dashboard figures', querystring: OrderStatsQuerySchema, response: { 200: OrderStatsSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return getOrderStats(db, { timeZone, officeId: request.query.officeId });
  });

  r.get('/api/orders/my-work', { schema: { tags, summary: "The agent dashboard's file panels", response: { 200: MyWorkSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'read');
    return getMyWork(db, user.id, { timeZone });
  });

  r.get('/api/orders/duplicates', { schema: { tags, summary: 'Open orders on the same parcel (APN)', querystring: DuplicateCheckQuerySchema, response: { 200: DuplicateCheckResponseSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return { orders: await findOpenOrdersOnParcel(db, request.query.apn, request.query.excludeId) };
  });

  r.post('/api/orders', { schema: { tags, summary: 'Open an order', body: CreateOrderInputSchema, response: { 201: OrderDetailSchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'create');
    return reply.code(201).send(await createOrder(db, user, request.body, { timeZone }));
  });

  r.get('/api/orders/:id', { schema: { tags, summary: 'One order', params: idParam, response: { 200: OrderDetailSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return getOrder(db, request.params.id);
  });

  r.patch('/api/orders/:id', { schema: { tags, summary: 'Edit an order (optimistic concurrency by version)', params: idParam, body: UpdateOrderInputSchema, response: { 200: OrderDetailSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update');
    return updateOrder(db, user, request.params.id, request.body);
  });

  r.post('/api/orders/:id/transitions', { schema: { tags, summary: 'Move an order to another status', params: idParam, body: TransitionInputSchema, response: { 200: OrderDetailSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update');
    return transitionOrder(db, user, request.params.id, request.body, { timeZone });
  });

  r.get('/api/orders/:id/activity', { schema: { tags, summary: "The order's activity timeline", params: idParam, response: { 200: ActivityResponseSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read');
    return listOrderActivity(db, request.params.id);
  });

  r.post('/api/orders/:id/parties', { schema: { tags, summary: 'Add a party in a role', params: idParam, body: AddPartyInputSchema, response: { 201: OrderPartySchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'update');
    return reply.code(201).send(await addOrderParty(db, user, request.params.id, request.body));
  });

  r.delete('/api/orders/:id/parties/:partyId', { schema: { tags, summary: 'Remove a party', params: PartyParamsSchema, response: { 200: okResponse, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update');
    await removeOrderParty(db, user, request.params.id, request.params.partyId);
    return { ok: true as const };
  });

  const portalTags = ['client portal'];
  r.get('/api/portal/orders', { schema: { tags: portalTags, summary: "The signed-in client's orders", response: { 200: PortalOrderListSchema, ...errors } } }, async (request) => {
    const user = requirePortalClient(request);
    return listPortalOrders(db, user.id);
  });

  r.get('/api/portal/orders/:id', { schema: { tags: portalTags, summary: 'One of my orders (404 for any other)', params: idParam, response: { 200: PortalOrderDetailSchema, ...errors } } }, async (request) => {
    const user = requirePortalClient(request);
    return getPortalOrder(db, user.id, request.params.id);
  });
}

