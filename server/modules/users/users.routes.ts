import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponse } from '@core/contracts/common';
import {
  ChangeRoleInputSchema,
  UserListQuerySchema,
  UserListResponseSchema,
  UserSummarySchema,
  userStatusActions,
} from '@core/contracts/users';
import type { Db } from '../../db/client';
import { requirePermission } from '../../lib/auth-hooks';
import { changeUserRole } from './change-user-role';
import { listUsers } from './list-users';
import { setUserStatus } from './set-user-status';

const tags = ['users'];
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const UserIdParams = z.object({ id: z.string().min(1).max(64) }).strict();
// The action is in the path: no body at all (Fastify passes null), or an empty JSON object.
const EmptyBody = z.object({}).strict().nullish();

export async function usersRoutes(app: FastifyInstance, deps: { db: Db }) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/users',
    { schema: { tags, summary: 'List users with status and role filters (admin)', querystring: UserListQuerySchema, response: { 200: UserListResponseSchema, ...errors } } },
    async (request) => {
      requirePermission(request, 'read', 'users');
      return listUsers(db, request.query);
    },
  );

  for (const action of userStatusActions) {
    r.post(
      `/api/users/:id/${action}`,
      { schema: { tags, summary: `${action[0]!.toUpperCase()}${action.slice(1)} an account (admin)`, params: UserIdParams, body: EmptyBody, response: { 200: UserSummarySchema, ...errors } } },
      async (request) => {
        const actor = requirePermission(request, 'update', 'users');
        return setUserStatus(db, actor, request.params.id, action);
      },
    );
  }

  r.patch(
    '/api/users/:id/role',
    { schema: { tags, summary: "Change a user's role (admin)", params: UserIdParams, body: ChangeRoleInputSchema, response: { 200: UserSummarySchema, ...errors } } },
    async (request) => {
      const actor = requirePermission(request, 'update', 'users');
      return changeUserRole(db, actor, request.params.id, request.body.role);
    },
  );
}
