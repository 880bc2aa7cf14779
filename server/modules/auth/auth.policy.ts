import type { AccountType, ProfileStatus } from '@core/domain/permissions';

/**
 * Self-registration cannot grant power (PRODUCT.md §2.4): clients are active at once, agents and
 * vendors wait for an admin. Admin is never an account type, so it cannot be asked for.
 */
export function initialStatusFor(accountType: AccountType): ProfileStatus {
  return accountType === 'client' ? 'active' : 'pending';
}

/** Why an account may not sign in at all, or null when it may. Pending accounts may sign in. */
export function blockedSignInMessage(status: ProfileStatus): { code: string; message: string } | null {
  if (status === 'rejected') {
    return { code: 'ACCOUNT_REJECTED', message: 'This account request was not approved. Contact the title agency.' };
  }
  if (status === 'deactivated') {
    return { code: 'ACCOUNT_DEACTIVATED', message: 'This account has been deactivated. Contact your administrator.' };
  }
  return null;
}
