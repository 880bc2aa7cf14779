import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorResponse, idParam } from '@core/contracts/common';
import {
  CompanyInputSchema,
  CompanyListQuerySchema,
  CompanyListSchema,
  CompanySchema,
  ContactInputSchema,
  ContactListSchema,
  ContactSchema,
  DirectoryQuerySchema,
  InviteClientInputSchema,
  InviteClientResultSchema,
  PartyOrdersSchema,
  UpdateCompanyInputSchema,
  UpdateContactInputSchema,
} from '@core/contracts/clients';
import type { Db } from '../../db/client';
import type { Mailer } from '../../lib/mail';
import type { SealedBox } from '../../lib/sealed-box';
import { requireStaff } from '../orders/orders.policy';
import { createCompany } from './create-company';
import { createContact } from './create-contact';
import { getCompany } from './get-company';
import { getContact } from './get-contact';
import { inviteContact } from './invite-contact';
import { listCompanies, listContacts } from './list-directory';
import { listPartyOrders } from './party-orders';
import { updateCompany } from './update-company';
import { updateContact } from './update-contact';

const tags = ['clients'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

/**
 * The client directory. Reading needs read:clients; adding and editing contacts and companies
 * needs update:clients (the spec gives agents no create:clients, yet an agent must add the
 * people of a new order: adding to the directory is maintaining it).
 */
export async function clientsRoutes(app: FastifyInstance, deps: { db: Db; box: SealedBox; mailer: Mailer; baseUrl: string }) {
  const { db, box } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/contacts', { schema: { tags, summary: 'Search contacts', querystring: DirectoryQuerySchema, response: { 200: ContactListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return listContacts(db, request.query);
  });
  r.post('/api/contacts', { schema: { tags, summary: 'Add a contact', body: ContactInputSchema, response: { 201: ContactSchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'update', 'clients');
    return reply.code(201).send(await createContact(db, box, user, request.body));
  });
  r.get('/api/contacts/:id', { schema: { tags, summary: 'One contact', params: idParam, response: { 200: ContactSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return getContact(db, request.params.id);
  });
  r.patch('/api/contacts/:id', { schema: { tags, summary: 'Edit a contact (by version)', params: idParam, body: UpdateContactInputSchema, response: { 200: ContactSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update', 'clients');
    return updateContact(db, box, user, request.params.id, request.body);
  });
  r.get('/api/contacts/:id/orders', { schema: { tags, summary: "A contact's orders", params: idParam, response: { 200: PartyOrdersSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return listPartyOrders(db, { contactId: request.params.id });
  });
  r.post('/api/contacts/:id/invite', { schema: { tags, summary: 'Link or invite a client user', params: idParam, body: InviteClientInputSchema, response: { 200: InviteClientResultSchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update', 'clients');
    return inviteContact({ db, mailer: deps.mailer, baseUrl: deps.baseUrl }, user, request.params.id, request.body.email);
  });

  r.get('/api/companies', { schema: { tags, summary: 'Search companies', querystring: CompanyListQuerySchema, response: { 200: CompanyListSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return listCompanies(db, request.query);
  });
  r.post('/api/companies', { schema: { tags, summary: 'Add a company', body: CompanyInputSchema, response: { 201: CompanySchema, ...errors } } }, async (request, reply) => {
    const user = requireStaff(request, 'update', 'clients');
    return reply.code(201).send(await createCompany(db, box, user, request.body));
  });
  r.get('/api/companies/:id', { schema: { tags, summary: 'One company', params: idParam, response: { 200: CompanySchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return getCompany(db, request.params.id);
  });
  r.patch('/api/companies/:id', { schema: { tags, summary: 'Edit a company (by version)', params: idParam, body: UpdateCompanyInputSchema, response: { 200: CompanySchema, ...errors } } }, async (request) => {
    const user = requireStaff(request, 'update', 'clients');
    return updateCompany(db, box, user, request.params.id, request.body);
  });
  r.get('/api/companies/:id/orders', { schema: { tags, summary: "A company's orders", params: idParam, response: { 200: PartyOrdersSchema, ...errors } } }, async (request) => {
    requireStaff(request, 'read', 'clients');
    return listPartyOrders(db, { companyId: request.params.id });
  });
}
