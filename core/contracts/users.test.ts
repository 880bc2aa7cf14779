import { describe, expect, it } from 'vitest';
import { ChangeRoleInputSchema, UserListQuerySchema, userStatusActions } from './users';

describe('UserListQuerySchema', () => {
  it('defaults paging and coerces query-string numbers', () => {
    expect(UserListQuerySchema.parse({})).toEqual({ page: 1, pageSize: 25 });
    expect(UserListQuerySchema.parse({ page: '2', pageSize: '10', status: 'pending', role: 'vendor', q: '  pat ' })).toEqual({
      page: 2,
      pageSize: 10,
      status: 'pending',
      role: 'vendor',
      q: 'pat',
    });
  });

  it('refuses unknown statuses and roles, out-of-range paging and unknown parameters', () => {
    for (const query of [{ status: 'bogus' }, { role: 'superuser' }, { pageSize: '1000' }, { pageSize: '0' }, { page: '0' }, { page: '1.5' }, { sort: 'email' }]) {
      expect({ query, ok: UserListQuerySchema.safeParse(query).success }).toEqual({ query, ok: false });
    }
  });
});

describe('ChangeRoleInputSchema', () => {
  it('accepts the four roles', () => {
    for (const role of ['client', 'agent', 'vendor', 'admin']) expect(ChangeRoleInputSchema.parse({ role })).toEqual({ role });
  });

  it("says 'Choose a valid role' for anything else", () => {
    const result = ChangeRoleInputSchema.safeParse({ role: 'superuser' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Choose a valid role']);
  });
});

describe('userStatusActions', () => {
  it('are approve, reject, deactivate and reactivate', () => {
    expect(userStatusActions).toEqual(['approve', 'reject', 'deactivate', 'reactivate']);
  });
});
