import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actions, can, hasRole, permissionsOf, resources, roleObject, roles, rolePermissions } from './permissions';

describe('the permission table (spec §6)', () => {
  it('gives each role exactly the listed permissions', () => {
    expect([...rolePermissions.agent].sort()).toEqual(
      ['create:orders', 'read:orders', 'update:orders', 'delete:orders', 'create:documents', 'read:documents', 'update:documents', 'delete:documents', 'read:clients', 'update:clients', 'read:analytics', 'use:ai_tools'].sort(),
    );
    expect([...rolePermissions.client].sort()).toEqual(
      ['read:orders', 'read:documents', 'upload:documents', 'read:profile', 'update:profile', 'read:messages', 'create:messages'].sort(),
    );
    expect([...rolePermissions.vendor].sort()).toEqual(
      ['read:vendor_orders', 'update:vendor_orders', 'read:vendor_profile', 'update:vendor_profile', 'create:vendor_services', 'read:vendor_services', 'update:vendor_services', 'delete:vendor_services'].sort(),
    );
    expect(rolePermissions.admin).toEqual(['*']);
  });

  it('lets admin do anything and nobody else anything unlisted', () => {
    fc.assert(
      fc.property(fc.constantFrom(...actions), fc.constantFrom(...resources), fc.constantFrom(...roles), (action, resource, role) => {
        const expected = role === 'admin' || (rolePermissions[role] as readonly string[]).includes(`${action}:${resource}`);
        expect(can(role, action, resource)).toBe(expected);
      }),
    );
  });

  it('checks by role name with admin counting as agent', () => {
    expect(hasRole('admin', 'agent')).toBe(true);
    expect(hasRole('admin', ['client'])).toBe(false);
    expect(hasRole('vendor', ['agent', 'admin'])).toBe(false);
    expect(hasRole('client', 'client')).toBe(true);
  });

  it('lists permissions as objects and role objects with capitalised names', () => {
    expect(permissionsOf('client')).toContainEqual({ id: 'upload:documents', name: 'upload:documents', resource: 'documents', action: 'upload' });
    expect(permissionsOf('admin')).toHaveLength(actions.length * resources.length);
    const vendor = roleObject('vendor');
    expect(vendor).toMatchObject({ id: 'vendor', name: 'Vendor' });
    expect(vendor.permissions).toHaveLength(8);
  });
});
