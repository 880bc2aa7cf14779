/**
 * Roles and permissions exactly as the spec's section 6 table. Admin holds the wildcard.
 * Permission names have the form 'action:resource'.
 */
export const roles = ['client', 'agent', 'vendor', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Account types a person may choose at registration; admin is never self-selectable. */
export const accountTypes = ['client', 'agent', 'vendor'] as const;
export type AccountType = (typeof accountTypes)[number];

export const profileStatuses = ['active', 'pending', 'rejected', 'deactivated'] as const;
export type ProfileStatus = (typeof profileStatuses)[number];

export const resources = [
  'orders',
  'documents',
  'clients',
  'analytics',
  'ai_tools',
  'profile',
  'messages',
  'vendor_orders',
  'vendor_profile',
  'vendor_services',
  'users',
  // Beyond the spec's table: admin-only settings (admins hold them through the wildcard).
  'file_numbers',
  'offices',
] as const;
export type Resource = (typeof resources)[number];

export const actions = ['create', 'read', 'update', 'delete', 'use', 'upload'] as const;
export type Action = (typeof actions)[number];

export type PermissionName = `${Action}:${Resource}`;
export const WILDCARD = '*' as const;

const crud = (resource: Resource): PermissionName[] => [
  `create:${resource}`,
  `read:${resource}`,
  `update:${resource}`,
  `delete:${resource}`,
];

export const rolePermissions: Record<Role, readonly (PermissionName | typeof WILDCARD)[]> = {
  agent: [
    ...crud('orders'),
    ...crud('documents'),
    'read:clients',
    'update:clients',
    'read:analytics',
    'use:ai_tools',
  ],
  client: [
    'read:orders',
    'read:documents',
    'upload:documents',
    'read:profile',
    'update:profile',
    'read:messages',
    'create:messages',
  ],
  vendor: [
    'read:vendor_orders',
    'update:vendor_orders',
    'read:vendor_profile',
    'update:vendor_profile',
    ...crud('vendor_services'),
  ],
  admin: [WILDCARD],
};

export interface Permission {
  id: PermissionName;
  name: PermissionName;
  resource: Resource;
  action: Action;
}

export interface RoleObject {
  id: Role;
  /** Capitalised, as the spec's role object has it. */
  name: string;
  description: string;
  permissions: Permission[];
}

const roleDescriptions: Record<Role, string> = {
  client: 'Buyers, sellers, borrowers and lenders following their closing',
  agent: 'Title and escrow staff working closing files',
  vendor: 'Service providers receiving work orders',
  admin: 'Agents who also manage users and settings',
};

export function toPermission(name: PermissionName): Permission {
  const [action, resource] = name.split(':') as [Action, Resource];
  return { id: name, name, resource, action };
}

/** Every concrete permission a role holds; the admin wildcard expands to all of them. */
export function permissionsOf(role: Role): Permission[] {
  const granted = rolePermissions[role];
  if (granted.includes(WILDCARD)) {
    return actions.flatMap((action) =>
      resources.map((resource) => toPermission(`${action}:${resource}`)),
    );
  }
  return (granted as PermissionName[]).map(toPermission);
}

export function roleObject(role: Role): RoleObject {
  return {
    id: role,
    name: role.charAt(0).toUpperCase() + role.slice(1),
    description: roleDescriptions[role],
    permissions: permissionsOf(role),
  };
}

/** Check by resource and action. */
export function can(role: Role, action: Action, resource: Resource): boolean {
  const granted = rolePermissions[role];
  return granted.includes(WILDCARD) || granted.includes(`${action}:${resource}`);
}

/** Check by role name. Admin counts as agent for guarding, as the spec says. */
export function hasRole(role: Role, wanted: Role | readonly Role[]): boolean {
  const list = typeof wanted === 'string' ? [wanted] : wanted;
  return list.includes(role) || (role === 'admin' && list.includes('agent'));
}

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (roles as readonly string[]).includes(value);
}
