import { z } from 'zod';
import { profileStatuses, roles } from '../domain/permissions';
import { pageQuery } from './common';

export const UserListQuerySchema = pageQuery
  .extend({
    status: z.enum(profileStatuses).optional(),
    role: z.enum(roles).optional(),
    q: z.string().trim().max(200).optional(),
  })
  .strict();
export type UserListQuery = z.input<typeof UserListQuerySchema>;

export const UserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  status: z.enum(profileStatuses),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserSummary = z.infer<typeof UserSummarySchema>;

export const UserListResponseSchema = z.object({
  items: z.array(UserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserListResponse = z.infer<typeof UserListResponseSchema>;

export const ChangeRoleInputSchema = z.object({ role: z.enum(roles, { error: 'Choose a valid role' }) }).strict();
export type ChangeRoleInput = z.infer<typeof ChangeRoleInputSchema>;

/** Approve, reject, deactivate or reactivate: the status an admin sets. */
export const userStatusActions = ['approve', 'reject', 'deactivate', 'reactivate'] as const;
export type UserStatusAction = (typeof userStatusActions)[number];
