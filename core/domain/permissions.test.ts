import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  WILDCARD,
  actions,
  can,
  hasRole,
  isRole,
  permissionsOf,
  resources,
  roleObject,
  rolePermissions,
  roles,
  toPermission,
  type Role,
} from './permissions';

/** Spec §6, written out by hand so a change to the table has to be made twice. */
const specTable: Record<Exclude<Role, 'admin'>, string[]> = {
  agent: [
    'create:orders', 'read:orders', 'update:orders', 'delete:orders',
    'create:documents', 'read:documents', 'update:documents', 'delete:documents',
    'read:clients', 'update:clients',
    'read:analytics',
    'use:ai_tools',
  ],
  client: [
    'read:orders',
    'read:documents',
    'upload:documents',
    'read:profile', 'update:profile',
    'read:messages', 'create:messages',
  ],
  vendor: [
    'read:vendor_orders', 'update:vendor_orders',
    'read:vendor_profile', 'update:vendor_profile',
    'create:vendor_services', 'read:vendor_services', 'update:vendor_services', 'delete:vendor_services',
  ],
};

const roleArb = fc.constantFrom(...roles);
const actionArb = fc.constantFrom(...actions);
const resourceArb = fc.constantFrom(...resources);

describe('the role table (spec §6)', () => {
  it('has exactly the four roles, client first (the default)', () => {
    expect(roles).toEqual(['client', 'agent', 'vendor', 'admin']);
  });

  it.each(Object.entries(specTable))('gives %s exactly the spec permissions', (role, expected) => {
    expect([...rolePermissions[role as Role]].sort()).toEqual([...expected].sort());
    expect(permissionsOf(role as Role).map((p) => p.name).sort()).toEqual([...expected].sort());
  });

  it('gives admin only the wildcard', () => {
    expect(rolePermissions.admin).toEqual([WILDCARD]);
    expect(WILDCARD).toBe('*');
  });

  it('lets `can` answer exactly by the table for agent, client and vendor', () => {
    for (const role of ['agent', 'client', 'vendor'] as const) {
      for (const action of actions) {
        for (const resource of resources) {
          const permission = `${action}:${resource}`;
          expect({ role, permission, allowed: can(role, action, resource) }).toEqual({
            role,
            permission,
            allowed: specTable[role].includes(permission),
          });
        }
      }
    }
  });

  it('lets admin do everything through the wildcard', () => {
    fc.assert(fc.property(actionArb, resourceArb, (action, resource) => can('admin', action, resource)));
  });

  it('keeps user management to admins', () => {
    for (const role of ['agent', 'client', 'vendor'] as const) {
      expect(can(role, 'read', 'users')).toBe(false);
      expect(can(role, 'update', 'users')).toBe(false);
    }
    expect(can('admin', 'update', 'users')).toBe(true);
  });

  it('property: `can` grants a permission exactly when `permissionsOf` lists it', () => {
    fc.assert(
      fc.property(roleArb, actionArb, resourceArb, (role, action, resource) => {
        const listed = permissionsOf(role).some((p) => p.name === `${action}:${resource}`);
        return can(role, action, resource) === listed;
      }),
    );
  });
});

describe('permissionsOf', () => {
  it('expands the admin wildcard to every action on every resource, without duplicates', () => {
    const names = permissionsOf('admin').map((p) => p.name);
    expect(names).toHaveLength(actions.length * resources.length);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(['delete:users', 'use:ai_tools', 'upload:documents', 'read:vendor_orders']));
  });

  it("returns permission objects {id, name 'action:resource', resource, action}", () => {
    expect(permissionsOf('client')[0]).toEqual({ id: 'read:orders', name: 'read:orders', resource: 'orders', action: 'read' });
    expect(permissionsOf('client')).toContainEqual({ id: 'upload:documents', name: 'upload:documents', resource: 'documents', action: 'upload' });
    for (const role of roles) {
      for (const permission of permissionsOf(role)) {
        expect(permission).toEqual({
          id: permission.name,
          name: `${permission.action}:${permission.resource}`,
          resource: permission.resource,
          action: permission.action,
        });
      }
    }
  });

  it('toPermission splits on the colon', () => {
    expect(toPermission('upload:documents')).toEqual({ id: 'upload:documents', name: 'upload:documents', action: 'upload', resource: 'documents' });
  });
});

describe('roleObject', () => {
  it.each([
    ['client', 'Client'],
    ['agent', 'Agent'],
    ['vendor', 'Vendor'],
    ['admin', 'Admin'],
  ] as const)('names %s as %s, with a description and its permissions', (role, name) => {
    const object = roleObject(role);
    expect(object).toEqual({ id: role, name, description: expect.any(String), permissions: permissionsOf(role) });
    expect(object.description.length).toBeGreaterThan(0);
  });

  it('carries the vendor’s eight permissions', () => {
    expect(roleObject('vendor').permissions).toHaveLength(8);
  });
});

describe('hasRole', () => {
  it('matches the role itself, by name or in a list', () => {
    expect(hasRole('client', 'client')).toBe(true);
    expect(hasRole('vendor', ['agent', 'vendor'])).toBe(true);
    expect(hasRole('client', ['agent', 'vendor'])).toBe(false);
    expect(hasRole('vendor', ['agent', 'admin'])).toBe(false);
    expect(hasRole('agent', 'admin')).toBe(false);
    expect(hasRole('vendor', 'agent')).toBe(false);
  });

  it('treats admin as agent for guarding, but not as client or vendor', () => {
    expect(hasRole('admin', 'agent')).toBe(true);
    expect(hasRole('admin', ['agent'])).toBe(true);
    expect(hasRole('admin', 'admin')).toBe(true);
    expect(hasRole('admin', 'client')).toBe(false);
    expect(hasRole('admin', ['client'])).toBe(false);
    expect(hasRole('admin', 'vendor')).toBe(false);
    expect(hasRole('admin', [])).toBe(false);
  });

  it('property: a non-admin passes a guard exactly when the guard lists its role', () => {
    fc.assert(
      fc.property(fc.constantFrom('client', 'agent', 'vendor' as const), fc.subarray([...roles]), (role, wanted) => {
        return hasRole(role, wanted) === wanted.includes(role);
      }),
    );
  });

  it('property: admin passes a guard exactly when it lists admin or agent', () => {
    fc.assert(
      fc.property(fc.subarray([...roles]), (wanted) => hasRole('admin', wanted) === (wanted.includes('admin') || wanted.includes('agent'))),
    );
  });
});

describe('isRole', () => {
  it('accepts the four roles and nothing else', () => {
    for (const role of roles) expect(isRole(role)).toBe(true);
    for (const value of ['Admin', 'superuser', '', ' agent', null, undefined, 1, {}]) expect(isRole(value)).toBe(false);
  });
});
